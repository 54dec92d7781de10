// What the load benchmarks share before they measure: their settings from the environment, the
// ports they serve on, and stopping what they started however they end.
import type { ChildProcess } from "node:child_process";

import { freePorts } from "./free-ports";
import { serveSite, stopProcessGroup, waitForSite, type ServeOptions } from "./site";

/** BENCH_ROUNDS timed runs of BENCH_SECONDS each; BENCH_EXACT_REQUESTS for a count check. */
export const BENCH = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  exactRequests: Number(process.env.BENCH_EXACT_REQUESTS ?? 2000),
} as const;

/** A seeded, active short link (scripts/seed-data.ts). */
export const SEEDED_SHORT_LINK = "/flyer";

/** A seeded, published post's page (scripts/seed-data.ts). */
export const SEEDED_POST = "/blog/camera-placement-baltimore-rowhouses";

/** `count` ports: BENCH_PORT and the ones after it when set, otherwise ports nothing listens on. */
export async function benchPorts(count: number): Promise<number[]> {
  const first = Number(process.env.BENCH_PORT);
  return first ? Array.from({ length: count }, (_, i) => first + i) : freePorts(count);
}

/** Stops the sites served; `processGroups` names each one's process group, in the order given. */
export type Serving = (() => void) & { processGroups: number[] };

/**
 * Serves each in turn, waiting until it answers at `ready` before starting the next: two
 * `wrangler dev` starting at once can pick the same port for an inner socket and one fails.
 * Answers how to stop them all, which also happens on Ctrl-C or a kill.
 */
export async function serveInTurn(sites: (ServeOptions & { ready: string })[]): Promise<Serving> {
  const servers: ChildProcess[] = [];
  const stop: Serving = Object.assign(
    () => {
      for (const server of servers) stopProcessGroup(server);
    },
    { processGroups: [] as number[] },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stop(), process.exit(130)));
  try {
    for (const { ready, ...options } of sites) {
      const server = serveSite(options);
      servers.push(server);
      stop.processGroups.push(server.pid ?? Number.NaN);
      await waitForSite(ready);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
