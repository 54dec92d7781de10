// Whether every answered click left its record: one click row per 302 and the counter moved by
// as much, counted in the site's local D1 once a measured run is done (the queued path given time
// to drain). Shared by the benchmarks that load a short link.
import type { Goal } from "./bench-goals";
import { answered, measure, queryLocalD1 } from "./bench-measure";
import type { Target } from "./bench-run";

/** A short link's click rows and its counter in the site's local D1. */
export function siteClicks(stateDir: string, fromPath: string): { rows: number; counter: number } {
  const [state] = queryLocalD1<{ rows: number; counter: number }>(
    stateDir,
    `SELECT click_count AS counter, (SELECT count(*) FROM redirect_clicks c WHERE c.redirect_id = r.id) AS rows FROM url_redirects r WHERE from_path = '${fromPath.replaceAll("'", "''")}'`,
  );
  if (!state) throw new Error(`No redirect ${fromPath} in ${stateDir}`);
  return state;
}

export interface ClickCheck {
  label: string;
  requests: number;
  /** 2xx and 3xx answers. */
  answered: number;
  /** New click rows, and how far the counter moved when there is one. */
  rows: number;
  counter?: number;
  /** How long the rows took to catch up after the last answer (a queued path drains); 0 when they already had. */
  drainMs: number;
}

/**
 * `requests` requests (every one awaited, unlike a timed run that stops with requests in
 * flight), then the rows counted until they match the answers or `drainTimeoutMs` passes.
 */
export async function countClicks(
  target: Target,
  { requests, connections, drainTimeoutMs = 0 }: { requests: number; connections: number; drainTimeoutMs?: number },
  count: () => { rows: number; counter?: number },
): Promise<ClickCheck> {
  const before = count();
  const run = await measure(target, { connections, amount: requests });
  const done = Date.now();
  const ok = answered(run);
  let after = count();
  let drainMs = 0;
  while (after.rows - before.rows < ok && Date.now() - done < drainTimeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = count();
    drainMs = Date.now() - done;
  }
  if (drainTimeoutMs > 0) {
    // A path that stores clicks later could store some twice: give any late arrival time to show.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    after = count();
  }
  return {
    label: target.label,
    requests,
    answered: ok,
    rows: after.rows - before.rows,
    ...(after.counter !== undefined && before.counter !== undefined ? { counter: after.counter - before.counter } : {}),
    drainMs,
  };
}

/** Clicks lost or counted twice: requests unanswered, and rows (and counter steps) other than one per answer. */
export const clickMismatch = (check: ClickCheck) =>
  check.requests - check.answered + Math.abs(check.rows - check.answered) + Math.abs((check.counter ?? check.answered) - check.answered);

/** What every click check is held to: no click lost, none counted twice. */
export const clickGoal = (check: ClickCheck): Goal => ({
  name: `${check.label}: clicks lost or counted twice`,
  figure: clickMismatch(check),
  op: "=",
  target: 0,
});

export function clickCheckLine(check: ClickCheck): string {
  const counter = check.counter === undefined ? "" : `, counter moved by ${check.counter}`;
  const drained = check.drainMs > 0 ? ` (rows complete ${(check.drainMs / 1000).toFixed(1)} s after the last answer)` : "";
  return `${check.label}: ${check.requests} requests, ${check.answered} answered, ${check.rows} new rows${counter}${drained}`;
}
