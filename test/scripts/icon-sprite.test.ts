// The sprite's symbols (scripts/vite/icon-sprite.ts): lucide's shapes under the icon's name, with
// lucide's drawing attributes once on the symbol and nothing React-only (its keys) in the drawing.
import { describe, expect, it } from "vitest";

import { iconSymbol } from "../../scripts/vite/icon-sprite";

const DRAWING = 'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

describe("iconSymbol", () => {
  it.each([
    [
      "one path",
      "shield",
      [["path", { d: "M20 13c0 5-3.5 7.5-7.66 8.95", key: "oel41y" }]],
      `<symbol id="shield" ${DRAWING}><path d="M20 13c0 5-3.5 7.5-7.66 8.95"/></symbol>`,
    ],
    [
      "shapes of several kinds, numbers as written",
      "circle-check",
      [
        ["circle", { cx: "12", cy: "12", r: 10, key: "a" }],
        ["path", { d: "m9 12 2 2 4-4", key: "b" }],
      ],
      `<symbol id="circle-check" ${DRAWING}><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/></symbol>`,
    ],
    [
      "an attribute that needs escaping",
      "odd",
      [["text", { "data-x": 'a"b<c&d', key: "k" }]],
      `<symbol id="odd" ${DRAWING}><text data-x="a&quot;b&lt;c&amp;d"/></symbol>`,
    ],
  ] as const)("draws %s", (_case, name, node, symbol) => {
    expect(iconSymbol(name, node as unknown as Parameters<typeof iconSymbol>[1])).toBe(symbol);
  });
});
