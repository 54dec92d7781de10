import "@testing-library/jest-dom/vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { dismissToast, useCurrentToast } from "../../web/components/toast/store";
import { queryClient } from "../../web/query-client";

// jsdom has no layout: scrolling is a no-op the app may call on every navigation.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

/** The toast store outlives each render: a toast one test showed must not greet the next. */
function dismissCurrentToast() {
  const { result, unmount } = renderHook(() => useCurrentToast());
  const current = result.current;
  if (current) act(() => dismissToast(current.id));
  unmount();
}

// The app shares one query cache; each test starts with an empty one and no toast.
// Files share a worker's DOM and modules (vitest.config.ts, isolate: false): no spy, stubbed global or
// fake clock is left to the next test either.
afterEach(() => {
  cleanup();
  dismissCurrentToast();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
