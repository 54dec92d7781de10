import { describe, expect, it } from "vitest";

import { plural, pluralWord } from "../../web/lib/plural";

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
});
