// A gathering's hand-over to the analytics queue when the queue refuses: a refused message is
// tried again after a pause, so a passing fault delays counted events and never counts one twice;
// only a queue that refuses every try within the isolate's time loses them, with one log line
// saying how many (never what they were).
import { afterEach, describe, expect, it, vi } from "vitest";

import { handOver, RETRY_AFTER_MS } from "../../../worker/analytics/gathering";
import type { PackedEvents } from "../../../worker/shared/packed-events";
import { analyticsMessageBody, type AnalyticsEventBody } from "../../../worker/shared/queue-bodies";
import { counted } from "./helpers";

const many = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    counted(new Date(Date.UTC(2026, 5, 1) + index * 1000).toISOString(), {
      visitor: `v${index}`.padEnd(32, "0"),
      path: `/blog/post-${index}`.padEnd(200, "x"),
    }),
  );

/** A queue that refuses each try `refuse` says to, and keeps what it took. */
function flakyQueue(refuse: (message: PackedEvents, tries: number) => boolean) {
  const taken: PackedEvents[] = [];
  const tries = new Map<number, number>();
  const send = (message: PackedEvents) => {
    const tried = (tries.get(message.since) ?? 0) + 1;
    tries.set(message.since, tried);
    if (refuse(message, tried)) return Promise.reject(new Error("Queue send failed: 503 Service Unavailable"));
    taken.push(message);
    return Promise.resolve();
  };
  return { send, taken, tries };
}

const readBack = (messages: PackedEvents[]): AnalyticsEventBody[] =>
  messages.flatMap((message) => {
    const read = analyticsMessageBody.parse(message);
    return "events" in read ? read.events : [read];
  });

const NO_WAIT = [0, 0, 0];

afterEach(() => vi.restoreAllMocks());

describe("a gathering's hand-over to the queue", () => {
  it("waits in all less than an answered request's 30 s of after-work", () => {
    expect(RETRY_AFTER_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(30_000);
  });

  it.each([101, 1_000])(
    "delivers all of %i events, each once, through a queue that refuses every message's first two tries",
    async (count) => {
      const events = many(count);
      const queue = flakyQueue((_, tries) => tries <= 2);
      await handOver(queue, events, NO_WAIT);
      expect(readBack(queue.taken).sort((a, b) => a.at - b.at)).toEqual(events);
      expect([...queue.tries.values()].every((tries) => tries === 3)).toBe(true);
    },
  );

  it("tries again only the message the queue refused, not those it took", async () => {
    const events = many(1_000);
    const secondMessage = (message: PackedEvents) => [...queue.tries.keys()][1] === message.since;
    const queue = flakyQueue((message, tries) => secondMessage(message) && tries === 1);
    await handOver(queue, events, NO_WAIT);
    expect(queue.tries.size).toBeGreaterThan(2);
    expect(readBack(queue.taken).sort((a, b) => a.at - b.at)).toEqual(events);
    expect([...queue.tries.values()]).toEqual([1, 2, ...Array(queue.tries.size - 2).fill(1)]);
  });

  it("pauses before each new try as long as it is told", async () => {
    const stamps: number[] = [];
    const queue = flakyQueue(() => (stamps.push(performance.now()), stamps.length <= 2));
    await handOver(queue, many(3), [40, 80, 160]);
    expect(queue.taken).toHaveLength(1);
    expect(stamps[1]! - stamps[0]!).toBeGreaterThanOrEqual(35);
    expect(stamps[2]! - stamps[1]!).toBeGreaterThanOrEqual(75);
  });

  it("logs one line with how many events a queue refusing every try lost, and nothing of them", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const events = many(1_000);
    const queue = flakyQueue(() => true);
    await expect(handOver(queue, events, NO_WAIT)).resolves.toBeUndefined();
    expect(queue.taken).toEqual([]);
    expect([...queue.tries.values()].every((tries) => tries === NO_WAIT.length + 1)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: "error",
      where: "analytics-count",
      error: "Error",
      message: "Queue send failed: 503 Service Unavailable",
      events: 1_000,
      attempts: 4,
    });
    expect(lines[0]).not.toContain("/blog/post-");
    expect(lines[0]).not.toContain(events[0]!.visitor);
  });
});
