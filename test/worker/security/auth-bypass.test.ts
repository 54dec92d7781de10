// Raw requests on purpose: this file sends what the typed client cannot (forged, tampered and
// misnamed session cookies, for every admin route from one table).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../worker/auth/session";
import { ADMIN_ROUTES } from "../admin-routes";
import { call } from "../helpers";
import { sessionFor } from "../session-helpers";

function send(cookie: string, method: string, path: string, body?: unknown) {
  return call(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost", ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("admin routes refuse", () => {
  it.each(ADMIN_ROUTES)("%s %s with an idle-expired admin session", async (method, path, body) => {
    const cookie = await sessionFor("idle-admin@example.com", { role: "owner", lastSeenAt: Date.now() - SESSION_IDLE_MS - 1 });
    expect((await send(cookie, method, path, body)).status).toBe(401);
  });

  it.each(ADMIN_ROUTES)("%s %s with an admin session past its absolute lifetime", async (method, path, body) => {
    const cookie = await sessionFor("old-admin@example.com", { role: "owner", createdAt: Date.now() - SESSION_ABSOLUTE_MS - 1 });
    expect((await send(cookie, method, path, body)).status).toBe(401);
  });

  it.each(ADMIN_ROUTES)("%s %s with a session whose user no longer exists", async (method, path, body) => {
    const cookie = await sessionFor("gone-admin@example.com", { role: "owner" });
    await env.DB.prepare("DELETE FROM users WHERE email = 'gone-admin@example.com'").run();
    expect((await send(cookie, method, path, body)).status).toBe(401);
  });

  it.each([
    ["a session id in the wrong cookie name", "session=whatever"],
    ["an over-long session id", `hl_session=${"a".repeat(5000)}`],
    ["a session id with KV-key tricks", "hl_session=..%2F..%2Fsession%3Aadmin"],
    ["a __Host- cookie on plain http", "__Host-hl_session=anything"],
  ])("with %s", async (_name, cookie) => {
    expect((await send(cookie, "GET", "/api/redirects")).status).toBe(401);
  });

  it("a session stored with tampered content", async () => {
    await env.SESSIONS.put("session:tampered", JSON.stringify({ sess: { userId: "nobody" }, expire: Date.now() + 60_000 }));
    expect((await send("hl_session=tampered", "GET", "/api/redirects")).status).toBe(401);
    await env.SESSIONS.put("session:garbage", "not json");
    expect((await send("hl_session=garbage", "GET", "/api/redirects")).status).toBe(401);
  });
});
