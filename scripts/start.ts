// `npm start`: build, migrate and seed the local D1, then serve the whole site on
// http://localhost:8787 (or $PORT). Ctrl-C stops every process it started.
// The browser tests run the same script with SKIP_BUILD=1 and a fresh STATE_DIR.
import { rmSync } from "node:fs";

import { LOCAL_CLIENT, startLocalProvider } from "./local-oidc";
import { buildSite, DEFAULT_STATE_DIR, prepareDatabase, serveSite, stopProcessGroup } from "./site";

const port = Number(process.env.PORT ?? 8787);
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
    },
  }),
];

const stopAll = () => {
  for (const child of children) stopProcessGroup(child);
  provider.server.close();
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
process.on("SIGHUP", stopAll);
for (const child of children) child.on("exit", (code) => code !== null && code !== 0 && stopAll());
console.log(`\n  Harborlight is served on http://localhost:${port} (Ctrl-C stops it)`);
console.log(`  Staff sign-in: ${provider.issuer} (any email; admin@example.com is an admin)\n`);
