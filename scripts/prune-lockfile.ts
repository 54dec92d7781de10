// The registry this project installs from answers no metadata for other platforms' builds of
// native packages, so npm records those optional dependencies in the lockfile without an
// entry, and `npm ci` then refuses the lockfile ("Missing: … from lock file"). This drops
// exactly those edges: optional dependencies that have no entry anywhere they could resolve.
// Run it after `npm install` changes the lockfile (`npm run lockfile:prune`).
import { readFileSync, writeFileSync } from "node:fs";

interface Entry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, Entry> };

/**
 * Whether `name` resolves from the package at `from` (its own node_modules, then each
 * parent's) to an entry of the wanted version; native builds are pinned to exact versions.
 */
function resolves(from: string, name: string, wanted: string): boolean {
  let base = from;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`];
    if (found) return !/^\d+\.\d+\.\d+$/.test(wanted) || found.version === wanted;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

let pruned = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, wanted] of Object.entries(entry.optionalDependencies)) {
    if (resolves(path, name, wanted)) continue;
    delete entry.optionalDependencies[name];
    pruned++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Dropped ${pruned} optional dependencies with no lockfile entry.`);
