import { afterEach, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { z } from "zod";

import { goalLine, met, reportGoals, type Goal } from "../../scripts/bench-goals";
import { answered, combineSlices, median, ratios } from "../../scripts/bench-measure";
import type { Measured } from "../../scripts/bench-run";
import { clickMismatch, type ClickCheck } from "../../scripts/bench-click-count";
import { CLICK_DEAD_LETTER_QUEUE, CLICK_QUEUE } from "../../worker/shared/click-path";

const run = (rps: number, statuses: Record<string, number> = {}): Measured => ({
  label: "x",
  connections: 10,
  rps,
  p50: 1,
  p99: 2,
  total: 0,
  statuses,
  errors: 0,
});

describe("the benchmarks' arithmetic", () => {
  it.each([
    [[3], 3],
    [[1, 3, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[0.61, 0.77, 0.5], 0.61],
  ])("the median of %j is %d", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it("has no median of nothing", () => {
    expect(median([])).toBeNaN();
  });

  it("reads each round's ratio and their median", () => {
    expect(
      ratios([
        [run(80), run(100)],
        [run(45), run(50)],
        [run(30), run(60)],
      ]),
    ).toEqual({ each: [0.8, 0.9, 0.5], median: 0.8 });
  });

  it("adds a run's slices up: requests over the time they took, the median p50, the worst p99", () => {
    const slice = (rps: number, total: number, p50: number, p99: number, statuses: Record<string, number>): Measured => ({
      ...run(rps, statuses),
      total,
      p50,
      p99,
    });
    expect(
      combineSlices([
        slice(100, 200, 10, 40, { "302": 200 }),
        slice(50, 100, 30, 90, { "302": 99, "500": 1 }),
        slice(100, 200, 12, 35, { "302": 200 }),
      ]),
    ).toEqual({ label: "x", connections: 10, rps: 500 / 6, p50: 12, p99: 90, total: 500, statuses: { "302": 499, "500": 1 }, errors: 0 });
  });

  it.each([
    ["23", 8],
    ["2", 5],
    ["5", 1],
  ])("counts the answers of classes %s", (classes, expected) => {
    expect(answered(run(1, { "200": 5, "302": 3, "404": 2, "500": 1 }), classes)).toBe(expected);
  });

  const check = (fields: Partial<ClickCheck>): ClickCheck => ({
    label: "x",
    requests: 100,
    answered: 100,
    rows: 100,
    drainMs: 0,
    ...fields,
  });
  it.each([
    ["every click stored and counted once", check({ counter: 100 }), 0],
    ["no counter to check", check({}), 0],
    ["two rows missing", check({ rows: 98, counter: 98 }), 4],
    ["a click counted twice", check({ rows: 101, counter: 100 }), 1],
    ["three requests unanswered, their clicks not stored", check({ answered: 97, rows: 97 }), 3],
  ])("finds clicks lost or counted twice: %s", (_case, value, expected) => {
    expect(clickMismatch(value)).toBe(expected);
  });
});

describe("the benchmarks' goals", () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it.each<[Goal, string]>([
    [
      { name: "page / floor at 10 connections (median)", figure: 0.834, op: ">=", target: 0.6, digits: 2 },
      "PASS  page / floor at 10 connections (median): 0.83 (goal >= 0.60)",
    ],
    [
      { name: "redirect / floor at 50 connections (median)", figure: 0.8, op: ">=", target: 0.85, digits: 2 },
      "FAIL  redirect / floor at 50 connections (median): 0.80 (goal >= 0.85)",
    ],
    [
      { name: "/ JavaScript", figure: 104.26, op: "<=", target: 110, digits: 1, unit: "kB" },
      "PASS  / JavaScript: 104.3 kB (goal <= 110.0 kB)",
    ],
    [{ name: "clicks lost or counted twice", figure: 2, op: "=", target: 0 }, "FAIL  clicks lost or counted twice: 2 (goal = 0)"],
    [
      { name: "calendar's first screen, elements", figure: 478, op: "<", target: 800 },
      "PASS  calendar's first screen, elements: 478 (goal < 800)",
    ],
    [
      { name: "calendar's first screen, elements", figure: 800, op: "<", target: 800 },
      "FAIL  calendar's first screen, elements: 800 (goal < 800)",
    ],
  ])("prints a goal against its figure: %s", (goal, line) => {
    expect(goalLine(goal)).toBe(line);
  });

  it("fails the run when a goal is missed, and only then", () => {
    const pass: Goal = { name: "a", figure: 1, op: ">=", target: 1 };
    expect(met(pass)).toBe(true);
    expect(reportGoals([pass])).toBe(true);
    expect(process.exitCode).toBeUndefined();
    expect(reportGoals([pass, { ...pass, figure: 0.99 }])).toBe(false);
    expect(process.exitCode).toBe(1);
  });
});

describe("the configuration the benchmarks rely on", () => {
  const compatibility = z.object({ compatibility_date: z.string(), compatibility_flags: z.array(z.string()) });
  const queues = z.object({
    queues: z.object({
      producers: z.array(z.object({ binding: z.string(), queue: z.string() })),
      consumers: z.array(z.object({ queue: z.string(), dead_letter_queue: z.string().optional(), max_batch_size: z.number().optional() })),
    }),
  });
  const read = (config: string): unknown => unstable_readConfig({ config });

  it("runs the floor Worker on the site's compatibility settings, and the routed floor behind the site's asset routing", () => {
    const site = read("wrangler.toml");
    expect(compatibility.parse(read("bench/floor/wrangler.toml"))).toEqual(compatibility.parse(site));
    expect(compatibility.parse(read("bench/floor/wrangler.assets.toml"))).toEqual(compatibility.parse(site));
    const routing = z.object({
      assets: z.object({ html_handling: z.string(), not_found_handling: z.string(), run_worker_first: z.array(z.string()) }),
    });
    expect(routing.parse(read("bench/floor/wrangler.assets.toml"))).toEqual(routing.parse(site));
  });

  it("declares the click queue and its dead-letter queue under the names the Worker dispatches on", () => {
    const { producers, consumers } = queues.parse(read("wrangler.toml")).queues;
    expect(producers).toContainEqual({ binding: "CLICKS", queue: CLICK_QUEUE });
    expect(consumers.find((consumer) => consumer.queue === CLICK_QUEUE)).toMatchObject({
      dead_letter_queue: CLICK_DEAD_LETTER_QUEUE,
      max_batch_size: 100,
    });
    expect(consumers.map((consumer) => consumer.queue)).toContain(CLICK_DEAD_LETTER_QUEUE);
  });
});
