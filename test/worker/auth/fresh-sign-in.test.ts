// Sensitive actions ask for a recent sign-in (R25), and sign-ins and refusals are in the audit
// trail. Each route of FRESH_SIGN_IN_ROUTES is walked with an old sign-in (refused with
// `signInAgain`) and a recent one (let through to the route itself).
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { FRESH_SIGN_IN_MS, FRESH_SIGN_IN_ROUTES } from "../../../worker/auth/fresh-sign-in";
import { auditLog, sessions } from "../../../worker/db/schema";
import { findUser } from "../../../worker/db/users";
import { ERROR_TEXTS } from "../../../worker/shared/errors";
import { useFakeProvider } from "../fake-provider";
import { call, db } from "../helpers";
import { callWith, sessionFor, setCookies, signedInAs } from "../session-helpers";
import { finish, startSignIn } from "../sign-in-helpers";

const MINUTE = 60 * 1000;
const sample = (path: string) => path.replace(/:id/g, "sub-nobody@example.com").replace(/:\w+/g, "1");
const callRoute = (cookie: string, route: string) => {
  const [method, path] = route.split(" ") as [string, string];
  const body = method === "GET" ? undefined : "{}";
  return callWith(cookie, sample(path), { method, body, headers: { "Content-Type": "application/json", Origin: "http://localhost" } });
};

describe("a sensitive action", () => {
  it("is in the list for each kind the rule names", () => {
    expect([...FRESH_SIGN_IN_ROUTES]).toEqual(
      expect.arrayContaining([
        "PATCH /api/team/:id",
        "POST /api/team/:id/deactivate",
        "POST /api/team/invitations",
        "GET /api/contacts/export.csv",
        "POST /api/admin/data-requests/:id/export",
        "DELETE /api/contacts/:id",
        "POST /api/admin/data-requests/:id/delete",
      ]),
    );
  });

  it.each([...FRESH_SIGN_IN_ROUTES])("%s: refused after a sign-in over 15 minutes old, asking to sign in again", async (route) => {
    const owner = await sessionFor("fresh-stale-owner@example.com", { role: "owner", authTime: Date.now() - FRESH_SIGN_IN_MS - MINUTE });
    const response = await callRoute(owner, route);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: ERROR_TEXTS.signInAgain, signInAgain: true });
  });

  it.each([...FRESH_SIGN_IN_ROUTES])("%s: let through within 15 minutes of signing in", async (route) => {
    const owner = await sessionFor("fresh-recent-owner@example.com", { role: "owner", authTime: Date.now() - FRESH_SIGN_IN_MS + MINUTE });
    const response = await callRoute(owner, route);
    const body = await response.text();
    expect(body).not.toContain("signInAgain");
    expect(response.status).not.toBe(401);
  });

  it("leaves other staff routes alone whatever the sign-in's age", async () => {
    const owner = await sessionFor("fresh-other-owner@example.com", { role: "owner", authTime: Date.now() - 2 * 60 * MINUTE });
    expect((await callWith(owner, "/api/contacts")).status).toBe(200);
  });

  it("the dashboard's status tells until when a sensitive action goes through", async () => {
    const authTime = Date.now() - 5 * MINUTE;
    const owner = await sessionFor("fresh-status-owner@example.com", { role: "owner", authTime });
    const status = await (await callWith(owner, "/api/admin/status")).json<{ freshUntil: string }>();
    expect(Date.parse(status.freshUntil)).toBe(authTime + FRESH_SIGN_IN_MS);
  });
});

describe("signing in again", () => {
  const provider = useFakeProvider();

  it("asks the provider to check the person again (max_age=0) only for fresh=1", async () => {
    expect(new URL((await startSignIn("/admin", "", "fresh=1")).authorizeUrl).searchParams.get("max_age")).toBe("0");
    expect(new URL((await startSignIn("/admin")).authorizeUrl).searchParams.has("max_age")).toBe(false);
  });

  it("takes the provider's auth_time, and returns to where the person was", async () => {
    await sessionFor("again@example.com", { role: "leads", authTime: Date.now() - 60 * MINUTE });
    const { authorizeUrl, signInCookie } = await startSignIn("/admin?section=contacts", "", "fresh=1");
    const response = await finish(provider().signIn(authorizeUrl, "again@example.com", { authTime: Date.now() - 2000 }), signInCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?section=contacts");
    const cookie = `hl_session=${setCookies(response).get("hl_session")!.value}`;
    const status = await (await callWith(cookie, "/api/admin/status")).json<{ freshUntil: string }>();
    expect(Math.abs(Date.parse(status.freshUntil) - FRESH_SIGN_IN_MS - Date.now())).toBeLessThan(5000);
  });

  it.each([
    ["without auth_time", { authTime: undefined }],
    ["with an old auth_time", { authTime: Date.now() - 10 * MINUTE }],
  ])("refuses a fresh sign-in %s", async (_name, choices) => {
    const { authorizeUrl, signInCookie } = await startSignIn("/admin", "", "fresh=1");
    const response = await finish(provider().signIn(authorizeUrl, "not-again@example.com", choices), signInCookie);
    expect(response.status).toBe(400);
    expect(setCookies(response).get("hl_session")).toBeUndefined();
  });

  it("records each sign-in: its session's record and device, the person's last sign-in, and an audit entry", async () => {
    const { authorizeUrl, signInCookie } = await startSignIn();
    const callback = provider().signIn(authorizeUrl, "recorded@example.com");
    const response = await call(`${callback.pathname}${callback.search}`, {
      redirect: "manual",
      headers: { Cookie: signInCookie, "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0" },
    });
    expect(response.status).toBe(302);
    const [record] = await db().select().from(sessions).where(eq(sessions.userId, "sub-recorded@example.com"));
    expect(record?.device).toBe("Firefox on Windows");
    expect((await findUser(db(), "sub-recorded@example.com"))?.lastSignInAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, "sub-recorded@example.com"), eq(auditLog.action, "sign in")));
    expect(entry).toMatchObject({ entity: "session", sessionId: record!.id, summary: "Signed in on Firefox on Windows" });
  });
});

describe("a refused staff route", () => {
  it("is recorded for the signed-in person, at most once a minute", async () => {
    const editor = await signedInAs("refused-editor@example.com", { role: "editor" });
    expect((await callWith(editor.cookie, "/api/contacts")).status).toBe(403);
    expect((await callWith(editor.cookie, "/api/camera-registrations")).status).toBe(403);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, editor.userId), eq(auditLog.action, "refused")))
      .orderBy(desc(auditLog.id));
    expect(entries.map(({ summary, sessionId }) => ({ summary, sessionId }))).toEqual([
      { summary: "GET /api/contacts: not permitted", sessionId: editor.recordId },
    ]);
  });

  it("by someone off the team is recorded as such", async () => {
    const visitor = await signedInAs("refused-visitor@example.com");
    expect((await callWith(visitor.cookie, "/api/admin/audit")).status).toBe(403);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, visitor.userId), eq(auditLog.action, "refused")));
    expect(entry?.summary).toBe("GET /api/admin/audit: not staff");
  });
});
