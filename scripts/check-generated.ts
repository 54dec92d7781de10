// Generated files (route tree, migrations) are committed. This regenerates them and fails
// when the result differs from what is committed: a schema or route change without its
// generated counterpart.
import { execFileSync } from "node:child_process";

import { run } from "./run";

const GENERATED = ["web/routeTree.gen.ts", "migrations"];

await run("drizzle-kit", ["generate"]);
await run("npm", ["run", "build"]);
const changes = execFileSync("git", ["status", "--porcelain", "--", ...GENERATED], { encoding: "utf8" }).trim();
if (changes) {
  console.error(`Generated files differ from the committed ones; regenerate and commit them:\n${changes}`);
  process.exit(1);
}
console.log("Generated files match the committed ones.");
