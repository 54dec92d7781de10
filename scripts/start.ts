// `npm start`: build, migrate and seed the local D1, then serve the whole site on
// http://localhost:8787 (or $PORT), with its queues, email and cron triggers simulated locally.
// Ctrl-C stops every process it started.
// The browser tests run the same script with SKIP_BUILD=1 and a fresh STATE_DIR.
import { rmSync } from "node:fs";

import { startLocalCron } from "./local-cron";
import { LOCAL_CLIENT, startLocalProvider } from "./local-oidc";
import { buildSite, DEFAULT_STATE_DIR, prepareDatabase, serveSite, stopProcessGroup } from "./site";

const port = Number(process.env.PORT ?? 8787);
/** Outbound settings read from the environment, so the lead webhook can be tried locally (README). */
const OUTBOUND_SETTINGS = ["MAIL_FROM", "STAFF_EMAIL", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"] as const;
const outboundVars = Object.fromEntries(OUTBOUND_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
const stateDir = process.env.STATE_DIR ?? DEFAULT_STATE_DIR;

if (process.env.SKIP_BUILD !== "1") await buildSite();
if (process.env.FRESH === "1") rmSync(stateDir, { recursive: true, force: true });
await prepareDatabase(stateDir);
const provider = await startLocalProvider({ port: Number(process.env.OIDC_PORT ?? port + 1), sitePort: port });
const children = [
  serveSite({
    port,
    stateDir,
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
const cron = startLocalCron(`http://localhost:${port}`);

const stopAll = () => {
  cron.stop();
  for (const child of children) stopProcessGroup(child);
  provider.server.close();
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
process.on("SIGHUP", stopAll);
for (const child of children) child.on("exit", (code) => code !== null && code !== 0 && stopAll());
console.log(`\n  Harborlight is served on http://localhost:${port} (Ctrl-C stops it)`);
console.log(`  Staff sign-in: ${provider.issuer} (any email; admin@example.com is an admin)`);
console.log(`  Emails are simulated: the dashboard's Message log shows each one, "Logged locally, not sent".`);
if (outboundVars.LEAD_WEBHOOK_URL) console.log(`  Lead webhook: ${outboundVars.LEAD_WEBHOOK_URL}`);
console.log("");
