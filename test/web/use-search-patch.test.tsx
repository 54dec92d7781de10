// A page's search changed several times before it renders again (the fields a visitor filled in
// before the app was live reach it one after another): each change keeps the ones before it.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { useSearchPatch } from "../../web/lib/use-search-patch";

interface Search {
  cameras: number;
  monitoring?: string;
  checked?: string;
}

function written(initial: Search) {
  const writes: Search[] = [];
  const hook = renderHook(({ current }) => useSearchPatch(current, (next) => writes.push(next)), { initialProps: { current: initial } });
  return { writes, hook };
}

describe("useSearchPatch", () => {
  it("builds each change on the ones the page has not rendered yet", () => {
    const { writes, hook } = written({ cameras: 4 });
    act(() => {
      hook.result.current({ cameras: 7 });
      hook.result.current({ monitoring: "basic" });
      hook.result.current((latest) => ({ checked: [latest.checked, "lighting"].filter(Boolean).join(",") }));
      hook.result.current((latest) => ({ checked: [latest.checked, "locks"].filter(Boolean).join(",") }));
    });
    expect(writes.at(-1)).toEqual({ cameras: 7, monitoring: "basic", checked: "lighting,locks" });
  });

  it("builds on what the page renders once it shows a change, not on a change it replaced", () => {
    const { writes, hook } = written({ cameras: 4 });
    act(() => hook.result.current({ cameras: 7, monitoring: "basic" }));
    // The page renders the change, then the visitor changes the count again elsewhere (Reset).
    hook.rerender({ current: { cameras: 7, monitoring: "basic" } });
    hook.rerender({ current: { cameras: 2 } });
    act(() => hook.result.current({ checked: "locks" }));
    expect(writes.at(-1)).toEqual({ cameras: 2, checked: "locks" });
  });
});
