// What the load benchmarks share before they measure: their settings from the environment, the
// ports they serve on, and stopping what they started however they end.
import type { ChildProcess } from "node:child_process";

import { freePorts } from "./free-ports";
import { stopProcessGroup } from "./site";

/** BENCH_ROUNDS timed runs of BENCH_SECONDS each; BENCH_EXACT_REQUESTS for a count check. */
export const BENCH = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  exactRequests: Number(process.env.BENCH_EXACT_REQUESTS ?? 2000),
} as const;

/** A seeded, active short link (scripts/seed-data.ts). */
export const SEEDED_REDIRECT = "/flyer";

/** `count` ports: BENCH_PORT and the ones after it when set, otherwise ports nothing listens on. */
export async function benchPorts(count: number): Promise<number[]> {
  const first = Number(process.env.BENCH_PORT);
  return first ? Array.from({ length: count }, (_, i) => first + i) : freePorts(count);
}

/** Stops the servers on Ctrl-C or a kill as well; call the answer when done. */
export function stopOnExit(servers: ChildProcess[]): () => void {
  const stop = () => {
    for (const server of servers) stopProcessGroup(server);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (stop(), process.exit(130)));
  return stop;
}
