// `npm start`: build, migrate and seed the local D1, then serve the whole site on
// http://localhost:8787 (or $PORT). Ctrl-C stops every process it started.
// The browser tests run the same script with SKIP_BUILD=1 and a fresh STATE_DIR.
import { rmSync } from "node:fs";

import { buildSite, DEFAULT_STATE_DIR, prepareDatabase, serveSite, stopProcessGroup } from "./site";

const port = Number(process.env.PORT ?? 8787);
const stateDir = process.env.STATE_DIR ?? DEFAULT_STATE_DIR;

if (process.env.SKIP_BUILD !== "1") await buildSite();
if (process.env.FRESH === "1") rmSync(stateDir, { recursive: true, force: true });
await prepareDatabase(stateDir);
const children = [
  serveSite({ port, stateDir, vars: { ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@example.com" } }),
];

const stopAll = () => {
  for (const child of children) stopProcessGroup(child);
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
process.on("SIGHUP", stopAll);
for (const child of children) child.on("exit", (code) => code !== null && code !== 0 && stopAll());
console.log(`\n  Harborlight is served on http://localhost:${port} (Ctrl-C stops it)\n`);
