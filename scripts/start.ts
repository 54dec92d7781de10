// `npm start`: build, migrate and seed the local D1, then serve the whole site on
// http://localhost:8787 (or $PORT), with its queues, email and cron triggers simulated locally.
// "served on" is printed only once the home page has answered (that first request also warms the
// Worker up, so the newcomer's first page is not the slow one). Ctrl-C stops every process it started.
// The browser tests run the same script with SKIP_BUILD=1, a fresh STATE_DIR, and SITE_LOG naming
// the file the site's own log goes to.
import { rmSync } from "node:fs";

import { configuredCrons, startLocalCron, type LocalCron } from "./local-cron";
import { LOCAL_CLIENT, startLocalProvider } from "./local-oidc";
import { buildSite, DEFAULT_STATE_DIR, prepareDatabase, serveSite, stopProcessGroup, waitForSite } from "./site";
import { startBanner } from "./start-banner";

const port = Number(process.env.PORT ?? 8787);
/** Outbound settings read from the environment, so the lead webhook can be tried locally (README). */
const OUTBOUND_SETTINGS = ["MAIL_FROM", "STAFF_EMAIL", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"] as const;
const outboundVars = Object.fromEntries(OUTBOUND_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
const stateDir = process.env.STATE_DIR ?? DEFAULT_STATE_DIR;

if (process.env.SKIP_BUILD !== "1") {
  console.log("Building the site (`npm run build` lists every file it writes)…");
  await buildSite({ quiet: true });
  console.log("Built into dist/.");
}
if (process.env.FRESH === "1") rmSync(stateDir, { recursive: true, force: true });
await prepareDatabase(stateDir);
const provider = await startLocalProvider({ port: Number(process.env.OIDC_PORT ?? port + 1), sitePort: port });
const children = [
  serveSite({
    port,
    stateDir,
    logFile: process.env.SITE_LOG,
    vars: {
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@example.com",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: LOCAL_CLIENT.id,
      OIDC_CLIENT_SECRET: LOCAL_CLIENT.secret,
      // wrangler's EMAIL binding writes each email out and sends nothing: the dashboard says so.
      EMAIL_DELIVERY: "simulated",
      ...outboundVars,
    },
  }),
];
/** What started after the site answered (the local cron), stopped with the rest. */
const later: LocalCron[] = [];

const stopAll = (exitCode = 0) => {
  for (const started of later) started.stop();
  for (const child of children) stopProcessGroup(child);
  provider.server.close();
  process.exit(exitCode);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => stopAll());
for (const child of children) child.on("exit", (code) => code !== null && code !== 0 && stopAll());

const siteUrl = `http://localhost:${port}`;
try {
  await waitForSite(`${siteUrl}/`, 180_000);
} catch (error) {
  console.error(`\n  ${(error as Error).message}; stopping.`);
  stopAll(1);
}
const crons = configuredCrons();
later.push(startLocalCron(siteUrl, crons));
for (const line of startBanner({ port, issuer: provider.issuer, crons, leadWebhookUrl: outboundVars.LEAD_WEBHOOK_URL })) console.log(line);
