import { afterEach, describe, expect, it, vi } from "vitest";

import { yieldToBrowser } from "../../web/lib/yield-to-browser";

afterEach(() => vi.unstubAllGlobals());

/** Whether `promise` settles before the queued microtasks run out. */
async function settlesWithinMicrotasks(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

describe("yieldToBrowser", () => {
  it("resolves in a later task, not among the current task's microtasks", async () => {
    const yielded = yieldToBrowser();
    expect(await settlesWithinMicrotasks(yielded)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settlesWithinMicrotasks(yielded)).toBe(true);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
