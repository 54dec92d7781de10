// `npm start`: build, migrate and seed the local D1, then serve the whole site on
// http://localhost:8787 (or $PORT). Ctrl-C stops every process it started.
import { buildSite, prepareDatabase, serveSite, stopProcessGroup } from "./site";

const port = Number(process.env.PORT ?? 8787);

await buildSite();
await prepareDatabase();
const children = [serveSite({ port, vars: { ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "admin@example.com" } })];

const stopAll = () => {
  for (const child of children) stopProcessGroup(child);
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", (code) => code !== null && code !== 0 && stopAll());
console.log(`\n  Harborlight is served on http://localhost:${port} (Ctrl-C stops it)\n`);
