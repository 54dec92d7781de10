// `npm run bench:load`: against the site served as `npm start` serves it, 50 connections for
// 30 s across the public reads, the contact form and a redirect. Reports requests answered,
// errors (there must be no 5xx), p50 and p99, and whether every accepted submission and every
// answered click is in the database.
import { fromNextClient } from "./bench-clients";
import { reportGoals } from "./bench-goals";
import { countLocalD1, measureMix } from "./bench-measure";
import { buildSite, prepareDatabase, serveSite, stopProcessGroup, waitForSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const BASE = `http://localhost:${PORT}`;
const STATE_DIR = ".wrangler/bench-load-state";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 30);

const contacts = () => countLocalD1(STATE_DIR, "SELECT count(*) AS n FROM contact_submissions");
const clicks = () => countLocalD1(STATE_DIR, "SELECT count(*) AS n FROM redirect_clicks");

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
const server = serveSite({ port: PORT, stateDir: STATE_DIR, quiet: true });
try {
  await waitForSite(`${BASE}/`);
  const before = { contacts: contacts(), clicks: clicks() };
  const result = await measureMix(
    "mix",
    BASE,
    [
      { method: "GET", path: "/api/events" },
      { method: "GET", path: "/api/blog/posts?limit=9&offset=0" },
      { method: "GET", path: "/" },
      { method: "GET", path: "/calendar" },
      // Each click from a client address of its own: none is throttled, so none may be missing.
      { method: "GET", path: "/flyer", setupRequest: fromNextClient },
      { method: "POST", path: "/api/contact", headers: { "Content-Type": "application/json", Origin: BASE }, body: contactBody },
    ],
    { connections: CONNECTIONS, seconds: DURATION_S },
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = { contacts: contacts(), clicks: clicks() };

  const { statuses } = result;
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
  console.log(`requests answered: ${result.total} (${result.rps.toFixed(0)} req/s)`);
  console.log(`statuses: ${JSON.stringify(statuses)}`);
  console.log(`errors: ${result.errors} connection errors and timeouts, ${serverErrors} answers 5xx`);
  console.log(`latency: p50 ${result.p50} ms, p99 ${result.p99} ms`);
  console.log(
    `contact form: ${accepted} accepted (201), ${statuses["429"] ?? 0} rate limited (429); ${stored} stored -> ${complete(accepted, stored) ? "every accepted submission is in the database" : "MISMATCH"}`,
  );
  console.log(
    `redirect: ${redirected} answered (302); ${recorded} click rows -> ${complete(redirected, recorded) ? "every click is in the database" : "MISMATCH"}`,
  );
  reportGoals([
    { name: "answers 5xx", figure: serverErrors, op: "=", target: 0 },
    { name: "accepted submissions not stored", figure: complete(accepted, stored) ? 0 : Math.abs(accepted - stored), op: "=", target: 0 },
    {
      name: "answered clicks not stored",
      figure: complete(redirected, recorded) ? 0 : Math.abs(redirected - recorded),
      op: "=",
      target: 0,
    },
  ]);
} finally {
  stopProcessGroup(server);
}
