// `npm run bench:clicks`: the two click paths side by side. Serves the site twice as `npm start`
// does (built, migrated, seeded), once with the default direct click path and once with
// CLICK_PATH=queue, and loads a short link on both, interleaved, in rounds (BENCH_ROUNDS, 3) of
// BENCH_SECONDS (10) at 10 and 50 connections. Then sends an exact number of clicks
// (BENCH_EXACT_REQUESTS, 2000) at 50 connections to each and counts rows and counters against
// the 302s answered; on the queued path, once the queue has drained.
// docs/decisions/0027-speed-and-clicks.md
import { rmSync } from "node:fs";

import { reportGoals } from "./bench-goals";
import { interleaved, list, printRuns, ratios, warmUp } from "./bench-measure";
import type { Measured, Target } from "./bench-run";
import { clickCheckLine, clickGoal, countClicks, siteClicks } from "./bench-click-count";
import { BENCH, benchPorts, SEEDED_SHORT_LINK, serveInTurn } from "./bench-setup";
import { buildSite, prepareDatabase } from "./site";

const { rounds: ROUNDS, seconds: SECONDS, exactRequests: EXACT_REQUESTS } = BENCH;
const CONNECTIONS = [10, 50] as const;
/** How long the queued clicks may take to be stored after the last answer. */
const DRAIN_TIMEOUT_MS = 120_000;
const REDIRECT_PATH = SEEDED_SHORT_LINK;
const STATE = { direct: ".wrangler/bench-clicks-direct", queue: ".wrangler/bench-clicks-queue" } as const;

const [directPort, queuePort] = await benchPorts(2);

if (process.env.SKIP_BUILD !== "1") await buildSite();
for (const stateDir of Object.values(STATE)) {
  rmSync(stateDir, { recursive: true, force: true });
  await prepareDatabase(stateDir);
}

const direct: Target = { label: `direct ${REDIRECT_PATH} (302)`, origin: `http://localhost:${directPort}`, path: REDIRECT_PATH };
const queued: Target = { label: `queued ${REDIRECT_PATH} (302)`, origin: `http://localhost:${queuePort}`, path: REDIRECT_PATH };
const stopServers = await serveInTurn([
  { port: directPort!, stateDir: STATE.direct, quiet: true, ready: `${direct.origin}/` },
  { port: queuePort!, stateDir: STATE.queue, quiet: true, vars: { CLICK_PATH: "queue" }, ready: `${queued.origin}/` },
]);

try {
  await warmUp([direct, queued]);

  const runs: { round: number; measured: Measured }[] = [];
  const pairs = new Map<number, [Measured, Measured][]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      const [queuedRun, directRun] = await interleaved(round, [queued, direct], { connections, seconds: SECONDS });
      runs.push({ round, measured: directRun! }, { round, measured: queuedRun! });
      pairs.set(connections, [...(pairs.get(connections) ?? []), [queuedRun!, directRun!]]);
    }
  }

  // The timed runs' queued clicks are still being stored: let them drain before counting anew.
  const exact = { requests: EXACT_REQUESTS, connections: 50, drainTimeoutMs: DRAIN_TIMEOUT_MS };
  const directCheck = await countClicks(direct, exact, () => siteClicks(STATE.direct, REDIRECT_PATH));
  await settle(() => siteClicks(STATE.queue, REDIRECT_PATH).rows);
  const queuedCheck = await countClicks(queued, exact, () => siteClicks(STATE.queue, REDIRECT_PATH));

  printRuns(`${ROUNDS} rounds of ${SECONDS} s per run, interleaved; requests per second`, runs);
  console.log("\nMedian ratios (queued / direct, requests per second)");
  for (const connections of CONNECTIONS) {
    const ratio = ratios(pairs.get(connections)!);
    console.log(`  at ${String(connections).padStart(2)} connections: ${ratio.median.toFixed(2)} (rounds: ${list(ratio.each)})`);
  }
  console.log("\nClicks counted against answers (the queued path's after its queue has drained)");
  const checks = [directCheck, queuedCheck];
  for (const check of checks) console.log(`  ${clickCheckLine(check)}`);
  reportGoals(checks.map(clickGoal));
  console.log(
    "\nLocally the queue and D1 both run on this machine; in production the queued path also spares D1 a write transaction per click\n" +
      "(one per queue batch of up to 100 instead). The machine may be shared: read the ratios, not the raw figures.\n" +
      "Reproduce with `npm run bench:clicks` (docs/decisions/0027-speed-and-clicks.md).",
  );
} finally {
  stopServers();
}

/** Waits until a count stops moving (the queue has stored what it held). */
async function settle(count: () => number, quietMs = 3000, timeoutMs = DRAIN_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = count();
  let since = Date.now();
  while (Date.now() < deadline && Date.now() - since < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = count();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}
