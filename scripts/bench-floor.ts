// `npm run bench:floor`: the site against the platform's floor. Serves the site as `npm start`
// does (built, migrated, seeded) and, beside it on the same wrangler with the same compatibility
// settings, a bare Worker (bench/floor/) with two routes: 1 KB of HTML, and one D1 INSERT then a
// 302; and that Worker once more behind the site's asset routing, to show what the platform's
// router in front of the site costs. Measures them side by side, interleaved, in rounds
// (BENCH_ROUNDS, 3) of BENCH_SECONDS (10) each at 10 and 50 connections: the home page, a blog
// post and the calendar (the last two answered from the edge's cache) against the 1 KB route, and
// a site redirect against the INSERT route; each answer also against the routed floor answering
// what it must carry (a page's bytes, the security headers every answer of the site has), and each
// page against the routed floor serving a copy of it as a static file, with the security headers
// from the platform's _headers: what the platform itself answers for the same page with no Worker
// code at all. The goals: every page at least 0.95 of its static copy, the redirect at least 0.9
// of the routed floor's INSERT and 302 (FLOOR_GOALS). Prints the runs, the median
// ratios against their goals, the D1 statements each answer sent (docs/decisions/0053), and checks
// that no click was lost on either side (an exact number of requests, every row counted).
// docs/decisions/0027-speed-and-clicks.md
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

import { FLOOR_GOALS, reportGoals, type Goal } from "./bench-goals";
import { countLocalD1, interleaved, list, printRuns, ratios, warmUp, SLICES } from "./bench-measure";
import type { Measured, Target } from "./bench-run";
import { clickCheckLine, countClicks, clickGoal, siteClicks } from "./bench-click-count";
import { BENCH, benchPorts, SEEDED_POST, SEEDED_SHORT_LINK, serveInTurn } from "./bench-setup";
import { run } from "./run";
import { headersFile } from "../worker/security/headers";
import { buildSite, prepareDatabase } from "./site";

const { rounds: ROUNDS, seconds: SECONDS, exactRequests: EXACT_REQUESTS } = BENCH;
const CONNECTIONS = [10, 50] as const;
const SITE_STATE = ".wrangler/bench-floor-site";
/** The bare floor, and the same Worker behind the site's asset routing (bench/floor/wrangler.assets.toml). */
const FLOORS = {
  bare: { config: "bench/floor/wrangler.toml", stateDir: ".wrangler/bench-floor" },
  routed: { config: "bench/floor/wrangler.assets.toml", stateDir: ".wrangler/bench-floor-routed" },
} as const;
const REDIRECT_PATH = SEEDED_SHORT_LINK;

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

const stopSite = await serveInTurn([{ port: sitePort!, stateDir: SITE_STATE, quiet: true, ready: `${site}/` }]);
const PAGES = { page: "/", post: SEEDED_POST, calendar: "/calendar" } as const;
/** The routed floor's assets directory (bench/floor/wrangler.assets.toml), and where in it the pages' copies go: a path its router serves as files. */
const FLOOR_ASSETS = "bench/floor/assets";
const STATIC_COPIES_PATH = "/assets/same-answer";
/** Each page as the site answers it, copied where the routed floor's platform serves it as a file. */
async function copyPagesAsStaticFiles(): Promise<void> {
  const directory = `${FLOOR_ASSETS}${STATIC_COPIES_PATH}`;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  writeFileSync(`${FLOOR_ASSETS}/_headers`, headersFile());
  for (const [name, path] of Object.entries(PAGES)) {
    writeFileSync(`${directory}/${name}.html`, Buffer.from(await (await fetch(new URL(path, site))).arrayBuffer()));
  }
}
let stopFloors = () => {};
const stopServers = () => (stopFloors(), stopSite());
try {
  await copyPagesAsStaticFiles();
  stopFloors = await serveInTurn([
    { port: floorPort!, ...FLOORS.bare, quiet: true, ready: `${floor}/page` },
    { port: routedPort!, ...FLOORS.routed, quiet: true, ready: `${routed}/page` },
  ]);
} catch (error) {
  stopServers();
  throw error;
}
const floorRows = () => ({ rows: countLocalD1(FLOORS.bare.stateDir, "SELECT count(*) AS n FROM clicks", FLOORS.bare.config) });

/** A floor page as large as the site's answer at `target`, with its security headers (bench/floor/worker.ts serves `/page/<bytes>`). */
async function sizedFloor(target: Target): Promise<Target> {
  const bytes = (await (await fetch(new URL(target.path, target.origin))).arrayBuffer()).byteLength;
  return { label: `routed floor /page/${bytes}`, origin: routed, path: `/page/${bytes}` };
}

const comparisons: Comparison[] = [
  ...(await Promise.all(
    Object.entries(PAGES).map(async ([name, path]) => ({
      name,
      site: { label: `site ${path.slice(0, 20)}`, origin: site, path },
      floor: { label: "floor /page (1 KB)", origin: floor, path: "/page" },
      routed: { label: "routed floor /page", origin: routed, path: "/page" },
      sized: await sizedFloor({ label: path, origin: site, path }),
      asFile: { label: `routed floor, ${name} as a file`, origin: routed, path: `${STATIC_COPIES_PATH}/${name}.html` },
      goal: { over: "its static copy" as const, target: FLOOR_GOALS.pageOverStaticCopy },
    })),
  )),
  {
    name: "redirect",
    site: { label: `site ${REDIRECT_PATH} (302)`, origin: site, path: REDIRECT_PATH },
    floor: { label: "floor /click (INSERT, 302)", origin: floor, path: "/click" },
    routed: { label: "routed floor /click", origin: routed, path: "/click" },
    sized: { label: "routed floor /click/secured", origin: routed, path: "/click/secured" },
    goal: { over: "routed floor" as const, target: FLOOR_GOALS.shortLinkOverRoutedFloor },
  },
];

