import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { QUEUED_CLICK_STATEMENTS } from "../../../worker/db/clicks";
import type { QueuedClick } from "../../../worker/shared/queue-bodies";
import { shortLinks } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { QUEUED_LOOKUP_MAX_AGE_MS, RECORDED_CLICKS_PER_CLIENT_PER_MINUTE } from "../../../worker/short-links/follow";
import { CLICK_DEAD_LETTER_QUEUE, CLICK_QUEUE, clickPathOf } from "../../../worker/shared/click-path";
import { FAILED_WORK_RETRY_SECONDS as CLICK_RETRY_SECONDS } from "../../../worker/queue-batch";
import { eventually } from "../outbox/helpers";
import { db, freshClientIp, insideOneWindow, ORIGIN, recordRetryDelays } from "../helpers";

afterEach(() => vi.restoreAllMocks());

async function link(fromPath: string, values: Partial<typeof shortLinks.$inferInsert> = {}) {
  const [row] = await db()
    .insert(shortLinks)
    .values({ fromPath, toUrl: `https://example.org${fromPath}`, ...values })
    .returning({ id: shortLinks.id });
  return row!.id;
}

async function counts(id: number) {
  return (await env.DB.prepare(
    "SELECT click_count AS count, last_clicked_at AS last, (SELECT count(*) FROM redirect_clicks c WHERE c.redirect_id = r.id) AS rows FROM url_redirects r WHERE id = ?",
  )
    .bind(id)
    .first<{ count: number; last: number | null; rows: number }>())!;
}

/** A GET of a short link through the whole Worker with the click path set to the queue. */
async function followQueued(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, ORIGIN), { redirect: "manual", headers: { "CF-Connecting-IP": freshClientIp(), ...headers } }),
    { ...env, CLICK_PATH: "queue" },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

let deliveries = 0;
function click(shortLinkId: number, fields: Partial<QueuedClick> = {}): QueuedClick {
  return {
    key: crypto.randomUUID(),
    shortLinkId,
    clickedAt: 1_760_000_000_000,
    userAgent: "Mozilla/5.0 (iPhone)",
    ipAddress: "203.0.113.9",
    referer: null,
    country: "US",
    isBot: false,
    source: null,
    ...fields,
  };
}

/** Hands the Worker's queue() handler one batch, as the platform would. */
async function deliver(bodies: unknown[], queue = CLICK_QUEUE) {
  const batch = createMessageBatch<unknown>(
    queue,
    bodies.map((body) => ({ id: `click-delivery-${++deliveries}`, timestamp: new Date(), attempts: 1, body })),
  );
  const retryDelays = recordRetryDelays(batch);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { ids: batch.messages.map((message) => message.id), result: await getQueueResult(batch, ctx), retryDelays };
}

/** A phone browser as it really introduces itself: isbot counts a bare "Mozilla/5.0 (Android)" as a script. */
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";

describe("the click path setting", () => {
  it.each([
    ["queue", "queue"],
    [" Queue ", "queue"],
    ["direct", "direct"],
    ["queued", "direct"],
    ["", "direct"],
    [undefined, "direct"],
  ] as const)("CLICK_PATH=%j is the %s path", (setting, path) => {
    expect(clickPathOf(setting)).toBe(path);
  });
});

