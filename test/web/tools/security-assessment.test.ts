import { describe, expect, it } from "vitest";

import { ASSESSMENT_CATEGORIES, ASSESSMENT_ITEMS } from "../../../web/content/security-assessment";
import {
  assessmentSummary,
  assessSecurity,
  checkedItemIds,
  gradeFor,
  GRADES,
  progressPercent,
} from "../../../web/tools/security-assessment";
import { assessmentSearch } from "../../../web/tools/search";

const ids = ASSESSMENT_ITEMS.map((item) => item.id);
const firstN = (count: number) => ids.slice(0, count);

describe("the checklist (R6)", () => {
  it("has twenty items with unique ids", () => {
    expect(ASSESSMENT_ITEMS).toHaveLength(20);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["Perimeter Security", 6],
    ["Camera Coverage", 5],
    ["Access Control", 3],
    ["Emergency Preparedness", 3],
    ["Digital Security", 3],
  ])("has %s with %i items", (category, count) => {
    expect(ASSESSMENT_ITEMS.filter((item) => item.category === category)).toHaveLength(count);
  });

  it("gives every item a category, label, description and priority", () => {
    for (const item of ASSESSMENT_ITEMS) {
      expect(ASSESSMENT_CATEGORIES).toContain(item.category);
      expect(item.label.length).toBeGreaterThan(10);
      expect(item.description.length).toBeGreaterThan(20);
      expect(["high", "medium"]).toContain(item.priority);
    }
  });
});

describe("progress and grade", () => {
  it.each([
    // checked of 20, percent, grade, word
    [20, 100, "A", "Excellent"],
    [19, 95, "A", "Excellent"],
    [18, 90, "A", "Excellent"],
    [17, 85, "B", "Good"],
    [16, 80, "B", "Good"],
    [15, 75, "C", "Fair"],
    [14, 70, "C", "Fair"],
    [13, 65, "D", "Poor"],
    [12, 60, "D", "Poor"],
    [11, 55, "F", "Critical"],
    [1, 5, "F", "Critical"],
    [0, 0, "F", "Critical"],
  ])("%i of 20 checked: %i%, grade %s (%s)", (checkedCount, percent, letter, label) => {
    const result = assessSecurity({ checked: firstN(checkedCount) });
    expect(result).toMatchObject({ checkedCount, total: 20, percent });
    expect(result.grade).toMatchObject({ letter, label });
  });

  it.each([
    [89, "B"],
    [90, "A"],
    [79, "C"],
    [80, "B"],
    [69, "D"],
    [70, "C"],
    [59, "F"],
    [60, "D"],
  ])("grades %i%% as %s", (percent, letter) => {
    expect(gradeFor(percent).letter).toBe(letter);
  });

  it("rounds the percent, taking the total from the list", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(17, 19)).toBe(89); // 89.47 → 89
    expect(progressPercent(1, 8)).toBe(13); // 12.5 → 13
    expect(progressPercent(0, 0)).toBe(0);
    // The total is the list's length: a shorter list gives a different percent for the same count.
    const shortList = ASSESSMENT_ITEMS.slice(0, 18);
    expect(assessSecurity({ checked: firstN(16) }, shortList)).toMatchObject({ total: 18, percent: 89, grade: { letter: "B" } });
  });

  it("has the spec's grade thresholds", () => {
    expect(GRADES.map((grade) => [grade.letter, grade.minPercent, grade.label])).toEqual([
      ["A", 90, "Excellent"],
      ["B", 80, "Good"],
      ["C", 70, "Fair"],
      ["D", 60, "Poor"],
      ["F", 0, "Critical"],
    ]);
  });
});

describe("critical missing items", () => {
  it("lists every unchecked high-priority item, in list order, and no medium one", () => {
    const high = ASSESSMENT_ITEMS.filter((item) => item.priority === "high");
    expect(assessSecurity({ checked: [] }).criticalMissing).toEqual(high);
    const checked = [high[0]!.id, high[2]!.id];
    const result = assessSecurity({ checked });
    expect(result.criticalMissing).toEqual(high.filter((item) => !checked.includes(item.id)));
    expect(result.criticalMissing.every((item) => item.priority === "high")).toBe(true);
    expect(result.otherMissing.every((item) => item.priority === "medium")).toBe(true);
  });

  it("is empty when every high-priority item is checked", () => {
    const high = ASSESSMENT_ITEMS.filter((item) => item.priority === "high").map((item) => item.id);
    const result = assessSecurity({ checked: high });
    expect(result.criticalMissing).toEqual([]);
    expect(result.otherMissing).toHaveLength(20 - high.length);
  });

  it("counts each category", () => {
    const result = assessSecurity({ checked: ["exterior-lighting", "solid-doors", "default-passwords"] });
    expect(result.byCategory).toEqual([
      { category: "Perimeter Security", checked: 2, total: 6 },
      { category: "Camera Coverage", checked: 0, total: 5 },
      { category: "Access Control", checked: 0, total: 3 },
      { category: "Emergency Preparedness", checked: 0, total: 3 },
      { category: "Digital Security", checked: 1, total: 3 },
    ]);
  });
});

describe("assessmentSummary", () => {
  it("states the score and names at most five gaps, under 1000 characters", () => {
    const summary = assessmentSummary(assessSecurity({ checked: [] }));
    expect(summary).toMatch(/^Security self-assessment: 0 of 20 items in place \(0%\), grade F \(Critical\)\. High-priority gaps: /);
    expect(summary).toMatch(/; and 5 more\./);
    expect(summary.length).toBeLessThan(1000);
    expect(assessmentSummary(assessSecurity({ checked: firstN(20) }))).toBe(
      "Security self-assessment: 20 of 20 items in place (100%), grade A (Excellent). No high-priority gaps. Please contact me about a professional assessment.",
    );
  });
});

describe("reading the checked items from the address (assessmentSearch and checkedItemIds, as the screen does)", () => {
  const read = (raw: Record<string, unknown>) => checkedItemIds(assessmentSearch(raw).checked);

  it("keeps known ids", () => {
    expect(read({ checked: firstN(20).join(",") })).toEqual(firstN(20));
    expect(read({ checked: "solid-doors,exterior-lighting" })).toEqual(["solid-doors", "exterior-lighting"]);
  });

  it.each([
    ["an unknown id", { checked: "moat" }, []],
    ["an unknown id among known ones", { checked: "moat,solid-doors" }, ["solid-doors"]],
    ["a repeated id", { checked: "exterior-lighting,exterior-lighting" }, ["exterior-lighting"]],
    ["a missing list", {}, []],
    ["an empty list", { checked: "" }, []],
    ["a list of numbers", { checked: [1, 2] }, []],
    ["ids that are not ids", { checked: "solid-doors,<script>" }, []],
  ])("reads %s as the known ids it holds", (_name, raw, ids) => {
    expect(read(raw)).toEqual(ids);
  });
});