/**
 * One comparison: the site's answer, the bare floor, the floor behind the asset router (the goal
 * reads the site against it) and that routed floor answering what the site's answer must carry
 * (a page's bytes, the security headers), to tell what the answer itself costs from what the
 * site's own work does.
 */
interface Comparison {
  name: string;
  site: Target;
  floor: Target;
  routed: Target;
  sized?: Target;
  /** The same answer served as a static file by the platform, the Worker never run: what no code can beat. */
  asFile?: Target;
  /** A page's goal is read over its static copy, a redirect's over the routed floor's INSERT and 302. */
  goal: { over: "its static copy" | "routed floor"; target: number };
}

const targetsOf = (comparison: Comparison) => [
  comparison.site,
  comparison.floor,
  comparison.routed,
  ...(comparison.sized ? [comparison.sized] : []),
  ...(comparison.asFile ? [comparison.asFile] : []),
];

/** The D1 statements a target's answer sent and whether the edge's cache answered, from its Server-Timing header. */
async function d1Cost({ origin, path }: Target): Promise<string> {
  const timing = (await fetch(new URL(path, origin), { redirect: "manual" })).headers.get("Server-Timing") ?? "";
  const statements = /d1;desc="(\d+) statements"/.exec(timing)?.[1] ?? "?";
  const cache = /page-cache;desc="(\w+)"/.exec(timing)?.[1];
  return `${statements} D1 statements${cache ? ` (cache ${cache})` : ""}`;
}

try {
  await warmUp(comparisons.flatMap(targetsOf));
  console.log("\nD1 statements per request, once warm");
  for (const { site: target } of comparisons) console.log(`  ${target.label.padEnd(28)}${await d1Cost(target)}`);

  const runs: { round: number; measured: Measured }[] = [];
  const results = new Map<string, Measured[][]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONNECTIONS) {
      for (const comparison of comparisons) {
        const measured = await interleaved(round, targetsOf(comparison), {
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
  const redirect = comparisons.find((comparison) => comparison.name === "redirect")!;
  const siteCheck = await countClicks(redirect.site, exact, () => siteClicks(SITE_STATE, REDIRECT_PATH));
  const floorCheck = await countClicks(redirect.floor, exact, floorRows);

  printRuns(`${ROUNDS} rounds of ${SECONDS} s per run, interleaved in ${SLICES} slices; requests per second`, runs);
  const goals: Goal[] = [];
  console.log(
    "\nMedian ratios, requests per second: the site over the floor behind the same asset routing (a redirect's goal); what that\n" +
      "routing costs the floor (routed / bare); the site over the bare floor; and the site over the routed floor\n" +
      "answering what the site's answer must carry, as many bytes and the security headers (what the site's own work costs);\n" +
      "for a page, the platform serving a copy of it as a static file behind the same routing, no Worker code run, over the\n" +
      "routed floor (the most any code could reach for that page), the site over that file (a page's goal), and the routed\n" +
      "floor's Worker answering the same bytes and headers over that file (the most any Worker that runs at all reaches)",
  );
  for (const comparison of comparisons) {
    for (const connections of CONNECTIONS) {
      const rounds = results.get(`${comparison.name}@${connections}`)!;
      const overRouted = ratios(rounds.map(([ours, , behindRouter]) => [ours!, behindRouter!]));
      const routing = ratios(rounds.map(([, bare, behindRouter]) => [behindRouter!, bare!]));
      const overFloor = ratios(rounds.map(([ours, bare]) => [ours!, bare!]));
      const sameSize = comparison.sized ? ratios(rounds.map(([ours, , , sized]) => [ours!, sized!])) : undefined;
      const fileOverRouted = comparison.asFile ? ratios(rounds.map(([, , behindRouter, , asFile]) => [asFile!, behindRouter!])) : undefined;
      const overFile = comparison.asFile ? ratios(rounds.map(([ours, , , , asFile]) => [ours!, asFile!])) : undefined;
      // The routed floor's Worker answering the same bytes and headers, over the file: the most any Worker reaches.
      const workerOverFile =
        comparison.sized && comparison.asFile ? ratios(rounds.map(([, , , sized, asFile]) => [sized!, asFile!])) : undefined;
      console.log(
        `  ${comparison.name.padEnd(9)} at ${String(connections).padStart(2)} connections: site / routed ${overRouted.median.toFixed(2)} ` +
          `(rounds: ${list(overRouted.each)}); routed / bare ${routing.median.toFixed(2)}; site / bare ${overFloor.median.toFixed(2)}` +
          (sameSize ? `; site / routed same answer ${sameSize.median.toFixed(2)}` : "") +
          (fileOverRouted && overFile
            ? `; the same page as a static file / routed ${fileOverRouted.median.toFixed(2)}, site / that file ${overFile.median.toFixed(2)}`
            : "") +
          (workerOverFile ? `; a bare Worker with the same answer / that file ${workerOverFile.median.toFixed(2)}` : ""),
      );
      const { over, target } = comparison.goal;
      goals.push({
        name: `${comparison.name} / ${over} at ${connections} connections (median)`,
        figure: over === "its static copy" ? overFile!.median : overRouted.median,
        op: ">=",
        target,
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
