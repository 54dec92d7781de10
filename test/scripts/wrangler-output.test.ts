import { describe, expect, it } from "vitest";

import { ModuleTableFolder } from "../../scripts/wrangler-output";

const TABLE = [
  "Attaching additional modules:",
  "┌──────────────────────────┬──────┬─────────────┐",
  "│ Name                     │ Type │ Size        │",
  "├──────────────────────────┼──────┼─────────────┤",
  "│ assets/_slug-BTEsX9vK.js │ esm  │ 0.33 KiB    │",
  "├──────────────────────────┼──────┼─────────────┤",
  "│ Total (128 modules)      │      │ 2914.16 KiB │",
  "└──────────────────────────┴──────┴─────────────┘",
];

const fold = (lines: string[]) => {
  const folder = new ModuleTableFolder();
  return lines.flatMap((line) => folder.push(line));
};

describe("wrangler's module table, folded", () => {
  it("becomes one line with the table's total, and the lines around it pass as they are", () => {
    expect(fold(["⎔ Starting local server...", ...TABLE, "[wrangler:info] Ready on http://localhost:8787"])).toEqual([
      "⎔ Starting local server...",
      "Attaching the built Worker's additional modules (128 modules, 2914.16 KiB).",
      "[wrangler:info] Ready on http://localhost:8787",
    ]);
  });

  it("folds a table printed again after a reload, and one without a total row", () => {
    const noTotal = TABLE.filter((line) => !line.includes("Total"));
    expect(fold([...TABLE, "between", ...noTotal])).toEqual([
      "Attaching the built Worker's additional modules (128 modules, 2914.16 KiB).",
      "between",
      "Attaching the built Worker's additional modules.",
    ]);
  });

  it("leaves output without a table untouched", () => {
    const lines = ["│ a line that only looks like a row │", "└ nor is this the end of anything"];
    expect(fold(lines)).toEqual(lines);
  });
});
