// The security self-assessment (S9, R6): twenty checks in five categories, the
// progress they add up to, its grade, and the high-priority checks still open.
import {
  ASSESSMENT_CATEGORIES,
  ASSESSMENT_ITEM_IDS,
  ASSESSMENT_ITEMS,
  type AssessmentCategory,
  type AssessmentItem,
  type AssessmentItemId,
} from "../content/security-assessment";
import { parseCheckedIds } from "./search";
import { plural } from "../lib/plural";

/** Grades from the rounded progress percent, highest first: a grade applies at or above its minimum. */
export const GRADES = [
  { letter: "A", minPercent: 90, label: "Excellent" },
  { letter: "B", minPercent: 80, label: "Good" },
  { letter: "C", minPercent: 70, label: "Fair" },
  { letter: "D", minPercent: 60, label: "Poor" },
  { letter: "F", minPercent: 0, label: "Critical" },
] as const;
export type Grade = (typeof GRADES)[number];

/** The assessment's input. */
export interface AssessmentInput {
  checked: AssessmentItemId[];
}

const KNOWN_IDS = new Set<string>(ASSESSMENT_ITEM_IDS);
const isItemId = (id: string): id is AssessmentItemId => KNOWN_IDS.has(id);

/** The checked items an address names (its `checked` list): unknown ids are dropped, a repeated id counts once. */
export function checkedItemIds(list: string | undefined): AssessmentItemId[] {
  return parseCheckedIds(list).filter(isItemId);
}

/** Progress percent = checked ÷ total × 100, rounded; the total is the length of the list (R6). */
export function progressPercent(checkedCount: number, total: number = ASSESSMENT_ITEMS.length): number {
  return total === 0 ? 0 : Math.round((checkedCount / total) * 100);
}

export function gradeFor(percent: number): Grade {
  return GRADES.find((grade) => percent >= grade.minPercent) ?? GRADES[GRADES.length - 1]!;
}

export interface AssessmentResult {
  checkedCount: number;
  total: number;
  percent: number;
  grade: Grade;
  /** Unchecked high-priority items, in list order. */
  criticalMissing: AssessmentItem[];
  /** Unchecked medium-priority items, in list order. */
  otherMissing: AssessmentItem[];
  byCategory: { category: AssessmentCategory; checked: number; total: number }[];
}

export function assessSecurity(input: AssessmentInput, items: readonly AssessmentItem[] = ASSESSMENT_ITEMS): AssessmentResult {
  const checked = new Set<string>(input.checked);
  const done = items.filter((item) => checked.has(item.id));
  const missing = items.filter((item) => !checked.has(item.id));
  const percent = progressPercent(done.length, items.length);
  return {
    checkedCount: done.length,
    total: items.length,
    percent,
    grade: gradeFor(percent),
    criticalMissing: missing.filter((item) => item.priority === "high"),
    otherMissing: missing.filter((item) => item.priority === "medium"),
    byCategory: ASSESSMENT_CATEGORIES.map((category) => {
      const inCategory = items.filter((item) => item.category === category);
      return { category, checked: inCategory.filter((item) => checked.has(item.id)).length, total: inCategory.length };
    }),
  };
}

export function itemsByCategory(items: readonly AssessmentItem[] = ASSESSMENT_ITEMS) {
  return ASSESSMENT_CATEGORIES.map((category) => ({ category, items: items.filter((item) => item.category === category) }));
}

/** Keeps the summary well inside the contact form's limits. */
export const SUMMARY_MAX_LISTED_GAPS = 5;

/** A plain-text summary for the quote request's message field. */
export function assessmentSummary(result: AssessmentResult): string {
  const head = `Security self-assessment: ${result.checkedCount} of ${plural(result.total, "item")} in place (${result.percent}%), grade ${result.grade.letter} (${result.grade.label}).`;
  if (result.criticalMissing.length === 0) return `${head} No high-priority gaps. Please contact me about a professional assessment.`;
  const listed = result.criticalMissing.slice(0, SUMMARY_MAX_LISTED_GAPS).map((item) => item.label);
  const more = result.criticalMissing.length - listed.length;
  const gaps = `${listed.join("; ")}${more > 0 ? `; and ${more} more` : ""}`;
  return `${head} High-priority gaps: ${gaps}. Please contact me about a professional assessment.`;
}
