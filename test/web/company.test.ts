import { describe, expect, it } from "vitest";

import { COMPANY, telHref } from "../../worker/shared/company";

describe("telHref", () => {
  it.each([
    ["(410) 555-0142", "tel:+14105550142"],
    ["1-800-222-1222", "tel:+18002221222"],
    ["911", "tel:911"],
    ["311", "tel:311"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("defaults to the company's number (R1)", () => {
    expect(COMPANY.phone).toBe("(410) 555-0142");
    expect(telHref()).toBe("tel:+14105550142");
  });
});
