// The measuring every load benchmark shares (bench:floor, bench:clicks, bench:redirects,
// bench:load): one run against one address (wrk or autocannon), interleaved rounds read as medians,
// answers counted by status, and rows counted in a local D1. The machine these run on is
// usually shared, so every comparison is made side by side in one run, and read as a median.
import { execFileSync } from "node:child_process";

import autocannon, { type Request } from "autocannon";

import { fromNextClient } from "./bench-clients";
import { measureWithWrk, timedRunsUseWrk } from "./bench-wrk";
import type { Load, Measured, Target } from "./bench-run";
import { OFFLINE_ENV } from "./run";

/**
 * One run. Each request comes from a client address of its own, so no per-client limit applies. A
 * timed run goes to wrk when it is installed (bench-wrk.ts), a run of an exact number of requests
 * to autocannon.
 */
export async function measure(target: Target, load: Load): Promise<Measured> {
  if (!load.amount && timedRunsUseWrk) return measureWithWrk(target, load);
  const request: Request = {
    method: (load.method ?? "GET") as Request["method"],
    path: target.path,
    setupRequest: fromNextClient,
    ...(load.headers ? { headers: load.headers } : {}),
    ...(load.body ? { body: load.body } : {}),
  };
  const result = await autocannon({
    url: target.origin,
    requests: [request],
    connections: load.connections,
    ...(load.amount ? { amount: load.amount } : { duration: load.seconds ?? 10 }),
  });
  return summarize(target.label, load.connections, result);
}

/** Several request kinds mixed in one timed run (bench:load). */
export async function measureMix(label: string, origin: string, requests: Request[], load: Load): Promise<Measured> {
  const result = await autocannon({ url: origin, requests, connections: load.connections, duration: load.seconds ?? 10 });
  return summarize(label, load.connections, result);
}

function summarize(label: string, connections: number, result: autocannon.Result): Measured {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
  );
  const elapsedS = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    label,
    connections,
    // Answers over the time they took: a fixed-amount run's last second is a partial one.
    rps: elapsedS > 0 ? result.requests.total / elapsedS : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** Answers with a status that starts with one of these digits ("23": every 2xx and 3xx). */
export function answered(measured: Measured, classes = "23"): number {
  return Object.entries(measured.statuses)
    .filter(([code]) => classes.includes(code[0]!))
    .reduce((sum, [, count]) => sum + count, 0);
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How many slices a timed run is cut into when runs are interleaved (BENCH_SLICES). */
export const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));

/**
 * Each target for `load.seconds`, interleaved in slices: every target runs one slice in turn,
 * the order reversed from one slice to the next, so a burst of load from elsewhere on the
 * machine falls on all of them alike. A run's figures add its slices up: requests over the
 * time they took; p50 the median of the slices' medians, p99 the worst slice's.
 */
export async function interleaved(round: number, targets: Target[], load: Load): Promise<Measured[]> {
  const slices = new Map<Target, Measured[]>(targets.map((target) => [target, []]));
  const seconds = (load.seconds ?? 10) / SLICES;
  for (let slice = 0; slice < SLICES; slice++) {
    const order = (round * SLICES + slice) % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) slices.get(target)!.push(await measure(target, { ...load, seconds }));
  }
  return targets.map((target) => combineSlices(slices.get(target)!));
}

export function combineSlices(slices: Measured[]): Measured {
  const total = slices.reduce((sum, slice) => sum + slice.total, 0);
  const elapsedS = slices.reduce((sum, slice) => sum + (slice.rps > 0 ? slice.total / slice.rps : 0), 0);
  const statuses: Record<string, number> = {};
  for (const slice of slices) for (const [code, count] of Object.entries(slice.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    label: slices[0]!.label,
    connections: slices[0]!.connections,
    rps: elapsedS > 0 ? total / elapsedS : 0,
    p50: median(slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    total,
    statuses,
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
  };
}

/** A short unmeasured run, so that no measured run pays for a cold isolate. */
export async function warmUp(targets: Target[], connections = 10) {
  for (const target of targets) await measure(target, { connections, seconds: 2 });
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

export function printRuns(title: string, rows: { round: number; measured: Measured }[]) {
  console.log(`\n${title}\n`);
  console.log(
    `${"round".padEnd(7)}${"target".padEnd(28)}${pad("conns", 6)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}  statuses`,
  );
  for (const { round, measured: m } of rows) {
    console.log(
      `${String(round + 1).padEnd(7)}${m.label.padEnd(28)}${pad(m.connections, 6)}${pad(m.rps.toFixed(0), 9)}${pad(m.p50, 9)}${pad(m.p99, 9)}  ${JSON.stringify(m.statuses)}${m.errors ? ` errors ${m.errors}` : ""}`,
    );
  }
}

/** The ratio of each round's first figure to its second, and their median. */
export function ratios(pairs: [Measured, Measured][]): { each: number[]; median: number } {
  const each = pairs.map(([a, b]) => (b.rps > 0 ? a.rps / b.rps : 0));
  return { each, median: median(each) };
}

export const list = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

/** Rows of a query on a local D1 that wrangler keeps in `stateDir` (`config`: another Worker's wrangler file). */
export function queryLocalD1<T>(stateDir: string, sql: string, config?: string): T[] {
  const out = execFileSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", `--persist-to=${stateDir}`, ...(config ? ["-c", config] : []), "--json", "--command", sql],
    { env: OFFLINE_ENV, encoding: "utf8" },
  );
  return (JSON.parse(out) as { results: T[] }[])[0]!.results;
}

/** `SELECT count(*) AS n ...` and the like: the one number a query answers. */
export function countLocalD1(stateDir: string, sql: string, config?: string): number {
  return queryLocalD1<{ n: number }>(stateDir, sql, config)[0]!.n;
}
