// Building, preparing and serving the site as `npm start` does; the browser tests and the
// benchmarks call the same functions, so what they measure is what a newcomer runs.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";

import { allMigrationsSql, hasNoDatabase } from "./fresh-database";
import { OFFLINE_ENV, run } from "./run";
import { buildSeedStatements } from "./seed-sql";
import { ModuleTableFolder } from "./wrangler-output";

export const DEFAULT_STATE_DIR = ".wrangler/state";

/** `npm run build`; `quiet` keeps its listing of every built file and prints it only if it fails. */
export function buildSite({ quiet = false } = {}) {
  return run("npm", ["run", "build"], OFFLINE_ENV, { quiet });
}

/**
 * Applies the migrations to the local D1 kept in `stateDir`, then loads the demo content once. A
 * new database gets the migrations and the demo content in one execute (scripts/fresh-database.ts).
 */
export async function prepareDatabase(stateDir = DEFAULT_STATE_DIR) {
  mkdirSync(stateDir, { recursive: true });
  const statements = buildSeedStatements();
  const fresh = hasNoDatabase(stateDir);
  if (!fresh) {
    // wrangler redraws its table of migrations for each one applied (hundreds of lines when the
    // output is not a terminal); like the seed's results, it is shown only if it fails.
    await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", `--persist-to=${stateDir}`], OFFLINE_ENV, { quiet: true });
  }
  const sqlFile = `${stateDir}/seed.sql`;
  writeFileSync(sqlFile, `${fresh ? `${allMigrationsSql()}\n` : ""}${statements.join("\n")}\n`);
  // wrangler prints every statement's result (over a thousand lines); they are shown only if it fails.
  await run("wrangler", ["d1", "execute", "DB", "--local", `--persist-to=${stateDir}`, `--file=${sqlFile}`, "--yes"], OFFLINE_ENV, {
    quiet: true,
  });
  console.log(`Local database in ${stateDir} is up to date with migrations/.`);
  console.log(`Demo content loaded (${statements.length} statements, each adding only what is missing).`);
}

export interface ServeOptions {
  port: number;
  stateDir?: string;
  vars?: Record<string, string>;
  /** Another Worker's wrangler file (the benchmarks' floor); the built site's when absent. */
  config?: string;
  /** Warnings and errors only: a benchmark's thousands of requests are not logged one by one. */
  quiet?: boolean;
  /** Everything wrangler prints written to this file instead (the browser tests' site: its log is not theirs). */
  logFile?: string;
}

/**
 * Serves the built site with wrangler in its own process group, so that stopping it stops workerd
 * too. Its output is passed on as it comes, its table of the built Worker's modules folded into one line.
 */
export function serveSite({ port, stateDir = DEFAULT_STATE_DIR, vars = {}, config, quiet = false, logFile }: ServeOptions): ChildProcess {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const log = logFile ? openLog(logFile) : undefined;
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      `--persist-to=${stateDir}`,
      "--show-interactive-dev-session=false",
      ...(config ? ["-c", config] : []),
      ...(quiet ? ["--log-level=warn"] : []),
      ...varArgs,
    ],
    // Piped, wrangler's output keeps its colours only when asked to.
    {
      stdio: log === undefined ? ["ignore", "pipe", "inherit"] : ["ignore", log, log],
      env: { ...OFFLINE_ENV, ...(process.stdout.isTTY && log === undefined ? { FORCE_COLOR: "1" } : {}) },
      detached: true,
    },
  );
  if (!child.stdout) return child;
  const folder = new ModuleTableFolder();
  createInterface({ input: child.stdout }).on("line", (line) => {
    for (const shown of folder.push(line)) console.log(shown);
  });
  return child;
}

/** A log file written afresh, its folder made first. */
function openLog(file: string): number {
  mkdirSync(dirname(file), { recursive: true });
  return openSync(file, "w");
}

/** Stops every process a child started (its whole process group). */
export function stopProcessGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** Resolves once `url` answers below 500 (polling every 250 ms); rejects, naming it, after `timeoutMs`. */
export async function waitForSite(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
