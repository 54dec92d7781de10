// `npm run bench:floor`: the site against the platform's floor. Serves the site as `npm start`
// does (built, migrated, seeded) and, beside it on the same wrangler with the same compatibility
// settings, a bare Worker (bench/floor/) with two routes: 1 KB of HTML, and one D1 INSERT then a
// 302; and that Worker once more behind the site's asset routing, to show what the platform's
// router in front of the site costs. Measures them side by side, interleaved, in rounds
// (BENCH_ROUNDS, 3) of BENCH_SECONDS (10) each at 10 and 50 connections: the site's home page
// against the 1 KB route, and a site redirect against the INSERT route. Prints the runs, the
// median ratios against their goals, and checks that no click was lost on either side (an exact
// number of requests, every row counted). A blog post and the calendar, answered from the edge's
// cache, are read against the routed 1 KB route, with the D1 statements each answer sent
// (docs/decisions/0053). docs/decisions/0027-speed-and-clicks.md
import { rmSync } from "node:fs";

import { FLOOR_GOALS, reportGoals, type Goal } from "./bench-goals";
import {
  clickCheckLine,
  countClicks,
  countLocalD1,
  interleaved,
  list,
  clickGoal,
  printRuns,
  ratios,
  siteClicks,
  warmUp,
  SLICES,
  type Measured,
  type Target,
} from "./bench-measure";
import { BENCH, benchPorts, SEEDED_POST, SEEDED_REDIRECT, serveInTurn } from "./bench-setup";
import { run } from "./run";
import { buildSite, prepareDatabase } from "./site";

const { rounds: ROUNDS, seconds: SECONDS, exactRequests: EXACT_REQUESTS } = BENCH;
const CONNECTIONS = [10, 50] as const;
const SITE_STATE = ".wrangler/bench-floor-site";
/** The bare floor, and the same Worker behind the site's asset routing (bench/floor/wrangler.assets.toml). */
const FLOORS = {
  bare: { config: "bench/floor/wrangler.toml", stateDir: ".wrangler/bench-floor" },
  routed: { config: "bench/floor/wrangler.assets.toml", stateDir: ".wrangler/bench-floor-routed" },
} as const;
const REDIRECT_PATH = SEEDED_REDIRECT;

const [sitePort, floorPort, routedPort] = await benchPorts(3);
const site = `http://localhost:${sitePort}`;
const floor = `http://localhost:${floorPort}`;
const routed = `http://localhost:${routedPort}`;

if (process.env.SKIP_BUILD !== "1") await buildSite();
rmSync(SITE_STATE, { recursive: true, force: true });
await prepareDatabase(SITE_STATE);
for (const { config, stateDir } of Object.values(FLOORS)) {
  rmSync(stateDir, { recursive: true, force: true });
  await run("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    `--persist-to=${stateDir}`,
    "-c",
    config,
    "--file=bench/floor/schema.sql",
    "--yes",
  ]);
}

const stopServers = await serveInTurn([
  { port: sitePort!, stateDir: SITE_STATE, quiet: true, ready: `${site}/` },
  { port: floorPort!, ...FLOORS.bare, quiet: true, ready: `${floor}/page` },
  { port: routedPort!, ...FLOORS.routed, quiet: true, ready: `${routed}/page` },
]);
const floorRows = () => ({ rows: countLocalD1(FLOORS.bare.stateDir, "SELECT count(*) AS n FROM clicks", FLOORS.bare.config) });

const comparisons = [
  {
    name: "page",
    site: { label: "site /", origin: site, path: "/" },
    floor: { label: "floor /page (1 KB)", origin: floor, path: "/page" },
    routed: { label: "routed floor /page", origin: routed, path: "/page" },
    goal: FLOOR_GOALS.pageOverFloor,
  },
  {
    name: "redirect",
    site: { label: `site ${REDIRECT_PATH} (302)`, origin: site, path: REDIRECT_PATH },
    floor: { label: "floor /click (INSERT, 302)", origin: floor, path: "/click" },
    routed: { label: "routed floor /click", origin: routed, path: "/click" },
    goal: FLOOR_GOALS.redirectOverFloor,
  },
  ...[SEEDED_POST, "/calendar"].map((path) => ({
    name: path === "/calendar" ? "calendar" : "post",
    site: { label: `site ${path.slice(0, 20)}`, origin: site, path },
    floor: { label: "floor /page (1 KB)", origin: floor, path: "/page" },
    routed: { label: "routed floor /page", origin: routed, path: "/page" },
    goal: FLOOR_GOALS.cachedPageOverRoutedFloor,
    /** Read against the routed floor: the platform's router is in front of every Worker serving files. */
    routedGoal: true,
  })),
] as const satisfies readonly { name: string; site: Target; floor: Target; routed: Target; goal: number; routedGoal?: boolean }[];

