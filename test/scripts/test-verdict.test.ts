import { describe, expect, it } from "vitest";

import { closingLines, formatDuration, judgePlaywright, judgeVitest, type Verdict } from "../../scripts/test-verdict";

interface Row {
  case: string;
  exitCode: number | null;
  report: unknown;
  expected: Partial<Verdict>;
  /** Each problem line must contain this; omitted when there must be none. */
  reason?: string;
}

const vitestReport = (overrides: Record<string, unknown> = {}) => ({
  numPassedTests: 12,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 1,
  numTotalTests: 14,
  numFailedTestSuites: 0,
  testResults: [{ name: "/repo/test/worker/a.test.ts", status: "passed", message: "" }],
  ...overrides,
});

const vitestRows: Row[] = [
  { case: "normal run", exitCode: 0, report: vitestReport(), expected: { passed: 12, failed: 0, skipped: 2, problems: [] } },
  {
    case: "failing tests",
    exitCode: 1,
    report: vitestReport({
      numPassedTests: 10,
      numFailedTests: 2,
      testResults: [{ name: "/repo/test/worker/a.test.ts", status: "failed", message: "" }],
    }),
    expected: { passed: 10, failed: 2, problems: [] },
  },
  {
    case: "crashed before writing a report",
    exitCode: 1,
    report: undefined,
    expected: { passed: 0, failed: 1 },
    reason: "exited with code 1",
  },
  { case: "killed", exitCode: null, report: undefined, expected: { failed: 1 }, reason: "killed" },
  { case: "exit 0 but no report", exitCode: 0, report: undefined, expected: { failed: 1 }, reason: "wrote no report" },
  {
    case: "no test file found",
    exitCode: 1,
    report: vitestReport({ numPassedTests: 0, numPendingTests: 0, numTodoTests: 0, numTotalTests: 0, testResults: [] }),
    expected: { passed: 0, failed: 1 },
    reason: "found no test file",
  },
  {
    case: "files found but every test skipped",
    exitCode: 0,
    report: vitestReport({ numPassedTests: 0, numPendingTests: 3, numTodoTests: 0, numTotalTests: 3 }),
    expected: { passed: 0, failed: 1, skipped: 3 },
    reason: "ran no test",
  },
  {
    case: "a file that failed to load (no failed test, one failed suite)",
    exitCode: 1,
    report: vitestReport({
      numFailedTestSuites: 1,
      testResults: [
        { name: "/repo/test/worker/a.test.ts", status: "passed", message: "" },
        { name: "/repo/test/worker/b.test.ts", status: "failed", message: "Failed to load url ./missing\nstack" },
      ],
    }),
    expected: { passed: 12, failed: 1 },
    reason: "b.test.ts: Failed to load url ./missing",
  },
  {
    case: "tests passed but the process failed (a config or teardown error)",
    exitCode: 1,
    report: vitestReport(),
    expected: { passed: 12, failed: 1 },
    reason: "exited with code 1",
  },
];

const playwrightTest = (status: string, expectedStatus = "passed", results: { status: string }[] = [{ status: "passed" }]) => ({
  expectedStatus,
  status,
  results,
});
const playwrightReport = ({
  errors = [] as { message: string }[],
  tests = [playwrightTest("expected")],
  stats = { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
} = {}) => ({
  errors,
  stats,
  suites: [{ title: "blog.spec.ts", specs: [{ title: "the list pages", tests }] }],
});

const playwrightRows: Row[] = [
  { case: "normal run", exitCode: 0, report: playwrightReport(), expected: { passed: 1, failed: 0, skipped: 0, problems: [] } },
  {
    case: "flaky counts as passed, a deliberate skip is fine",
    exitCode: 0,
    report: playwrightReport({
      tests: [playwrightTest("flaky"), playwrightTest("skipped", "skipped", [])],
      stats: { expected: 0, unexpected: 0, flaky: 1, skipped: 1 },
    }),
    expected: { passed: 1, failed: 0, skipped: 1, problems: [] },
  },
  {
    case: "a failing test",
    exitCode: 1,
    report: playwrightReport({
      tests: [playwrightTest("unexpected", "passed", [{ status: "failed" }])],
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
    }),
    expected: { passed: 0, failed: 1, problems: [] },
  },
  {
    case: "the web server did not start: 0 tests and a global error",
    exitCode: 1,
    report: playwrightReport({
      errors: [{ message: "Error: Process from config.webServer was not able to start. Exit code: 1\n    at ..." }],
      tests: [],
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
    }),
    expected: { passed: 0, failed: 1 },
    reason: "config.webServer was not able to start",
  },
  {
    case: "0 tests, exit 0, no error",
    exitCode: 0,
    report: playwrightReport({ tests: [], stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 } }),
    expected: { passed: 0, failed: 1 },
    reason: "ran no test",
  },
  {
    case: "tests skipped because a setup failed",
    exitCode: 1,
    report: playwrightReport({
      tests: [playwrightTest("expected"), playwrightTest("skipped", "passed", [])],
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 1 },
    }),
    expected: { passed: 1, failed: 1 },
    reason: "1 test(s) did not run, first: blog.spec.ts › the list pages",
  },
  {
    case: "an interrupted test",
    exitCode: 130,
    report: playwrightReport({
      tests: [playwrightTest("skipped", "passed", [{ status: "interrupted" }])],
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 1 },
    }),
    expected: { failed: 1 },
    reason: "did not run",
  },
  {
    case: "crashed before writing a report",
    exitCode: 1,
    report: undefined,
    expected: { passed: 0, failed: 1 },
    reason: "wrote no report",
  },
  { case: "a report of another shape", exitCode: 0, report: { stats: {} }, expected: { failed: 1 }, reason: "wrote no report" },
];

