// `npm test`: the type check and the build first, side by side (every test needs the build; a type
// error stops the run before any test starts). Then, all at once: the browser tests in Chromium,
// the Worker tests in workerd, and one chain of the other lint checks, the component tests in a
// DOM and the scripts' own tests. The run closes with one line of counts. It fails if a check
// fails, if any test fails, or if a layer crashed, wrote no report or ran no test
// (scripts/test-verdict.ts). The closing lines give each step's and each layer's time, so a
// slower run says where the time went.
import { mkdirSync, readFileSync, rmSync } from "node:fs";

import { E2E_SITE_LOG } from "./e2e-site-log";
import { LINT_CHECKS, type Check } from "./lint-checks";
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

/**
 * Runs one check and records its time. With `held`, its output is printed whole once it ends (it
 * then runs beside the tests, whose lines it must not split). Resolves to whether it passed.
 */
async function check({ name, command, args }: Check, { held = false } = {}): Promise<boolean> {
  const start = performance.now();
  try {
    await run(command, args, OFFLINE_ENV, { held });
  } catch (error) {
    steps.push({ name, seconds: secondsSince(start), passed: false });
    console.error(`\n${name} FAILED: ${(error as Error).message}`);
    return false;
  }
  steps.push({ name, seconds: secondsSince(start), passed: true });
  console.log(`${name} passed.`);
  return true;
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

const TYPE_CHECK: Check = { name: "Type check", command: "npm", args: ["run", "-s", "typecheck"] };
const BUILD: Check = { name: "Build", command: "npm", args: ["run", "build"] };

// The type check and the build each take about 20 s; until both pass, no test starts.
const ready = await Promise.all([check(TYPE_CHECK), check(BUILD)]);
if (!ready.every(Boolean)) {
  for (const line of closingLines([], steps, secondsSince(0)).lines) console.log(line);
  process.exit(1);
}

// Then everything else at once, so that both cores stay busy: the browser layer (Chromium, the
// site and Playwright: about 1.7 cores alone) and the Worker layer (about 0.8 of a core: its tests
// wait on workerd's timers and storage) print their lines as they come, each line marked with its
// layer, so a layer that stops shows where; one chain of the other lint checks, the component and
// the scripts layers prints each one's output whole when it is done. A check that fails fails the
// run; the tests still run to the end.
const playwrightReport = `${REPORTS}/playwright.json`;
const [browserLayer, workerLayer, besideThem] = await Promise.all([
  // playwright.config.ts picks free ports for the site and its sign-in provider.
  layer("browser (playwright)", "playwright", ["test", "--reporter=list,json"], playwrightReport, judgePlaywright, {
    ...OFFLINE_ENV,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  }),
  vitestLayer("worker (vitest)", "worker"),
  (async () => {
    for (const lintCheck of LINT_CHECKS) await check(lintCheck, { held: true });
    return [
      await vitestLayer("components (vitest)", "web", { held: true }),
      await vitestLayer("scripts (vitest)", "scripts", { held: true }),
    ];
  })(),
]);
const results = [workerLayer, ...besideThem, browserLayer];

const { lines, ok } = closingLines(results, steps, secondsSince(0));
console.log("");
if (browserLayer.failed > 0) console.log(`The browser tests' site wrote its log to ${E2E_SITE_LOG}.`);
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
