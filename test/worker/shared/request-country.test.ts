// The visitor's country comes from the platform's CF-IPCountry header: a two-character code, or
// none when the platform has no guess ("XX"), the header is missing or it holds anything else.
import { describe, expect, it } from "vitest";

import { countryOf } from "../../../worker/shared/request-country";

describe("countryOf", () => {
  it.each([
    ["US", "US"],
    ["ca", "CA"],
    ["T1", "T1"],
    ["XX", null],
    ["", null],
    ["USA", null],
    ["U-", null],
    [undefined, null],
  ])("reads CF-IPCountry %j as %j", (header, country) => {
    const headers = new Headers(header === undefined ? {} : { "CF-IPCountry": header });
    expect(countryOf(headers)).toBe(country);
  });
});
