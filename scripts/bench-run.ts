// What one load run is, whichever generator makes it (bench-measure.ts with autocannon,
// bench-wrk.ts with wrk): where it goes, how hard, and the figures it gives back.

export interface Target {
  /** What the row is called in the tables, e.g. "site /" or "floor /page". */
  label: string;
  origin: string;
  path: string;
}

export interface Load {
  connections: number;
  /** A timed run, in seconds; or else `amount` requests, every one of them answered. */
  seconds?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Measured {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}
