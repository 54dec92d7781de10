// `npm run bench:redirects`: builds and serves the site as `npm start` does, then loads a
// redirect, a page through the Worker and a static asset (50 connections, 10 s each, three
// rounds) and prints requests per second, p50 and p99 and the median ratios; then checks in
// the database that every 302 answered left exactly one click row and one count (each request
// comes from a client address of its own, so the per-client click limit never applies).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

import autocannon from "autocannon";

import { fromNextClient } from "./bench-clients";
import { OFFLINE_ENV } from "./run";
import { buildSite, prepareDatabase, serveSite, stopProcessGroup, waitForSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 8794);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = ".wrangler/bench-redirects-state";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const REDIRECT_PATH = "/flyer"; // a seeded, active redirect
const GOAL_RATIO = 0.8;
/** Rounds of the three timed runs: the machine is shared and noisy, so the ratios are read as medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function query<T>(sql: string): T[] {
  const out = execFileSync("wrangler", ["d1", "execute", "DB", "--local", `--persist-to=${STATE_DIR}`, "--json", "--command", sql], {
    env: OFFLINE_ENV,
    encoding: "utf8",
  });
  return (JSON.parse(out) as { results: T[] }[])[0]!.results;
}

const clickState = () =>
  query<{ clicks: number; rows: number }>(
    `SELECT click_count AS clicks, (SELECT count(*) FROM redirect_clicks c WHERE c.redirect_id = r.id) AS rows FROM url_redirects r WHERE from_path = '${REDIRECT_PATH}'`,
  )[0]!;

interface Measured {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

/** Timed runs measure speed; the count check sends a fixed number of requests and awaits every answer. */
const EXACT_REQUESTS = Number(process.env.BENCH_EXACT_REQUESTS ?? 2000);

async function load(name: string, path: string, amount?: number): Promise<Measured> {
  // Every request from a client address of its own: no click is throttled, so none may be missing.
  const result = await autocannon({
    url: BASE,
    requests: [{ method: "GET", path, setupRequest: fromNextClient }],
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: DURATION_S }),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
  );
  return {
    name,
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

if (process.env.SKIP_BUILD !== "1") await buildSite();
const asset = `/assets/${readdirSync("dist/client/assets").find((file) => file.endsWith(".css"))}`;
await prepareDatabase(STATE_DIR);
const server = serveSite({ port: PORT, stateDir: STATE_DIR });
const rounds: Measured[][] = [];
let before = { clicks: 0, rows: 0 };
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
try {
  await waitForSite(`${BASE}/`);
  before = clickState();
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push([await load("redirect", REDIRECT_PATH), await load("page", "/about"), await load("asset", asset)]);
  }
  // A timed run stops with requests in flight that the server may still answer; the count
  // check therefore sends an exact number of requests and waits for every answer.
  const counted = clickState();
  const exact = await load("redirect", REDIRECT_PATH, EXACT_REQUESTS);
  const after = clickState();

  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} rounds\n`);
  console.log(
    `${"round".padEnd(7)}${"target".padEnd(10)}${"path".padEnd(34)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}  statuses`,
  );
  rounds.forEach((results, index) => {
    for (const r of results) {
      console.log(
        `${String(index + 1).padEnd(7)}${r.name.padEnd(10)}${r.path.padEnd(34)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}  ${JSON.stringify(r.statuses)}${r.errors ? ` errors ${r.errors}` : ""}`,
      );
    }
  });
  const ratiosPage = rounds.map(([redirect, page]) => redirect!.rps / page!.rps);
  const ratiosAsset = rounds.map(([redirect, , staticAsset]) => redirect!.rps / staticAsset!.rps);
  const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
  const ratioPage = median(ratiosPage);
  console.log(
    `\nredirect/page  = ${ratioPage.toFixed(2)} median of ${list(ratiosPage)} (goal >= ${GOAL_RATIO}: ${ratioPage >= GOAL_RATIO ? "met" : "missed"})`,
  );
  console.log(`redirect/asset = ${median(ratiosAsset).toFixed(2)} median of ${list(ratiosAsset)}`);

  const timedAnswered = rounds.reduce((sum, [redirect]) => sum + (redirect!.statuses["302"] ?? 0), 0);
  console.log(
    `\nTimed runs: ${timedAnswered} 302s answered; ${counted.rows - before.rows} click rows (the difference is requests in flight at each cut-off, at most ${CONNECTIONS} a round).`,
  );
  const answered = exact.statuses["302"] ?? 0;
  const newRows = after.rows - counted.rows;
  const newClicks = after.clicks - counted.clicks;
  console.log(
    `Count check: ${EXACT_REQUESTS} requests, ${answered} 302s answered, ${newRows} new click rows, clickCount moved by ${newClicks}.`,
  );
  const allRecorded = answered === EXACT_REQUESTS && newRows === answered && newClicks === answered && after.rows === after.clicks;
  console.log(allRecorded ? "No click lost: rows and clickCount equal the 302s answered." : "MISMATCH: clicks lost or counted twice.");
  process.exitCode = allRecorded ? 0 : 1;
} finally {
  stopProcessGroup(server);
}
