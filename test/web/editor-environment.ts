// What the post editor asks of a page that jsdom cannot answer, for the test files that open it:
// a ResizeObserver (a toolbar measures itself) and where a click landed (no layout to say).
import { beforeEach, vi } from "vitest";

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function withEditorEnvironment() {
  beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
  document.elementFromPoint = () => null;
}