/** The D1 statements a target's answer sent and whether the edge's cache answered, from its Server-Timing header. */
async function d1Cost({ origin, path }: Target): Promise<string> {
  const timing = (await fetch(new URL(path, origin), { redirect: "manual" })).headers.get("Server-Timing") ?? "";
  const statements = /d1;desc="(\d+) statements"/.exec(timing)?.[1] ?? "?";
  const cache = /page-cache;desc="(\w+)"/.exec(timing)?.[1];
  return `${statements} D1 statements${cache ? ` (cache ${cache})` : ""}`;
}

try {
  await warmUp(comparisons.flatMap((comparison) => [comparison.site, comparison.floor, comparison.routed]));
  console.log("\nD1 statements per request, once warm");
  for (const { site: target } of comparisons) console.log(`  ${target.label.padEnd(28)}${await d1Cost(target)}`);

  const runs: { round: number; measured: Measured }[] = [];
  const results = new Map<string, Measured[][]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      for (const comparison of comparisons) {
        const measured = await interleaved(round, [comparison.site, comparison.floor, comparison.routed], {
          connections,
          seconds: SECONDS,
        });
        runs.push(...measured.map((run) => ({ round, measured: run })));
        const key = `${comparison.name}@${connections}`;
        results.set(key, [...(results.get(key) ?? []), measured]);
      }
    }
  }

  // A timed run stops with requests in flight; the count check awaits every answer.
  const exact = { requests: EXACT_REQUESTS, connections: 50 };
  const siteCheck = await countClicks(comparisons[1].site, exact, () => siteClicks(SITE_STATE, REDIRECT_PATH));
  const floorCheck = await countClicks(comparisons[1].floor, exact, floorRows);

  printRuns(`${ROUNDS} rounds of ${SECONDS} s per run, interleaved in ${SLICES} slices; requests per second`, runs);
  const goals: Goal[] = [];
  console.log(
    "\nMedian ratios, requests per second: the site over the bare floor (the goal), and what the platform's asset routing\n" +
      "accounts for: the same floor behind the site's [assets] settings over the bare one, and the site over that routed floor",
  );
  for (const comparison of comparisons) {
    for (const connections of CONNECTIONS) {
      const rounds = results.get(`${comparison.name}@${connections}`)!;
      const overFloor = ratios(rounds.map(([ours, bare]) => [ours!, bare!]));
      const routing = ratios(rounds.map(([, bare, behindRouter]) => [behindRouter!, bare!]));
      const overRouted = ratios(rounds.map(([ours, , behindRouter]) => [ours!, behindRouter!]));
      console.log(
        `  ${comparison.name.padEnd(9)} at ${String(connections).padStart(2)} connections: site / floor ${overFloor.median.toFixed(2)} (rounds: ${list(overFloor.each)}); ` +
          `routed / floor ${routing.median.toFixed(2)}; site / routed ${overRouted.median.toFixed(2)}`,
      );
      const routedGoal = "routedGoal" in comparison;
      goals.push({
        name: `${comparison.name} / ${routedGoal ? "routed floor" : "floor"} at ${connections} connections (median)`,
        figure: routedGoal ? overRouted.median : overFloor.median,
        op: ">=",
        target: comparison.goal,
        digits: 2,
      });
    }
  }
  console.log("\nClicks counted against answers");
  for (const check of [siteCheck, floorCheck]) {
    console.log(`  ${clickCheckLine(check)}`);
    goals.push(clickGoal(check));
  }
  reportGoals(goals);
  console.log("\nThe machine may be shared: read the ratios, not the raw figures. Reproduce with `npm run bench:floor`.");
} finally {
  stopServers();
}
