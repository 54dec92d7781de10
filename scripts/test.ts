// `npm test`: every layer, in order — the type check, the build, Worker tests in workerd,
// component tests in a DOM, browser tests in Chromium — then one line of counts.
// It fails if any layer fails.
import { mkdirSync, readFileSync } from "node:fs";

import { run } from "./run";

const REPORTS = "node_modules/.cache/test-reports";
mkdirSync(REPORTS, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function layer(name: string, command: string, args: string[], read: () => Counts, env?: NodeJS.ProcessEnv) {
  let crashed = false;
  try {
    await run(command, args, env);
  } catch {
    crashed = true;
  }
  try {
    return { name, ...read() };
  } catch {
    return { name, passed: 0, failed: crashed ? 1 : 0, skipped: 0 };
  }
}

await run("tsc", ["-b"]);
console.log("Type check passed.");
await run("npm", ["run", "build"]);

const vitestReport = `${REPORTS}/vitest.json`;
const playwrightReport = `${REPORTS}/playwright.json`;
const results = [
  await layer(
    "worker + component (vitest)",
    "vitest",
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    () => vitestCounts(vitestReport),
  ),
  await layer("browser (playwright)", "playwright", ["test", "--reporter=list,json"], () => playwrightCounts(playwrightReport), {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  }),
];

console.log("");
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
