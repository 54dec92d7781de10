// Timed load from wrk when it is installed (`apt install wrk`): a load generator in C, in a process
// of its own, with one thread. autocannon runs inside the benchmark's own Node process and spends
// about as much processor time per request as the answer it measures; on a two-core machine it
// takes a core from the site, and the ratios it prints differ from an independent wrk run's.
// Every request still comes from a client address of its own (bench-clients.ts), set by the Lua
// script below. BENCH_LOAD=autocannon measures with autocannon anyway; runs of an exact number of
// requests (which wrk cannot make) always do.
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import type { Load, Measured, Target } from "./bench-run";

/** Whether timed runs go to wrk: it is installed, and BENCH_LOAD does not ask for autocannon. */
export const timedRunsUseWrk =
  process.env.BENCH_LOAD !== "autocannon" && spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;

/** A Lua string literal of printable ASCII (paths, header values, bodies of these benchmarks). */
function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new TypeError(`bench-wrk: only printable ASCII is sent, not ${JSON.stringify(text)}`);
  return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * The request each connection sends, from the next client address of 2^24 (10.0.0.0/8), starting
 * at a random one; each response's status counted; and one line of results at the end.
 */
export function wrkScript(target: Target, load: Load): string {
  const headers = Object.entries(load.headers ?? {})
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(", ");
  return `
local method, path, body = ${luaString(load.method ?? "GET")}, ${luaString(target.path)}, ${load.body === undefined ? "nil" : luaString(load.body)}
local headers = { ${headers} }
local sent = 0
statuses = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) math.randomseed(os.time() + os.clock() * 1e6); sent = math.random(0, 16777215) end
function request()
  sent = (sent + 1) % 16777216
  headers["CF-Connecting-IP"] = string.format("10.%d.%d.%d", math.floor(sent / 65536), math.floor(sent / 256) % 256, sent % 256)
  return wrk.format(method, path, headers, body)
end
function response(status) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  local counts = {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do counts[#counts + 1] = string.format('"%d":%d', code, n) end
  end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50":%d,"p99":%d,"errors":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors, table.concat(counts, ",")))
end
`;
}

let scripts: string | undefined;

/** One timed run of wrk against the target, for whole seconds (wrk takes no fractions), at least one. */
export async function measureWithWrk(target: Target, load: Load): Promise<Measured> {
  scripts ??= mkdtempSync(join(tmpdir(), "bench-wrk-"));
  const script = join(scripts, "load.lua");
  writeFileSync(script, wrkScript(target, load));
  const seconds = Math.max(1, Math.round(load.seconds ?? 10));
  const args = ["-t1", `-c${load.connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, target.origin];
  // Not spawnSync: the sites' own output goes through this process while wrk runs.
  const { stdout } = await promisify(execFile)("wrk", args, { encoding: "utf8" });
  return measuredFromWrk(target, load, stdout);
}

/** A run's figures from wrk's output: the line the script's done() writes. */
export function measuredFromWrk(target: Target, load: Load, stdout: string): Measured {
  const line = stdout.split("\n").find((text) => text.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`wrk gave no result for ${target.label}: ${stdout}`);
  const result = JSON.parse(line.slice("WRK_RESULT ".length)) as {
    requests: number;
    durationUs: number;
    p50: number;
    p99: number;
    errors: number;
    statuses: Record<string, number>;
  };
  return {
    label: target.label,
    connections: load.connections,
    rps: result.durationUs > 0 ? result.requests / (result.durationUs / 1e6) : 0,
    // wrk gives microseconds; the tables print milliseconds, as autocannon's.
    p50: Math.round(result.p50 / 100) / 10,
    p99: Math.round(result.p99 / 100) / 10,
    total: result.requests,
    statuses: result.statuses,
    errors: result.errors,
  };
}