describe("the queued click path (CLICK_PATH=queue)", () => {
  it("answers the 302 at once, and the click is stored and counted when the queue delivers it", async () => {
    const id = await link("/queued-one");
    const response = await followQueued("/queued-one?src=canton-flyer&utm=x", {
      "User-Agent": ANDROID,
      Referer: "https://news.example/",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.org/queued-one?src=canton-flyer&utm=x");
    expect(
      await eventually(
        () => counts(id),
        (state) => state.rows === 1,
      ),
    ).toMatchObject({ count: 1, rows: 1 });
    const row = await env.DB.prepare("SELECT * FROM redirect_clicks WHERE redirect_id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_agent: ANDROID, referer: "https://news.example/", source: "canton-flyer", is_bot: 0 });
    expect(row?.click_key).toEqual(expect.any(String));
    expect((await counts(id)).last).toBe(row?.clicked_at);
  });

  it("counts 100 concurrent clicks exactly once the queue has drained", async () => {
    const id = await link("/queued-busy");
    const responses = await Promise.all(Array.from({ length: 100 }, () => followQueued("/queued-busy")));
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect(
      await eventually(
        () => counts(id),
        (state) => state.rows >= 100,
      ),
    ).toMatchObject({ count: 100, rows: 100 });
  });

  it("writes the click to D1 itself when the queue cannot take it, so it is not lost", async () => {
    const id = await link("/queue-down");
    vi.spyOn(env.CLICKS, "send").mockRejectedValue(new Error("Queue send failed: 203.0.113.9"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await followQueued("/queue-down", { "CF-Connecting-IP": "198.51.100.77" });
    expect(response.status).toBe(302);
    expect(await counts(id)).toMatchObject({ count: 1, rows: 1 });
    const output = logged.mock.calls.flat().join(" ");
    expect(output).toContain("click-queue-send");
    expect(output).not.toContain("203.0.113.9");
  });

  it("answers from a read at most a second old: a paused link is a 404 once that second has passed", async () => {
    const id = await link("/queued-pausing");
    expect((await followQueued("/queued-pausing")).status).toBe(302);
    await db().update(shortLinks).set({ isActive: false }).where(eq(shortLinks.id, id));
    await new Promise((resolve) => setTimeout(resolve, QUEUED_LOOKUP_MAX_AGE_MS + 100));
    expect((await followQueued("/queued-pausing")).status).toBe(404);
  });

  it("records at most the per-client limit, as the direct path does", async () => {
    const id = await link("/queued-burst");
    await insideOneWindow();
    const fromOne = { "CF-Connecting-IP": "192.0.2.210" };
    for (let i = 0; i < RECORDED_CLICKS_PER_CLIENT_PER_MINUTE + 5; i++)
      expect((await followQueued("/queued-burst", fromOne)).status).toBe(302);
    const state = await eventually(
      () => counts(id),
      (now) => now.rows >= RECORDED_CLICKS_PER_CLIENT_PER_MINUTE,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500)); // anything over the limit would have arrived by now
    expect(await counts(id)).toMatchObject({ count: RECORDED_CLICKS_PER_CLIENT_PER_MINUTE, rows: RECORDED_CLICKS_PER_CLIENT_PER_MINUTE });
    expect(state.rows).toBe(RECORDED_CLICKS_PER_CLIENT_PER_MINUTE);
  }, 20_000);
});

describe("the click queue's consumer", () => {
  it("stores every click of a batch in one D1 batch, each link's counter moved by its own count", async () => {
    const [a, b] = [await link("/batch-a"), await link("/batch-b")];
    const batches = vi.spyOn(env.DB, "batch");
    const { ids, result } = await deliver([
      click(a, { clickedAt: 1_760_000_000_100 }),
      click(b, { clickedAt: 1_760_000_000_200, isBot: true, userAgent: "Googlebot/2.1" }),
      click(a, { clickedAt: 1_760_000_000_300, source: "canton-flyer" }),
      click(a, { clickedAt: 1_760_000_000_050 }),
      click(b, { clickedAt: 1_760_000_000_150 }),
    ]);
    expect(batches).toHaveBeenCalledTimes(1);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    expect(await counts(a)).toEqual({ count: 3, rows: 3, last: 1_760_000_000_300 });
    expect(await counts(b)).toEqual({ count: 2, rows: 2, last: 1_760_000_000_200 });
    const bots = await env.DB.prepare("SELECT count(*) AS n FROM redirect_clicks WHERE redirect_id = ? AND is_bot = 1")
      .bind(b)
      .first<{ n: number }>();
    expect(bots?.n).toBe(1);
  });

  it("stores and counts nothing twice when a batch is delivered again, whole or in part", async () => {
    const id = await link("/redelivered");
    const first = [click(id), click(id), click(id)];
    await deliver(first);
    await deliver(first);
    expect(await counts(id)).toMatchObject({ count: 3, rows: 3 });
    await deliver([first[0], click(id), first[2], click(id)]);
    expect(await counts(id)).toMatchObject({ count: 5, rows: 5 });
  });

  it("keeps a paused link's clicks (the visitor was sent on) and drops a deleted link's", async () => {
    const paused = await link("/paused-since", { isActive: false });
    const deleted = await link("/deleted-since");
    await db().delete(shortLinks).where(eq(shortLinks.id, deleted));
    const { result } = await deliver([click(paused), click(deleted), click(paused)]);
    expect(result.retryMessages).toEqual([]);
    expect(await counts(paused)).toMatchObject({ count: 2, rows: 2 });
    const orphans = await env.DB.prepare("SELECT count(*) AS n FROM redirect_clicks WHERE redirect_id = ?")
      .bind(deleted)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });

  it("stores a click queued before the link's id was renamed (it names its link `redirectId`)", async () => {
    const id = await link("/queued-before-rename");
    const { shortLinkId, ...rest } = click(id);
    const { result } = await deliver([{ ...rest, redirectId: shortLinkId }, click(id)]);
    expect(result.retryMessages).toEqual([]);
    expect(await counts(id)).toMatchObject({ count: 2, rows: 2 });
  });

  it("drops a message that is not a click and stores the rest", async () => {
    const id = await link("/with-stray");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { ids, result } = await deliver([click(id), { messageId: "an-outbox-message" }, click(id, { userAgent: "A".repeat(600) })]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(await counts(id)).toMatchObject({ count: 1, rows: 1 });
  });

  it("stores nothing and hands every click back for later when D1 fails, logging no personal data", async () => {
    const id = await link("/d1-down");
    vi.spyOn(env.DB, "batch").mockRejectedValue(new Error("D1_ERROR: overloaded while writing 203.0.113.9"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { ids, result, retryDelays } = await deliver([click(id), click(id)]);
    expect(result.retryMessages.map((message) => message.msgId).sort()).toEqual([...ids].sort());
    expect(retryDelays).toEqual([CLICK_RETRY_SECONDS, CLICK_RETRY_SECONDS]);
    expect(result.explicitAcks).toEqual([]);
    vi.restoreAllMocks();
    expect(await counts(id)).toMatchObject({ count: 0, rows: 0 });
    const output = logged.mock.calls.flat().join(" ");
    expect(output).toContain("click-queue");
    expect(output).not.toContain("203.0.113.9");
  });

  it("stores the dead-letter queue's clicks the same way", async () => {
    const id = await link("/dead-lettered");
    const lost = [click(id), click(id)];
    await deliver(lost, CLICK_DEAD_LETTER_QUEUE);
    await deliver(lost, CLICK_DEAD_LETTER_QUEUE);
    expect(await counts(id)).toMatchObject({ count: 2, rows: 2 });
  });

  it("looks each click's key up in its index (the redelivery check stays cheap as clicks grow)", async () => {
    for (const statement of QUEUED_CLICK_STATEMENTS) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement}`).bind("[]").all<{ detail: string }>();
      expect(plan.results.map((step) => step.detail).join("\n")).toContain(
        "USING COVERING INDEX redirect_clicks_click_key_unique (click_key=?)",
      );
    }
  });
});
