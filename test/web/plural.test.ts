import { describe, expect, it } from "vitest";

import { formatCount, plural, pluralWord } from "../../web/lib/plural";

describe("plural", () => {
  it.each([
    [0, "view", undefined, "0 views"],
    [1, "view", undefined, "1 view"],
    [2, "view", undefined, "2 views"],
    [1204, "view", undefined, "1,204 views"],
    [1, "more outcome", undefined, "1 more outcome"],
    [2, "more outcome", undefined, "2 more outcomes"],
    [1, "story", "stories", "1 story"],
    [3, "story", "stories", "3 stories"],
    [1.5, "camera", undefined, "1.5 cameras"],
    [-1, "click", undefined, "-1 click"],
  ] as const)("%d %s", (count, one, other, expected) => {
    expect(plural(count, one, other)).toBe(expected);
  });

  it.each([
    [0, "events"],
    [1, "event"],
    [21, "events"],
  ] as const)("pluralWord(%d) is %s", (count, expected) => {
    expect(pluralWord(count, "event")).toBe(expected);
  });

  it("writes every count as Intl's en-US number format does, with or without the formatter", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
    for (const count of [0, 7, -7, 999, -999, 1000, -1000, 1204, 999_999, 1_000_000, 0.5, 2.25, 999.5, 1234.567, -0.333]) {
      expect(formatCount(count), String(count)).toBe(intl.format(count));
    }
  });
});
