// `npm run bench:load`: against the site served as `npm start` serves it, 50 connections for
// 30 s across the public reads, the contact form and a redirect. Reports requests answered,
// errors (there must be no 5xx), p50 and p99, and whether every accepted submission and every
// answered click is in the database.
import { execFileSync } from "node:child_process";

import autocannon from "autocannon";

import { fromNextClient } from "./bench-clients";
import { OFFLINE_ENV } from "./run";
import { buildSite, prepareDatabase, serveSite, stopProcessGroup, waitForSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = ".wrangler/bench-load-state";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);

function count(sql: string): number {
  const out = execFileSync("wrangler", ["d1", "execute", "DB", "--local", `--persist-to=${STATE_DIR}`, "--json", "--command", sql], {
    env: OFFLINE_ENV,
    encoding: "utf8",
  });
  return (JSON.parse(out) as { results: { n: number }[] }[])[0]!.results[0]!.n;
}
const contacts = () => count("SELECT count(*) AS n FROM contact_submissions");
const clicks = () => count("SELECT count(*) AS n FROM redirect_clicks");

const contactBody = JSON.stringify({
  firstName: "Load",
  lastName: "Test",
  email: "load@example.com",
  phone: "(410) 555-0100",
  service: "other",
  message: "A submission sent by the load test.",
  smsConsent: true,
});

if (process.env.SKIP_BUILD !== "1") await buildSite();
await prepareDatabase(STATE_DIR);
const server = serveSite({ port: PORT, stateDir: STATE_DIR });
try {
  await waitForSite(`${BASE}/`);
  const before = { contacts: contacts(), clicks: clicks() };
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      { method: "GET", path: "/api/events" },
      { method: "GET", path: "/api/blog/posts?limit=9&offset=0" },
      { method: "GET", path: "/" },
      { method: "GET", path: "/calendar" },
      // Each click from a client address of its own: none is throttled, so none may be missing.
      { method: "GET", path: "/flyer", setupRequest: fromNextClient },
      { method: "POST", path: "/api/contact", headers: { "Content-Type": "application/json", Origin: BASE }, body: contactBody },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = { contacts: contacts(), clicks: clicks() };

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
  );
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code.startsWith("5"))
    .reduce((sum, [, n]) => sum + n, 0);
  const accepted = statuses["201"] ?? 0;
  const redirected = statuses["302"] ?? 0;
  const stored = after.contacts - before.contacts;
  const recorded = after.clicks - before.clicks;
  // A timed run ends with up to one request per connection in flight: the server may finish
  // (and store) it after the client stopped counting.
  const inFlight = CONNECTIONS;
  const complete = (answered: number, rows: number) => rows >= answered && rows - answered <= inFlight;

  console.log(`\n${CONNECTIONS} connections for ${DURATION_S} s: reads, the contact form and a redirect`);
  console.log(`requests answered: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`);
  console.log(`statuses: ${JSON.stringify(statuses)}`);
  console.log(`errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${serverErrors} answers 5xx`);
  console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(
    `contact form: ${accepted} accepted (201), ${statuses["429"] ?? 0} rate limited (429); ${stored} stored -> ${complete(accepted, stored) ? "every accepted submission is in the database" : "MISMATCH"}`,
  );
  console.log(
    `redirect: ${redirected} answered (302); ${recorded} click rows -> ${complete(redirected, recorded) ? "every click is in the database" : "MISMATCH"}`,
  );
  const ok = serverErrors === 0 && complete(accepted, stored) && complete(redirected, recorded);
  console.log(ok ? "\nPASS: no 5xx, nothing lost." : "\nFAIL");
  process.exitCode = ok ? 0 : 1;
} finally {
  stopProcessGroup(server);
}
