// `npm run bench:floor`: the site against the platform's floor. Serves the site as `npm start`
// does (built, migrated, seeded) and, beside it on the same wrangler with the same compatibility
// settings, a bare Worker (bench/floor/) with two routes: 1 KB of HTML, and one D1 INSERT then a
// 302. Measures them side by side, interleaved, in rounds (BENCH_ROUNDS, 3) of BENCH_SECONDS (10)
// each at 10 and 50 connections: the site's home page against the 1 KB route, and a site redirect
// against the INSERT route. Prints the runs, the median ratios against their goals, and checks
// that no click was lost on either side (an exact number of requests, every row counted).
import { rmSync } from "node:fs";

import { FLOOR_GOALS, reportGoals, type Goal } from "./bench-goals";
import {
  clickCheckLine,
  countClicks,
  countLocalD1,
  interleaved,
  list,
  clickMismatch,
  printRuns,
  ratios,
  siteClicks,
  warmUp,
  type Measured,
  type Target,
} from "./bench-measure";
import { BENCH, benchPorts, SEEDED_REDIRECT, serveInTurn } from "./bench-setup";
import { run } from "./run";
import { buildSite, prepareDatabase } from "./site";

const { rounds: ROUNDS, seconds: SECONDS, exactRequests: EXACT_REQUESTS } = BENCH;
const CONNECTIONS = [10, 50] as const;
const SITE_STATE = ".wrangler/bench-floor-site";
const FLOOR_STATE = ".wrangler/bench-floor";
const FLOOR_CONFIG = "bench/floor/wrangler.toml";
const REDIRECT_PATH = SEEDED_REDIRECT;

const [sitePort, floorPort] = await benchPorts(2);
const site = `http://localhost:${sitePort}`;
const floor = `http://localhost:${floorPort}`;

if (process.env.SKIP_BUILD !== "1") await buildSite();
rmSync(SITE_STATE, { recursive: true, force: true });
rmSync(FLOOR_STATE, { recursive: true, force: true });
await prepareDatabase(SITE_STATE);
await run("wrangler", [
  "d1",
  "execute",
  "DB",
  "--local",
  `--persist-to=${FLOOR_STATE}`,
  "-c",
  FLOOR_CONFIG,
  "--file=bench/floor/schema.sql",
  "--yes",
]);

const stopServers = await serveInTurn([
  { port: sitePort!, stateDir: SITE_STATE, quiet: true, ready: `${site}/` },
  { port: floorPort!, stateDir: FLOOR_STATE, config: FLOOR_CONFIG, quiet: true, ready: `${floor}/page` },
]);
const floorRows = () => ({ rows: countLocalD1(FLOOR_STATE, "SELECT count(*) AS n FROM clicks", FLOOR_CONFIG) });

const comparisons = [
  {
    name: "page",
    site: { label: "site /", origin: site, path: "/" },
    floor: { label: "floor /page (1 KB)", origin: floor, path: "/page" },
    goal: FLOOR_GOALS.pageOverFloor,
  },
  {
    name: "redirect",
    site: { label: `site ${REDIRECT_PATH} (302)`, origin: site, path: REDIRECT_PATH },
    floor: { label: "floor /click (INSERT, 302)", origin: floor, path: "/click" },
    goal: FLOOR_GOALS.redirectOverFloor,
  },
] as const satisfies readonly { name: string; site: Target; floor: Target; goal: number }[];

try {
  await warmUp(comparisons.flatMap((comparison) => [comparison.site, comparison.floor]));

  const runs: { round: number; measured: Measured }[] = [];
  const pairs = new Map<string, [Measured, Measured][]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      for (const comparison of comparisons) {
        const [ours, bare] = await interleaved(round, [comparison.site, comparison.floor], { connections, seconds: SECONDS });
        runs.push({ round, measured: ours! }, { round, measured: bare! });
        const key = `${comparison.name}@${connections}`;
        pairs.set(key, [...(pairs.get(key) ?? []), [ours!, bare!]]);
      }
    }
  }

  // A timed run stops with requests in flight; the count check awaits every answer.
  const exact = { requests: EXACT_REQUESTS, connections: 50 };
  const siteCheck = await countClicks(comparisons[1].site, exact, () => siteClicks(SITE_STATE, REDIRECT_PATH));
  const floorCheck = await countClicks(comparisons[1].floor, exact, floorRows);

  printRuns(`${ROUNDS} rounds of ${SECONDS} s per run, interleaved; requests per second`, runs);
  const goals: Goal[] = [];
  console.log("\nMedian ratios (site / floor, requests per second)");
  for (const comparison of comparisons) {
    for (const connections of CONNECTIONS) {
      const ratio = ratios(pairs.get(`${comparison.name}@${connections}`)!);
      console.log(
        `  ${comparison.name.padEnd(9)} at ${String(connections).padStart(2)} connections: ${ratio.median.toFixed(2)} (rounds: ${list(ratio.each)})`,
      );
      goals.push({
        name: `${comparison.name} / floor at ${connections} connections (median)`,
        figure: ratio.median,
        op: ">=",
        target: comparison.goal,
        digits: 2,
      });
    }
  }
  console.log("\nClicks counted against answers");
  for (const check of [siteCheck, floorCheck]) {
    console.log(`  ${clickCheckLine(check)}`);
    goals.push({ name: `${check.label}: clicks lost or counted twice`, figure: clickMismatch(check), op: "=", target: 0 });
  }
  reportGoals(goals);
  console.log("\nThe machine may be shared: read the ratios, not the raw figures. Reproduce with `npm run bench:floor`.");
} finally {
  stopServers();
}
