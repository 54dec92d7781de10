// Every benchmark ends with its goals, each printed against the figure measured and marked PASS
// or FAIL, so a regression shows at once; the process exits non-zero when one fails.

/** The Worker against the platform's floor (`npm run bench:floor`, docs/decisions/0027-speed-and-clicks.md): median ratios. */
/**
 * bench:floor's goals, each the site over the floor behind the same asset routing (the router costs
 * every Worker serving files alike): the home page and a post against the 1 KB page, the redirect
 * against the INSERT and 302, the calendar from the edge's cache against the 1 KB page.
 */
export const FLOOR_GOALS = { pageOverStaticCopy: 0.95, shortLinkOverRoutedFloor: 0.9 } as const;

export interface Goal {
  name: string;
  figure: number;
  /** The figure must be at least (">="), at most ("<="), below ("<") or exactly ("=") the target. */
  op: ">=" | "<=" | "<" | "=";
  target: number;
  /** Decimals shown (0 unless told). */
  digits?: number;
  unit?: string;
}

export const met = (goal: Goal) =>
  goal.op === ">="
    ? goal.figure >= goal.target
    : goal.op === "<="
      ? goal.figure <= goal.target
      : goal.op === "<"
        ? goal.figure < goal.target
        : goal.figure === goal.target;

export function goalLine(goal: Goal): string {
  const show = (value: number) => `${value.toFixed(goal.digits ?? 0)}${goal.unit ? ` ${goal.unit}` : ""}`;
  return `${met(goal) ? "PASS" : "FAIL"}  ${goal.name}: ${show(goal.figure)} (goal ${goal.op} ${show(goal.target)})`;
}

/** Prints the goals; true when every one is met (and sets a failing exit code otherwise). */
export function reportGoals(goals: Goal[]): boolean {
  console.log("\nGoals");
  for (const goal of goals) console.log(`  ${goalLine(goal)}`);
  const allMet = goals.every(met);
  console.log(allMet ? "All goals met." : `${goals.filter((goal) => !met(goal)).length} of ${goals.length} goals missed.`);
  if (!allMet) process.exitCode = 1;
  return allMet;
}
