// `npm run bench:analytics-load`: what counting costs a page (R22, docs/decisions/0072). Serves the
// built site twice on one wrangler, the same database on each: as deployed (every page view
// counted and handed to the analytics queue after the answer) and with ANALYTICS_COUNTING=off.
// Measures the home page and a blog post on both, interleaved, in rounds (BENCH_ROUNDS, 3) of
// BENCH_SECONDS (10) at 10 and 50 connections, every request from a client address of its own;
// prints the runs and the median ratio counted / not counted, which must be at least 0.97, beside the
// site not counting measured against itself (an A/A ratio: how much one ratio moves by chance). Then
// checks that the counting site stored the views it was sent (the queue drained into D1). Each case
// also prints the processor time each site spent per page answered (bench-cpu.ts): a steadier
// figure than throughput on a shared machine.
// With ANALYTICS_CONSUMER=elsewhere the counting site runs without the queue's consumer, as the
// platform runs it (in other isolates, not on the page's CPU): the ratio is then the request's own
// share, and nothing is stored.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

import { reportGoals, type Goal } from "./bench-goals";
import { countLocalD1, interleaved, list, printRuns, ratios, warmUp } from "./bench-measure";
import type { Measured, Target } from "./bench-run";
import { processGroupCpuMs } from "./bench-cpu";
import { BENCH, benchPorts, SEEDED_POST, serveInTurn } from "./bench-setup";
import { buildSite, prepareDatabase } from "./site";

const { rounds: ROUNDS, seconds: SECONDS } = BENCH;
const CONNECTIONS = [10, 50] as const;
const GOAL = 0.97;
/** Long enough for the queue to hand the counting site's last events to its consumer (max_batch_timeout 1 s) and for them to be stored. */
const SETTLE_MS = 3000;
const STATES = { counting: ".wrangler/bench-analytics-on", off: ".wrangler/bench-analytics-off" } as const;

/** The counting site's queue consumer: run beside its pages (as `npm start` does) or elsewhere (left out here). */
const consumerElsewhere = process.env.ANALYTICS_CONSUMER === "elsewhere";
const BUILT_CONFIG = "dist/harborlight/wrangler.json";
const WITHOUT_CONSUMER = "dist/harborlight/wrangler.without-analytics-consumer.json";

/** The built Worker's config without the analytics queue's consumer: its events wait in the local queue. */
function configWithoutConsumer(): string {
  const config = JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as { queues: { consumers: { queue: string }[] } };
  config.queues.consumers = config.queues.consumers.filter((consumer) => consumer.queue !== "harborlight-analytics");
  writeFileSync(WITHOUT_CONSUMER, JSON.stringify(config));
  return WITHOUT_CONSUMER;
}

const [countingPort, offPort] = (await benchPorts(2)) as [number, number];
const counting = `http://localhost:${countingPort}`;
const off = `http://localhost:${offPort}`;

if (process.env.SKIP_BUILD !== "1") await buildSite();
for (const stateDir of Object.values(STATES)) {
  rmSync(stateDir, { recursive: true, force: true });
  await prepareDatabase(stateDir);
}
const stop = await serveInTurn([
  {
    port: countingPort,
    stateDir: STATES.counting,
    config: consumerElsewhere ? configWithoutConsumer() : undefined,
    quiet: true,
    ready: `${counting}/api/events`,
  },
  { port: offPort, stateDir: STATES.off, vars: { ANALYTICS_COUNTING: "off" }, quiet: true, ready: `${off}/api/events` },
]);

try {
  const goals: Goal[] = [];
  const runs: { round: number; measured: Measured }[] = [];
  for (const path of ["/", SEEDED_POST]) {
    // The site not counting, measured twice: how far apart its two runs land is what one ratio can resolve.
    const targets: Target[] = [
      { label: `counted ${path}`, origin: counting, path },
      { label: `not counted ${path}`, origin: off, path },
      { label: `not counted ${path} again`, origin: off, path },
    ];
    await warmUp(targets);
    for (const connections of CONNECTIONS) {
      const rounds: Measured[][] = [];
      const cpuBefore = stop.processGroups.map(processGroupCpuMs);
      for (let round = 1; round <= ROUNDS; round++) {
        const measured = await interleaved(round, targets, { connections, seconds: SECONDS });
        rounds.push(measured);
        for (const one of measured) runs.push({ round, measured: one });
      }
      const ratio = ratios(rounds.map(([on, offRun]) => [on!, offRun!]));
      const same = ratios(rounds.map(([, offRun, again]) => [again!, offRun!]));
      console.log(`${path} at ${connections} connections: counted / not counted = ${ratio.median.toFixed(2)} (rounds ${list(ratio.each)})`);
      console.log(`  not counted against itself = ${same.median.toFixed(2)} (rounds ${list(same.each)}): the noise of one ratio`);
      await printCpuPerRequest(cpuBefore, rounds);
      goals.push({
        name: `${path} counted, ${connections} connections, of its throughput not counted`,
        figure: ratio.median,
        op: ">=",
        target: GOAL,
        digits: 2,
      });
    }
  }
  printRuns(`${ROUNDS} rounds of ${SECONDS} s per run, interleaved; requests per second`, runs);

  if (consumerElsewhere) console.log("The counting site ran without its queue's consumer: its views were sent, and none stored.");
  else await checkStored(goals, runs);
  reportGoals(goals);
} finally {
  stop();
}

/**
 * The processor time each site spent per page it answered over a case's rounds, the counting
 * site's queue consumer included: read once its last batch has been stored.
 */
async function printCpuPerRequest(before: number[], rounds: Measured[][]) {
  await sleep(SETTLE_MS);
  const spent = stop.processGroups.map((group, index) => processGroupCpuMs(group) - before[index]!);
  if (spent.some(Number.isNaN)) return;
  const answered = (pick: (round: Measured[]) => Measured[]) =>
    rounds.flatMap(pick).reduce((sum, measured) => sum + (measured.statuses["200"] ?? 0), 0);
  const [countedUs, offUs] = [spent[0]! / answered(([on]) => [on!]), spent[1]! / answered(([, a, b]) => [a!, b!])].map(
    (ms) => ms * 1000,
  ) as [number, number];
  console.log(
    `  processor time a page: counted ${countedUs.toFixed(0)} µs, not counted ${offUs.toFixed(0)} µs (not counted / counted = ${(offUs / countedUs).toFixed(2)})`,
  );
}

/** The views the counting site stored against the pages it answered, once its queue drained into D1. */
async function checkStored(goals: Goal[], runs: { measured: Measured }[]) {
  // The queue drains into D1 within a few seconds of the last request.
  await sleep(5000);
  const stored = countLocalD1(STATES.counting, "select count(*) as n from analytics_events");
  const sent = runs
    .filter(({ measured }) => measured.label.startsWith("counted"))
    .reduce((sum, { measured }) => sum + (measured.statuses["200"] ?? 0), 0);
  console.log(
    `The counting site stored ${stored} views of the ${sent} pages it answered in the timed runs (warm-up included in the stored count).`,
  );
  const notCounted = countLocalD1(STATES.off, "select count(*) as n from analytics_events");
  console.log(`The site with counting off stored ${notCounted}.`);
  goals.push({ name: "views stored of the counted site's pages answered", figure: stored, op: ">=", target: sent });
  goals.push({ name: "views stored with counting off", figure: notCounted, op: "=", target: 0 });
}
