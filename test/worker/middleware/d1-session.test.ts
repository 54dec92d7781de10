// Reads through D1's Sessions API (decision 0054): a public request opens its session anywhere
// ("first-unconstrained"); a staff write opens it at the primary and hands its bookmark back in a
// short-lived cookie, which the same browser's next request opens its session at; a bookmark
// cookie that is not D1's, or that D1 refuses, is dropped and the request still answers.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { BOOKMARK_MAX_AGE_SECONDS } from "../../../worker/middleware/d1-session";
import { shortLinks } from "../../../worker/db/schema";
import { call, db, ORIGIN } from "../helpers";
import { asAdmin, callWith, setCookies } from "../session-helpers";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

let session = "";
beforeAll(async () => {
  session = await asAdmin();
});
afterEach(() => vi.restoreAllMocks());

/** A staff write: a new short link, through the dashboard's API. */
const staffWrite = (cookie: string, origin = ORIGIN) =>
  call(new URL("/api/redirects", origin).href, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ fromPath: `/d1-${crypto.randomUUID().slice(0, 8)}`, toUrl: "https://example.org/" }),
  });

const opened = () => vi.spyOn(env.DB, "withSession");

describe("D1 sessions", () => {
  it("a public page and a public API read open their session anywhere, and set no cookie", async () => {
    const withSession = opened();
    for (const path of ["/blog", "/api/events"]) {
      withSession.mockClear();
      const response = await call(path, {
        headers: { Cookie: "hl_d1_bookmark=00000000-00000001-00000000-00000000000000000000000000000000" },
      });
      expect(response.status).toBe(200);
      expect(withSession.mock.calls.map(([start]) => start)).toEqual(["first-unconstrained"]);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("a short link's click, written in plain SQL before its 302, goes through the request's session and is counted", async () => {
    const created = await staffWrite(session);
    const { fromPath } = await created.json<{ fromPath: string }>();
    const withSession = opened();
    const response = await call(fromPath, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(withSession.mock.calls.map(([start]) => start)).toEqual(["first-unconstrained"]);
    expect(response.headers.get("Server-Timing")).toMatch(/d1;desc="[1-9]\d* statements"/);
  });

  it("a staff write starts at the primary and sends back its bookmark in a short-lived cookie", async () => {
    const withSession = opened();
    const response = await staffWrite(session);
    expect(response.status).toBe(201);
    expect(withSession.mock.calls.map(([start]) => start)).toEqual(["first-primary"]);
    const cookie = setCookies(response).get("hl_d1_bookmark");
    expect(cookie?.value).toMatch(BOOKMARK);
    expect(cookie?.header).toContain("HttpOnly");
    expect(cookie?.header).toContain("SameSite=Lax");
    expect(cookie?.header).toContain(`Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`);
    expect(cookie?.header).toContain("Path=/");
  });

  it("on https the cookie is __Host- and Secure", async () => {
    const previous = env.SITE_URL;
    env.SITE_URL = "https://harborlight.example";
    try {
      const response = await staffWrite(session.replace("hl_session=", "__Host-hl_session="), "https://harborlight.example");
      expect(response.status).toBe(201);
      const cookie = setCookies(response).get("__Host-hl_d1_bookmark");
      expect(cookie?.value).toMatch(BOOKMARK);
      expect(cookie?.header).toContain("Secure");
    } finally {
      env.SITE_URL = previous;
    }
  });

  it("the staff member's next read opens its session at that bookmark and sees the write", async () => {
    const write = await staffWrite(session);
    const { id } = await write.json<{ id: number }>();
    const bookmark = setCookies(write).get("hl_d1_bookmark")!.value;
    const withSession = opened();
    const list = await callWith(`${session}; hl_d1_bookmark=${bookmark}`, "/api/redirects");
    expect(list.status).toBe(200);
    expect(withSession.mock.calls.map(([start]) => start)).toEqual([bookmark]);
    expect((await list.json<{ id: number }[]>()).some((link) => link.id === id)).toBe(true);
    // A read sends no new bookmark; the write's keeps its time.
    expect(list.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["a word", "not-a-bookmark"],
    ["not hex", "zzzzzzzz-00000001-00000000-00000000000000000000000000000000"],
    ["a control character", "%00; drop"],
    ["5000 characters", "0".repeat(5000)],
  ])("a bookmark cookie D1 never made (%s) is ignored: the request answers as without it", async (_, bad) => {
    const withSession = opened();
    const read = await callWith(`${session}; hl_d1_bookmark=${bad}`, "/api/redirects");
    expect(read.status).toBe(200);
    const write = await staffWrite(`${session}; hl_d1_bookmark=${bad}`);
    expect(write.status).toBe(201);
    expect(withSession.mock.calls.map(([start]) => start)).toEqual(["first-unconstrained", "first-primary"]);
  });

  it("a bookmark D1 refuses starts the request at the primary, never a 500", async () => {
    const refused = "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
    const real = env.DB.withSession.bind(env.DB);
    const withSession = vi.spyOn(env.DB, "withSession").mockImplementation((start) => {
      if (start === refused) throw new Error("D1_ERROR: invalid bookmark");
      return real(start);
    });
    for (const path of ["/api/redirects", "/blog"]) {
      withSession.mockClear();
      const response = await callWith(`${session}; hl_d1_bookmark=${refused}`, path);
      expect(response.status, path).toBe(200);
      expect(withSession.mock.calls.map(([start]) => start)).toEqual([refused, "first-primary"]);
    }
  });

  it("statements outside a request (queues, cron) go to the binding itself", async () => {
    const withSession = opened();
    await db().select().from(shortLinks).limit(1);
    expect(withSession).not.toHaveBeenCalled();
  });
});