describe.each([
  ["vitest", judgeVitest, vitestRows],
  ["playwright", judgePlaywright, playwrightRows],
] as const)("judging a %s layer", (_runner, judge, rows) => {
  it.each(rows)("$case", ({ exitCode, report, expected, reason }) => {
    const verdict = judge({ exitCode, report });
    expect(verdict).toMatchObject(expected);
    if (reason === undefined) expect(verdict.problems).toEqual([]);
    else {
      expect(verdict.problems.length).toBeGreaterThan(0);
      expect(verdict.problems.join("\n")).toContain(reason);
    }
  });
});

it("names the web server failure in the problem line", () => {
  const verdict = judgePlaywright({
    exitCode: 1,
    report: playwrightReport({
      errors: [{ message: "Error: Process from config.webServer was not able to start. Exit code: 1\n    at stack" }],
      tests: [],
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
    }),
  });
  expect(verdict.problems).toEqual(["Error: Process from config.webServer was not able to start. Exit code: 1", "it ran no test"]);
});

describe("the closing lines", () => {
  it("end with the plain count and pass when every layer is sound", () => {
    const { lines, ok } = closingLines(
      [
        { name: "worker", passed: 3, failed: 0, skipped: 1, problems: [] },
        { name: "browser", passed: 2, failed: 0, skipped: 0, problems: [] },
      ],
      [],
      10,
    );
    expect(ok).toBe(true);
    expect(lines.at(-1)).toBe("5 passed, 0 failed, 1 skipped");
  });

  it("fail, with one line naming the layer and why, when a layer ran nothing", () => {
    const { lines, ok } = closingLines(
      [
        { name: "worker", passed: 3, failed: 0, skipped: 0, problems: [] },
        { name: "browser (playwright)", ...judgePlaywright({ exitCode: 1, report: undefined }) },
      ],
      [],
      10,
    );
    expect(ok).toBe(false);
    expect(lines).toContain("browser (playwright) FAILED: it exited with code 1");
    expect(lines.at(-1)).toBe("3 passed, 1 failed, 0 skipped");
  });

  it("give each step's and each layer's time, then the whole run's by the clock (steps side by side count once), before the count", () => {
    const { lines, ok } = closingLines(
      [
        { name: "worker (vitest)", passed: 3, failed: 0, skipped: 0, problems: [], seconds: 125.4 },
        { name: "browser (playwright)", passed: 2, failed: 0, skipped: 0, problems: [], seconds: 59.6 },
      ],
      [
        { name: "Lint", seconds: 48.2, passed: true },
        { name: "Type check", seconds: 40, passed: true },
        { name: "Build", seconds: 12, passed: true },
      ],
      200.4,
    );
    expect(ok).toBe(true);
    expect(lines).toEqual([
      "Lint: passed in 48 s",
      "Type check: passed in 40 s",
      "Build: passed in 12 s",
      "worker (vitest): 3 passed, 0 failed, 0 skipped in 2 min 05 s",
      "browser (playwright): 2 passed, 0 failed, 0 skipped in 1 min 00 s",
      "Total time: 3 min 20 s",
      "5 passed, 0 failed, 0 skipped",
    ]);
  });

  it("count a failed step as a failure, with the time it took", () => {
    const { lines, ok } = closingLines([], [{ name: "Lint", seconds: 30, passed: false }], 31);
    expect(ok).toBe(false);
    expect(lines).toEqual(["Lint: FAILED in 30 s", "Total time: 31 s", "0 passed, 1 failed, 0 skipped"]);
  });
});

it.each([
  [0.4, "0 s"],
  [59.4, "59 s"],
  [60, "1 min 00 s"],
  [601, "10 min 01 s"],
])("writes %s seconds as %s", (seconds, text) => {
  expect(formatDuration(seconds)).toBe(text);
});
