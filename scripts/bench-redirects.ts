// `npm run bench:redirects`: builds and serves the site as `npm start` does, then loads a
// redirect, a page through the Worker and a static asset (50 connections, 10 s each, three
// rounds, interleaved) and prints requests per second, p50 and p99 and the median ratios; then
// checks in the database that every 302 answered left exactly one click row and one count (each
// request comes from a client address of its own, so the per-client click limit never applies).
// The redirect's speed goal is against the platform's floor (`npm run bench:floor`): since pages
// answer from memory, a page is no longer the yardstick (docs/decisions/0027-speed-and-clicks.md).
// The measuring is scripts/bench-measure.ts, shared with the other benchmarks.
import { readdirSync } from "node:fs";

import { reportGoals } from "./bench-goals";
import { answered, interleaved, list, printRuns, ratios, warmUp, SLICES } from "./bench-measure";
import type { Measured, Target } from "./bench-run";
import { clickCheckLine, clickGoal, countClicks, siteClicks } from "./bench-click-count";
import { BENCH, SEEDED_SHORT_LINK, serveInTurn } from "./bench-setup";
import { buildSite, prepareDatabase } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = ".wrangler/bench-redirects-state";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { seconds: DURATION_S, rounds: ROUNDS, exactRequests: EXACT_REQUESTS } = BENCH;
const REDIRECT_PATH = SEEDED_SHORT_LINK;

if (process.env.SKIP_BUILD !== "1") await buildSite();
const asset = `/assets/${readdirSync("dist/client/assets").find((file) => file.endsWith(".css"))}`;
await prepareDatabase(STATE_DIR);
const stopServer = await serveInTurn([{ port: PORT, stateDir: STATE_DIR, quiet: true, ready: `${BASE}/` }]);
const targets: Target[] = [
  { label: "redirect", origin: BASE, path: REDIRECT_PATH },
  { label: "page", origin: BASE, path: "/about" },
  { label: "asset", origin: BASE, path: asset },
];
try {
  await warmUp(targets);
  const clicks = () => siteClicks(STATE_DIR, REDIRECT_PATH);
  const before = clicks();
  const rounds: Measured[][] = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(await interleaved(round, targets, { connections: CONNECTIONS, seconds: DURATION_S }));
  // A timed run stops with requests in flight that the server may still answer; the count
  // check therefore sends an exact number of requests and waits for every answer.
  const timedRows = clicks().rows - before.rows;
  const exact = await countClicks(targets[0]!, { requests: EXACT_REQUESTS, connections: CONNECTIONS }, clicks);

  printRuns(
    `${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} rounds`,
    rounds.flatMap((results, round) => results.map((measured) => ({ round, measured }))),
  );
  const overPage = ratios(rounds.map(([redirect, page]) => [redirect!, page!]));
  const overAsset = ratios(rounds.map(([redirect, , staticAsset]) => [redirect!, staticAsset!]));
  console.log(`\nredirect/page  = ${overPage.median.toFixed(2)} median of ${list(overPage.each)}`);
  console.log(`redirect/asset = ${overAsset.median.toFixed(2)} median of ${list(overAsset.each)}`);
  const timedAnswered = rounds.reduce((sum, [redirect]) => sum + answered(redirect!), 0);
  console.log(
    `\nTimed runs: ${timedAnswered} 302s answered; ${timedRows} click rows (the difference is requests in flight at each cut-off, at most ${CONNECTIONS} a slice, ${SLICES} slices a run).`,
  );
  console.log(`Count check: ${clickCheckLine(exact)}`);
  reportGoals([clickGoal(exact)]);
} finally {
  stopServer();
}
