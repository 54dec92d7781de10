// `npm test`: the lint checks, the type check and the build must pass first, in two lanes side by side; then every test layer runs —
// Worker tests in workerd, component tests in a DOM, the scripts' own tests, browser tests in
// Chromium — and the run closes with one line of counts. It fails if a step fails, if any test
// fails, or if a layer crashed, wrote no report or ran no test (scripts/test-verdict.ts). The closing
// lines give each step's and each layer's time, so a slower run says where the time went.
import { mkdirSync, readFileSync, rmSync } from "node:fs";

import { E2E_SITE_LOG } from "./e2e-site-log";
import { FORMATTING, LINT_CHECKS, type Check } from "./lint-checks";
import { OFFLINE_ENV, run } from "./run";
import {
  closingLines,
  judgePlaywright,
  judgeVitest,
  type LayerOutcome,
  type NamedVerdict,
  type StepTime,
  type Verdict,
} from "./test-verdict";

const REPORTS = "node_modules/.cache/test-reports";
mkdirSync(REPORTS, { recursive: true });

/** Seconds since `start` (a performance.now() reading); since the run began for 0. */
const secondsSince = (start: number) => (performance.now() - start) / 1000;
const steps: StepTime[] = [];

/** A step that must pass before any test runs; stops the run with one line naming it. */
async function step(name: string, command: string, args: string[]) {
  const start = performance.now();
  try {
    await run(command, args);
  } catch (error) {
    steps.push({ name, seconds: secondsSince(start), passed: false });
    console.error(`\n${name} FAILED: ${(error as Error).message}`);
    for (const line of closingLines([], steps, secondsSince(0)).lines) console.log(line);
    process.exit(1);
  }
  steps.push({ name, seconds: secondsSince(start), passed: true });
  console.log(`${name} passed.`);
}

function readReport(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

async function layer(
  name: string,
  command: string,
  args: string[],
  report: string,
  judge: (outcome: LayerOutcome) => Verdict,
  env: NodeJS.ProcessEnv = OFFLINE_ENV,
  { held = false } = {},
): Promise<NamedVerdict> {
  // A report left by an earlier run must never stand in for this one.
  rmSync(report, { force: true });
  const start = performance.now();
  let exitCode: number | null = 0;
  try {
    await run(command, args, env, { held });
  } catch (error) {
    exitCode = (error as { exitCode?: number | null }).exitCode ?? null;
  }
  return { name, ...judge({ exitCode, report: readReport(report) }), seconds: secondsSince(start) };
}

/** A vitest project as a layer; `held`: its output printed whole when it is done. */
const vitestLayer = (name: string, project: string, { held = false } = {}) => {
  const report = `${REPORTS}/vitest-${project}.json`;
  return layer(
    name,
    "vitest",
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    report,
    judgeVitest,
    OFFLINE_ENV,
    { held },
  );
};

/** Steps one after another; the run stops at the first that fails. */
async function lane(...steps: Check[]) {
  for (const { name, command, args } of steps) await step(name, command, args);
}

// ESLint and the type check each keep one core busy for about two minutes; the build and the
// formatting check take about half a minute each, the other checks seconds. Two lanes of about
// the same length keep both cores busy: the type check, the build and the formatting check in one,
// ESLint and the rest of `npm run lint` in the other.
await Promise.all([
  lane({ name: "Type check", command: "tsc", args: ["-b"] }, { name: "Build", command: "npm", args: ["run", "build"] }, FORMATTING),
  lane(...LINT_CHECKS.filter((check) => check !== FORMATTING)),
]);

const playwrightReport = `${REPORTS}/playwright.json`;
// The Worker layer keeps about one core of the two busy (its tests wait on workerd's timers and
// storage): the component and scripts layers run beside it, each printing its output when done.
const [workerLayer, besideWorker] = await Promise.all([
  vitestLayer("worker (vitest)", "worker"),
  (async () => [
    await vitestLayer("components (vitest)", "web", { held: true }),
    await vitestLayer("scripts (vitest)", "scripts", { held: true }),
  ])(),
]);
const results = [
  workerLayer,
  ...besideWorker,
  // playwright.config.ts picks free ports for the site and its sign-in provider.
  await layer("browser (playwright)", "playwright", ["test", "--reporter=list,json"], playwrightReport, judgePlaywright, {
    ...OFFLINE_ENV,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  }),
];

const { lines, ok } = closingLines(results, steps, secondsSince(0));
console.log("");
if (results.at(-1)!.failed > 0) console.log(`The browser tests' site wrote its log to ${E2E_SITE_LOG}.`);
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
