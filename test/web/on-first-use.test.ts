import { describe, expect, it, vi } from "vitest";

import { onFirstUse } from "../../worker/shared/on-first-use";

describe("onFirstUse", () => {
  it("makes nothing until first asked, then makes once and hands back the same value", () => {
    const make = vi.fn(() => new Intl.NumberFormat("en-US"));
    const formatter = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first.format(1204)).toBe("1,204");
  });

  it.each([[0], [""], [null], [false]])("keeps a made value that is falsy (%s) instead of making it again", (value) => {
    const make = vi.fn(() => value);
    const kept = onFirstUse(make);
    expect([kept(), kept()]).toEqual([value, value]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
