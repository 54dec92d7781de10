import { afterEach, describe, expect, it, vi } from "vitest";

import { afterFirstPaint } from "../../web/lib/after-first-paint";

/** A stand-in for the browser's paint timing: `paint(name)` reports a paint to the observers. */
function fakePaintTiming({ supported }: { supported: boolean }) {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
  class FakeObserver {
    static supportedEntryTypes = supported ? ["paint", "resource"] : ["resource"];
    constructor(private callback: PerformanceObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, self: this as unknown as PerformanceObserver });
    }
    disconnect() {
      for (const observer of observers) if (observer.self === (this as unknown as PerformanceObserver)) observers.delete(observer);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const { callback, self } of [...observers]) callback(list, self);
    },
    observing: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, not the first paint, then runs once and stops observing", () => {
    const timing = fakePaintTiming({ supported: true });
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();

    timing.paint("first-paint");
    expect(then).not.toHaveBeenCalled();

    timing.paint("first-contentful-paint");
    expect(then).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
  });

  it("runs at once in a browser that does not report paints", () => {
    fakePaintTiming({ supported: false });
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
