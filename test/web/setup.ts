import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { queryClient } from "../../web/query-client";

// jsdom has no layout: scrolling is a no-op the app may call on every navigation.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

// The app shares one query cache; each test starts with an empty one.
afterEach(() => {
  cleanup();
  queryClient.clear();
});
