// Each person's sessions (R25): listed with their device, ended one by one or all at once by the
// person, or by an Owner or Administrator; an ended session is refused at its very next request
// though KV still holds it, because its record in D1 is read on every request.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { db } from "../helpers";
import { callWith, signedInAs } from "../session-helpers";
import { auditLog } from "../../../worker/db/schema";
import { eq } from "drizzle-orm";

const json = { "Content-Type": "application/json", Origin: "http://localhost" };
const endOwn = (cookie: string, body: unknown) =>
  callWith(cookie, "/api/sessions/end", { method: "POST", headers: json, body: JSON.stringify(body) });
const status = (cookie: string) => callWith(cookie, "/api/admin/status").then((response) => response.status);

interface SessionView {
  id: string;
  device: string;
  startedAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe("a person's own sessions", () => {
  it("lists each open session with its device, this browser's marked", async () => {
    const phone = await signedInAs("sessions-list@example.com", { role: "editor", device: "Safari on iOS" });
    const laptop = await signedInAs("sessions-list@example.com", { role: "editor", device: "Firefox on Windows" });
    const listed = await (await callWith(laptop.cookie, "/api/sessions")).json<SessionView[]>();
    expect(listed.map(({ id, device, current }) => ({ id, device, current })).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { id: laptop.recordId, device: "Firefox on Windows", current: true },
      { id: phone.recordId, device: "Safari on iOS", current: false },
    ]);
  });

  it("ends another of their sessions: it is refused at its next request, though KV still holds it", async () => {
    const other = await signedInAs("sessions-one@example.com", { role: "editor" });
    const here = await signedInAs("sessions-one@example.com", { role: "editor" });
    expect(await status(other.cookie)).toBe(200);
    const ended = await endOwn(here.cookie, { id: other.recordId });
    expect(await ended.json()).toEqual({ ended: 1, signedOut: false });
    expect(await env.SESSIONS.get(`session:${other.cookie.split("=")[1]}`)).not.toBeNull();
    expect(await status(other.cookie)).toBe(401);
    expect(await status(here.cookie)).toBe(200);
  });

  it("ends all but this one, or all of them with this one signed out", async () => {
    const a = await signedInAs("sessions-all@example.com", { role: "leads" });
    const b = await signedInAs("sessions-all@example.com", { role: "leads" });
    const here = await signedInAs("sessions-all@example.com", { role: "leads" });
    expect(await (await endOwn(here.cookie, { others: true })).json()).toEqual({ ended: 2, signedOut: false });
    expect([await status(a.cookie), await status(b.cookie), await status(here.cookie)]).toEqual([401, 401, 200]);
    const all = await endOwn(here.cookie, { all: true });
    expect(await all.json()).toEqual({ ended: 1, signedOut: true });
    expect(all.headers.getSetCookie().join()).toMatch(/hl_session=;/);
    expect(await status(here.cookie)).toBe(401);
  });

  it("cannot end someone else's session by its id (404), and records each ending in the audit trail", async () => {
    const theirs = await signedInAs("sessions-theirs@example.com", { role: "editor" });
    const mine = await signedInAs("sessions-mine@example.com", { role: "editor" });
    expect((await endOwn(mine.cookie, { id: theirs.recordId })).status).toBe(404);
    expect(await status(theirs.cookie)).toBe(200);
    await endOwn(mine.cookie, { all: true });
    const entries = await db().select().from(auditLog).where(eq(auditLog.userId, mine.userId));
    expect(entries.some((entry) => entry.entity === "session" && entry.sessionId === mine.recordId)).toBe(true);
  });

  it("answers 400 for a body naming no session", async () => {
    const here = await signedInAs("sessions-bad@example.com", { role: "editor" });
    expect((await endOwn(here.cookie, { all: false })).status).toBe(400);
    expect((await endOwn(here.cookie, {})).status).toBe(400);
  });
});

describe("anyone's sessions, for an Owner or Administrator", () => {
  it("are listed and ended; the person is refused at their next request", async () => {
    const admin = await signedInAs("sessions-admin@example.com", { role: "administrator" });
    const writer = await signedInAs("sessions-writer@example.com", { role: "editor", device: "Chrome on macOS" });
    const listed = await (await callWith(admin.cookie, `/api/team/${writer.userId}/sessions`)).json<SessionView[]>();
    expect(listed.map(({ id, device }) => ({ id, device }))).toEqual([{ id: writer.recordId, device: "Chrome on macOS" }]);
    const ended = await callWith(admin.cookie, `/api/team/${writer.userId}/sessions/end`, {
      method: "POST",
      headers: json,
      body: '{"all":true}',
    });
    expect(await ended.json()).toEqual({ ended: 1 });
    expect(await status(writer.cookie)).toBe(401);
    expect(await status(admin.cookie)).toBe(200);
  });

  it("are not an Editor's to see or end", async () => {
    const editor = await signedInAs("sessions-nosy@example.com", { role: "editor" });
    const owner = await signedInAs("sessions-owner@example.com", { role: "owner" });
    expect((await callWith(editor.cookie, `/api/team/${owner.userId}/sessions`)).status).toBe(403);
    const end = await callWith(editor.cookie, `/api/team/${owner.userId}/sessions/end`, {
      method: "POST",
      headers: json,
      body: '{"all":true}',
    });
    expect(end.status).toBe(403);
    expect(await status(owner.cookie)).toBe(200);
  });
});
