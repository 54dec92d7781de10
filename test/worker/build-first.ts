// The Worker tests read the built site (dist/client: index.html and the prerendered screens), as
// the deployed Worker does. Run on their own (`npm run test:worker` on a fresh clone, or after
// the app changed), they build it first; `npm test` has built it already, so nothing is done.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILT = "dist/client/index.html";
/** What the build is made from: when any of it is newer than the build, the build is redone. */
const SOURCES = [
  "index.html",
  "vite.config.ts",
  "vite.prerender.config.ts",
  "public",
  "web",
  "worker/shared",
  "scripts/prerender.ts",
  "scripts/social-images.ts",
];

/** The last change under a path (a file, or a folder's files), ms since the epoch; 0 when it does not exist. */
function lastChange(path: string): number {
  try {
    const stats = statSync(path);
    if (!stats.isDirectory()) return stats.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((entry) => lastChange(join(path, entry))));
  } catch {
    return 0;
  }
}

export default function buildFirst() {
  const builtAt = lastChange(BUILT);
  const sourcesAt = Math.max(...SOURCES.map(lastChange));
  if (builtAt > 0 && builtAt >= sourcesAt) return;
  console.log(builtAt === 0 ? "No build yet: building the site first" : "The app changed since the last build: building the site again");
  // Without the test runner's NODE_ENV=test, which Vite would take for a development build (React's
  // development bundle in the shell), unlike the build `npm run build` makes on its own.
  const { NODE_ENV: _testRunner, ...env } = process.env;
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env });
}
