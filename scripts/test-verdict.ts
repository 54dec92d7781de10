// How `npm test` judges what one layer left behind: its exit code and its JSON report.
// A layer that crashed, wrote no report, reported errors of its own, or ran no test fails
// the run with one line saying why; otherwise its counts are taken as they are.

/** What running one layer left: how its process ended and the report it wrote, if any. */
export interface LayerOutcome {
  /** null when the process was killed by a signal. */
  exitCode: number | null;
  /** The parsed JSON report, or undefined when none was written or it could not be read. */
  report: unknown;
}

export interface Verdict {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the layer cannot be trusted even if no test failed; empty when it can. */
  problems: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message: string }[];
}

interface PlaywrightTest {
  expectedStatus: string;
  status: string;
  results: { status?: string }[];
}
interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: PlaywrightTest[] }[];
}
interface PlaywrightReport {
  errors: { message: string }[];
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const firstLine = (text: string) => text.trim().split("\n")[0]?.slice(0, 200) ?? "";

function exitProblem({ exitCode }: LayerOutcome): string[] {
  if (exitCode === 0) return [];
  return [exitCode === null ? "its process was killed or never started" : `it exited with code ${exitCode}`];
}

/** A layer with problems counts at least one failure, so the closing line never reads "0 failed" on a failed run. */
function verdict(passed: number, failed: number, skipped: number, problems: string[]): Verdict {
  return { passed, failed: problems.length > 0 ? Math.max(failed, 1) : failed, skipped, problems };
}

function isVitestReport(report: unknown): report is VitestReport {
  return typeof report === "object" && report !== null && "numTotalTests" in report && "testResults" in report;
}

export function judgeVitest(outcome: LayerOutcome): Verdict {
  const { report } = outcome;
  if (!isVitestReport(report)) return verdict(0, 0, 0, [...exitProblem(outcome), "it wrote no report"]);
  const problems: string[] = [];
  // A file that failed to load counts no failed test, only a failed suite.
  for (const file of report.testResults) {
    if (file.status === "failed" && file.message) problems.push(`${file.name}: ${firstLine(file.message)}`);
  }
  if (report.testResults.length === 0) problems.push("it found no test file");
  else if (report.numPassedTests + report.numFailedTests === 0) problems.push("it ran no test");
  // The exit code adds something only when nothing else explains it.
  if (problems.length === 0 && report.numFailedTests === 0) problems.push(...exitProblem(outcome));
  return verdict(report.numPassedTests, report.numFailedTests, report.numPendingTests + report.numTodoTests, problems);
}

function isPlaywrightReport(report: unknown): report is PlaywrightReport {
  return typeof report === "object" && report !== null && "stats" in report && "suites" in report && "errors" in report;
}

function* playwrightTests(suites: PlaywrightSuite[], path: string[] = []): Generator<{ title: string; test: PlaywrightTest }> {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { title: [...here, spec.title].join(" › "), test };
    yield* playwrightTests(suite.suites ?? [], here);
  }
}

export function judgePlaywright(outcome: LayerOutcome): Verdict {
  const { report } = outcome;
  if (!isPlaywrightReport(report)) return verdict(0, 0, 0, [...exitProblem(outcome), "it wrote no report"]);
  const { stats } = report;
  // Errors outside any test: the web server did not start, a global setup threw, a file did not load.
  const problems = report.errors.map((error) => firstLine(error.message));
  // A test meant to run that did not: interrupted, or skipped after a failure before it.
  const notRun = [...playwrightTests(report.suites)]
    .filter(
      ({ test }) =>
        test.expectedStatus !== "skipped" && (test.status === "skipped" || test.results.some((r) => r.status === "interrupted")),
    )
    .map(({ title }) => title);
  if (notRun.length > 0) problems.push(`${notRun.length} test(s) did not run, first: ${notRun[0]}`);
  const passed = stats.expected + stats.flaky;
  if (passed + stats.unexpected === 0) problems.push("it ran no test");
  if (problems.length === 0 && stats.unexpected === 0) problems.push(...exitProblem(outcome));
  return verdict(passed, stats.unexpected, stats.skipped, problems);
}

export interface NamedVerdict extends Verdict {
  name: string;
  /** How long the layer ran, in seconds; printed with its counts. */
  seconds?: number;
}

/** A step that must pass before any test runs (lint, type check, build), with how long it took. */
export interface StepTime {
  name: string;
  seconds: number;
  passed: boolean;
}

/** "48 s" under a minute, "2 min 03 s" from one on. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * The lines `npm test` closes with: each step's and each layer's time, the whole run's by the clock
 * (`totalSeconds`: steps that ran side by side count once), and last the plain count CI reads. A
 * failed step counts as one failure.
 */
export function closingLines(results: NamedVerdict[], steps: StepTime[], totalSeconds: number): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  for (const step of steps) lines.push(`${step.name}: ${step.passed ? "passed" : "FAILED"} in ${formatDuration(step.seconds)}`);
  for (const r of results) {
    const time = r.seconds === undefined ? "" : ` in ${formatDuration(r.seconds)}`;
    lines.push(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${time}`);
    for (const problem of r.problems) lines.push(`${r.name} FAILED: ${problem}`);
  }
  lines.push(`Total time: ${formatDuration(totalSeconds)}`);
  const failedSteps = steps.filter((s) => !s.passed).length;
  const sum = (key: "passed" | "failed" | "skipped") => results.reduce((total, r) => total + r[key], 0);
  const failed = sum("failed") + failedSteps;
  lines.push(`${sum("passed")} passed, ${failed} failed, ${sum("skipped")} skipped`);
  return { lines, ok: failed === 0 && results.every((r) => r.problems.length === 0) };
}
