// What the post editor asks of a page that jsdom cannot answer, for the test files that open it:
// a ResizeObserver (a toolbar measures itself), where a click landed and where a selection is on
// screen (no layout to say; ProseMirror asks when it scrolls the selection into view).
import { beforeEach, vi } from "vitest";

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function withEditorEnvironment() {
  beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
  document.elementFromPoint = () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
