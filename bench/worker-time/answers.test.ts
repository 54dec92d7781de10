// `npm run bench:worker-time`: what the site's own code costs each answer the throughput
// benchmarks measure, timed inside workerd where no proxy, HTTP or other process adds its share
// (docs/decisions/0027-speed-and-clicks.md). The home page, a blog post (every request a new
// reader), the calendar and a short link's 302 are each answered BENCH_REQUESTS (2,000) times
// through the Worker's fetch handler, every request from a client address of its own, in
// BENCH_ROUNDS (7) interleaved rounds: counting on, its events handed to a queue that only keeps
// them, and counting off. The events kept are then stored by the real analytics consumer, timed
// per event. Prints the medians in microseconds an answer; checks that every answer was the page
// or the redirect it should be, and that the consumer stored every view counted. The test setup's
// naming of each request it tracks (test/worker/apply-migrations.ts) is a few µs in every figure.
import { createExecutionContext, env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { SEND_AFTER_MS } from "../../worker/analytics/gathering";
import { database } from "../../worker/db/client";
import { analyticsEvents, blogPosts, shortLinks } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import type { PackedEvents } from "../../worker/shared/packed-events";
import { deliverMessages } from "../../test/worker/analytics/helpers";
import { median } from "../median";

const settings = env as unknown as Record<string, string | undefined>;
const REQUESTS = Number(settings.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(settings.BENCH_ROUNDS ?? 7);
/** Past the isolate's gathering, so its last events are handed over. */
const GATHERED_MS = SEND_AFTER_MS + 100;

const POST_SLUG = "worker-time-bench";
const SHORT_LINK = "/worker-time-flyer";
const ANSWERS = [
  { name: "home page", path: "/", status: 200 },
  { name: "a post, a new reader each", path: `/blog/${POST_SLUG}`, status: 200 },
  { name: "calendar", path: "/calendar", status: 200 },
  { name: "short link (302)", path: SHORT_LINK, status: 302 },
] as const;

/** The time since `start` once an I/O has let workerd's clock move on (it stands still while code runs). */
async function elapsedSince(start: number): Promise<number> {
  await env.DB.prepare("SELECT 1").run();
  return Date.now() - start;
}

/** A queue that keeps what it is sent, and costs the sender next to nothing. */
function keepingQueue() {
  const messages: PackedEvents[] = [];
  const send = (message: PackedEvents) => {
    messages.push(message);
    return Promise.resolve();
  };
  return { messages, queue: { send } };
}

let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/** Microseconds an answer over REQUESTS answers of `path`, with this environment, and the statuses seen. */
async function timeAnswers(path: string, answerEnv: Env): Promise<{ micros: number; statuses: Set<number> }> {
  const statuses = new Set<number>();
  await env.DB.prepare("SELECT 1").run();
  const start = Date.now();
  for (let i = 0; i < REQUESTS; i++) {
    const request = new Request(`http://localhost${path}`, { headers: { "CF-Connecting-IP": nextClient() } });
    const response = await worker.fetch(request, answerEnv, createExecutionContext());
    statuses.add(response.status);
    await response.body?.cancel();
  }
  return { micros: ((await elapsedSince(start)) * 1000) / REQUESTS, statuses };
}

describe("the site's own code, per answer", () => {
  it("is timed with counting on and off, and the consumer per event", async () => {
    const db = database(env);
    await db.insert(blogPosts).values({
      title: "Timing a post",
      slug: POST_SLUG,
      excerpt: "A post for the benchmark",
      content: "<h2>Cameras</h2><p>A paragraph about cameras.</p>".repeat(40),
      category: "Technology",
      readingTime: 4,
      isPublished: true,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    await db.insert(shortLinks).values({ fromPath: SHORT_LINK, toUrl: "/contact?utm_campaign=worker-time" });

    const kept = keepingQueue();
    const counting = { ...env, ANALYTICS: kept.queue } as unknown as Env;
    const notCounting = { ...env, ANALYTICS_COUNTING: "off" } as Env;
    // Warm: each page rendered once and kept, the day's key read.
    for (const { path } of ANSWERS) await timeAnswers(path, notCounting);
    await new Promise((resolve) => setTimeout(resolve, GATHERED_MS));
    kept.messages.length = 0;

    const times = new Map(ANSWERS.map(({ name }) => [name, { on: [] as number[], off: [] as number[] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { name, path, status } of ANSWERS) {
        const order = round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
        for (const side of order) {
          const { micros, statuses } = await timeAnswers(path, side === "on" ? counting : notCounting);
          expect([...statuses], `${name}, counting ${side}`).toEqual([status]);
          times.get(name)![side].push(micros);
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, GATHERED_MS));

    const viewsBefore = await db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.kind, "view"));
    const events = kept.messages.reduce((sum, message) => sum + message.rows.length, 0);
    await env.DB.prepare("SELECT 1").run();
    const start = Date.now();
    for (let i = 0; i < kept.messages.length; i += 10) await deliverMessages(kept.messages.slice(i, i + 10));
    const consumerMicros = ((await elapsedSince(start)) * 1000) / events;
    const viewsAfter = await db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.kind, "view"));

    console.log(`\nMicroseconds an answer inside workerd, medians of ${ROUNDS} rounds of ${REQUESTS} requests, each from a new client`);
    for (const [name, { on, off }] of times) {
      const onMedian = median(on);
      const offMedian = median(off);
      console.log(
        `  ${name.padEnd(26)} counting ${onMedian.toFixed(0).padStart(4)} µs, not counting ${offMedian.toFixed(0).padStart(4)} µs, ` +
          `counting's part ${(onMedian - offMedian).toFixed(0)} µs (rounds on: ${on.map((x) => x.toFixed(0)).join(", ")})`,
      );
    }
    console.log(`  the analytics consumer storing them: ${consumerMicros.toFixed(0)} µs an event (${events} events)`);

    // Three of the four answers are pages and counted as views; the redirect's goal is counted too.
    expect(events).toBe(ROUNDS * REQUESTS * ANSWERS.length);
    const pageViews = ROUNDS * REQUESTS * (ANSWERS.length - 1);
    expect(viewsAfter[0]!.n - viewsBefore[0]!.n).toBe(pageViews);
  });
});
