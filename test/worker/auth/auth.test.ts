import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";

import { safeReturnPath } from "../../../worker/auth/return-path";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../worker/auth/session";
import { SYSTEM_ACTORS } from "../../../worker/db/audit";
import { setRoleByEmail } from "../../../worker/db/team";
import { findUser } from "../../../worker/db/users";
import { apiClient } from "../api-client";
import { ISSUER, useFakeProvider } from "../fake-provider";
import { call, db } from "../helpers";
import { finish, startSignIn } from "../sign-in-helpers";
import { callWith, sessionFor, setCookies } from "../session-helpers";

const provider = useFakeProvider();

// Who is signed in, and whether as an admin, as the dashboard asks. Sign-in and sign-out stay raw
// requests: they are a browser's navigations and a form, not calls of the JSON API.
const signedInUser = (cookie = "") => apiClient({ cookie }).auth.user.$get();
const adminStatus = (cookie = "") => apiClient({ cookie }).admin.status.$get();

async function sessionCount() {
  return (await env.SESSIONS.list({ prefix: "session:" })).keys.length;
}

describe("sign-in", () => {
  it("sends the browser to the provider with PKCE S256, state and nonce bound to a short-lived HttpOnly cookie", async () => {
    const { authorizeUrl, signInHeader } = await startSignIn();
    const url = new URL(authorizeUrl);
    expect(`${url.origin}/`).toBe(ISSUER);
    expect(url.pathname).toBe("/authorize");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/callback");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(signInHeader).toMatch(/HttpOnly/);
    expect(signInHeader).toMatch(/SameSite=Lax/);
    expect(signInHeader).toMatch(/Max-Age=600/);
  });

  it("signs in, upserts the user by subject, grants ADMIN_EMAILS admin, and returns to the asked path", async () => {
    // A team without an Owner (an Editor already on it): ADMIN_EMAILS makes its first Owner.
    await env.DB.prepare("UPDATE users SET role = NULL").run();
    await sessionFor("early-editor@example.com", { role: "editor" });
    const { authorizeUrl, signInCookie } = await startSignIn("/admin?section=blog");
    const response = await finish(provider().signIn(authorizeUrl, "boss@example.com"), signInCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?section=blog");
    const session = setCookies(response).get("hl_session");
    expect(session?.header).toMatch(/HttpOnly/);
    expect(session?.header).toMatch(/SameSite=Lax/);
    expect(session?.header).toMatch(/Path=\//);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const user = await findUser(db(), "sub-boss@example.com");
    expect(user).toMatchObject({ email: "boss@example.com", firstName: "Test", lastName: "Person", role: "owner" });

    const status = await adminStatus(`hl_session=${session?.value}`);
    expect(await status.json()).toMatchObject({ isStaff: true, role: "owner", user: { email: "boss@example.com" } });
  });

  it("makes an ADMIN_EMAILS address an Owner only while the team has no Owner: after that, Owners give roles", async () => {
    await sessionFor("someone-already-owner@example.com", { role: "owner" });
    const { authorizeUrl, signInCookie } = await startSignIn();
    const response = await finish(provider().signIn(authorizeUrl, "admin@example.com"), signInCookie);
    const session = setCookies(response).get("hl_session")!.value;
    expect(await (await adminStatus(`hl_session=${session}`)).json()).toMatchObject({ isStaff: false, role: null });
  });

  it("signs in a user not in ADMIN_EMAILS without admin rights", async () => {
    const { authorizeUrl, signInCookie } = await startSignIn();
    const response = await finish(provider().signIn(authorizeUrl, "visitor@example.com"), signInCookie);
    const session = setCookies(response).get("hl_session")!.value;
    const status = await adminStatus(`hl_session=${session}`);
    expect(await status.json()).toMatchObject({ isStaff: false, role: null, user: { email: "visitor@example.com" } });
  });

  it.each([
    ["a wrong state", (callback: URL) => callback.searchParams.set("state", "forged"), {}],
    ["a wrong nonce", () => undefined, { nonce: "someone-elses-nonce" }],
    ["a wrong issuer", () => undefined, { issuer: "https://evil.example/" }],
    ["a wrong audience", () => undefined, { audience: "another-client" }],
  ] as const)("rejects %s and creates no session", async (_name, tamper, misbehave) => {
    const before = await sessionCount();
    provider().misbehave = misbehave;
    const { authorizeUrl, signInCookie } = await startSignIn();
    const callback = provider().signIn(authorizeUrl, "mallory@example.com");
    tamper(callback);
    const response = await finish(callback, signInCookie);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(setCookies(response).has("hl_session")).toBe(false);
    expect(await sessionCount()).toBe(before);
    expect(await findUser(db(), "sub-mallory@example.com")).toBeUndefined();
  });

  it("rejects a replayed callback and a replayed code", async () => {
    const first = await startSignIn();
    const callback = provider().signIn(first.authorizeUrl, "replay@example.com");
    expect((await finish(callback, first.signInCookie)).status).toBe(302);
    const before = await sessionCount();
    // The same callback again: the sign-in transaction was used up.
    expect((await finish(callback, first.signInCookie)).status).toBe(400);
    // The same code inside a fresh sign-in: the provider refuses it, and so do we.
    const second = await startSignIn();
    const state = new URL(second.authorizeUrl).searchParams.get("state")!;
    const replayed = new URL(callback);
    replayed.searchParams.set("state", state);
    expect((await finish(replayed, second.signInCookie)).status).toBe(400);
    expect(await sessionCount()).toBe(before);
  });

  it("rejects a callback without the browser's sign-in cookie", async () => {
    const { authorizeUrl } = await startSignIn();
    const response = await finish(provider().signIn(authorizeUrl, "csrf@example.com"), "");
    expect(response.status).toBe(400);
    expect(setCookies(response).has("hl_session")).toBe(false);
  });

  it("replaces a planted session cookie with a new id (no session fixation)", async () => {
    const planted = await sessionFor("attacker@example.com");
    const plantedId = planted.split("=")[1]!;
    const { authorizeUrl, signInCookie } = await startSignIn("/admin", planted);
    const response = await finish(provider().signIn(authorizeUrl, "victim@example.com"), `${signInCookie}; ${planted}`);
    const fresh = setCookies(response).get("hl_session")!.value;
    expect(fresh).not.toBe(plantedId);
    expect(await env.SESSIONS.get(`session:${plantedId}`)).toBeNull();
  });

  it("answers a clear error page when the provider is down", async () => {
    provider().down = true;
    const response = await call("/api/login", { redirect: "manual" });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Sign-in is unavailable");
  });
});

/** Tricks that try to turn a return path into another origin, and what each must come out as. */
const RETURN_PATH_TRICKS: [string | undefined, string][] = [
  ["/admin", "/admin"],
  ["/admin?section=contacts", "/admin?section=contacts"],
  ["/blog/post?x=1#top", "/blog/post?x=1#top"],
  ["/admin/./blog/../events", "/admin/events"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"], // an encoded slash stays a path segment
  ["/%5Cevil.example", "/%5Cevil.example"],
  ["/\uFF0Fevil.example", "/%EF%BC%8Fevil.example"], // look-alikes are only characters of a path
  ["/\u2215evil.example", "/%E2%88%95evil.example"],
  ["/\u2044evil.example", "/%E2%81%84evil.example"],
  ["//evil.example/path", "/admin"],
  ["/.//evil.example/phish", "/admin"],
  ["/..//evil.example", "/admin"],
  ["/admin/../..//evil.example", "/admin"],
  ["/././/evil.example", "/admin"],
  ["/%2e//evil.example", "/admin"],
  ["/%2e%2e//evil.example", "/admin"],
  ["/%2E%2E//evil.example", "/admin"],
  ["/.%2e//evil.example", "/admin"],
  ["/\\evil.example", "/admin"],
  ["/.\\evil.example", "/admin"],
  ["\\\\evil.example", "/admin"],
  ["/\t/evil.example", "/admin"],
  ["/\r\n/evil.example", "/admin"],
  ["/\t/\t/evil.example", "/admin"],
  ["/ok\r\nSet-Cookie: x=1", "/admin"],
  ["https://evil.example/", "/admin"],
  ["http:evil.example", "/admin"],
  ["https:/evil.example", "/admin"],
  ["javascript:alert(1)", "/admin"],
  ["/javascript:alert(1)", "/javascript:alert(1)"],
  ["evil.example", "/admin"],
  ["", "/admin"],
  [undefined, "/admin"],
];

/** What a browser makes of a Location header on this site. */
function resolvedByBrowser(location: string) {
  return new URL(location, "https://harborlight.example");
}

describe("return path after sign-in", () => {
  it.each(RETURN_PATH_TRICKS)("%j comes out as %s", (value, expected) => {
    const path = safeReturnPath(value);
    expect(path).toBe(expected);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(resolvedByBrowser(path).origin).toBe("https://harborlight.example");
  });

  it.each(RETURN_PATH_TRICKS.filter(([value]) => value))("%j through the provider ends on this site", async (value) => {
    const { authorizeUrl, signInCookie } = await startSignIn(value);
    const response = await finish(provider().signIn(authorizeUrl, "admin@example.com"), signInCookie);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(resolvedByBrowser(location).origin).toBe("https://harborlight.example");
  });

  it("sends a non-admin going to the dashboard to the login screen, which tells them, instead of round again", async () => {
    const { authorizeUrl, signInCookie } = await startSignIn("/admin?section=contacts");
    const response = await finish(provider().signIn(authorizeUrl, "neighbor@example.com"), signInCookie);
    expect(response.headers.get("Location")).toBe("/admin/login");
  });

  it("returns an admin to the section they were in", async () => {
    await env.DB.prepare("UPDATE users SET role = NULL").run(); // an empty team: ADMIN_EMAILS makes its first Owner
    const { authorizeUrl, signInCookie } = await startSignIn("/admin?section=contacts");
    const response = await finish(provider().signIn(authorizeUrl, "admin@example.com"), signInCookie);
    expect(response.headers.get("Location")).toBe("/admin?section=contacts");
  });
});

describe("an email the provider has not verified", () => {
  it.each([
    ["email_verified: false", false],
    ["no email_verified claim", undefined],
  ])("with %s grants no admin through ADMIN_EMAILS and is not stored", async (_name, emailVerified) => {
    const sub = `sub-unverified-${crypto.randomUUID()}`;
    const { authorizeUrl, signInCookie } = await startSignIn();
    const response = await finish(provider().signIn(authorizeUrl, "admin@example.com", { sub, emailVerified }), signInCookie);
    expect(response.status).toBe(302);
    expect(await findUser(db(), sub)).toMatchObject({ email: null, firstName: "Test", role: null });
    const session = setCookies(response).get("hl_session")!.value;
    const status = await adminStatus(`hl_session=${session}`);
    expect(await status.json()).toMatchObject({ isStaff: false, user: { email: null } });
  });

  it("does not take the email from the account that holds it", async () => {
    const holder = await startSignIn();
    await finish(provider().signIn(holder.authorizeUrl, "owner@example.com"), holder.signInCookie);
    const impostor = await startSignIn();
    await finish(
      provider().signIn(impostor.authorizeUrl, "owner@example.com", { sub: "sub-impostor", emailVerified: false }),
      impostor.signInCookie,
    );
    expect(await findUser(db(), "sub-owner@example.com")).toMatchObject({ email: "owner@example.com" });
    expect(await findUser(db(), "sub-impostor")).toMatchObject({ email: null });
  });

  it("once verified, the email moves to the account the provider now vouches for", async () => {
    const holder = await startSignIn();
    await finish(provider().signIn(holder.authorizeUrl, "moved@example.com"), holder.signInCookie);
    const next = await startSignIn();
    await finish(provider().signIn(next.authorizeUrl, "moved@example.com", { sub: "sub-new-owner" }), next.signInCookie);
    expect(await findUser(db(), "sub-moved@example.com")).toMatchObject({ email: null });
    expect(await findUser(db(), "sub-new-owner")).toMatchObject({ email: "moved@example.com" });
  });
});

describe("sessions", () => {
  it("are read for the status calls; signed out is 401", async () => {
    expect((await signedInUser()).status).toBe(401);
    expect(await (await signedInUser()).json()).toEqual({ message: "Unauthorized" });
    expect((await adminStatus()).status).toBe(401);
    const cookie = await sessionFor("reader@example.com");
    const user = await signedInUser(cookie);
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: "reader@example.com", role: null });
  });

  it("end after the idle lifetime", async () => {
    const cookie = await sessionFor("idle@example.com", { lastSeenAt: Date.now() - SESSION_IDLE_MS - 1000 });
    expect((await signedInUser(cookie)).status).toBe(401);
  });

  it("end after the absolute lifetime, however active", async () => {
    const cookie = await sessionFor("old@example.com", { createdAt: Date.now() - SESSION_ABSOLUTE_MS - 1000, lastSeenAt: Date.now() });
    expect((await signedInUser(cookie)).status).toBe(401);
  });

  it("reject a forged id", async () => {
    expect((await signedInUser("hl_session=forged-session-id")).status).toBe(401);
  });

  it("end at sign-out (POST); GET only asks, changing nothing", async () => {
    const cookie = await sessionFor("leaver@example.com");
    const page = await callWith(cookie, "/api/logout");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/api/logout">');
    expect((await signedInUser(cookie)).status).toBe(200);

    const response = await callWith(cookie, "/api/logout", { method: "POST", redirect: "manual", headers: { Origin: "http://localhost" } });
    expect(response.status).toBe(200);
    expect(setCookies(response).get("hl_session")?.header).toMatch(/Max-Age=0/);
    expect(await env.SESSIONS.get(`session:${cookie.split("=")[1]}`)).toBeNull();
    expect((await signedInUser(cookie)).status).toBe(401);
  });

  it("end at the provider too (RP-initiated logout), with the ID token as hint and a way back", async () => {
    const { authorizeUrl, signInCookie } = await startSignIn();
    const signedIn = await finish(provider().signIn(authorizeUrl, "shared-desk@example.com"), signInCookie);
    const cookie = `hl_session=${setCookies(signedIn).get("hl_session")!.value}`;
    const response = await callWith(cookie, "/api/logout", { method: "POST", redirect: "manual", headers: { Origin: "http://localhost" } });
    // A page that moves on by itself (a 303 to another origin would break the CSP's form-action).
    expect(response.status).toBe(200);
    const html = await response.text();
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)" ?\/?>/.exec(html)?.[1];
    const location = new URL(refresh!.replace(/&amp;/g, "&"));
    expect(html).toContain(`<a href="${refresh}">Continue</a>`);
    expect(`${location.origin}${location.pathname}`).toBe(`${ISSUER}session/end`);
    expect(location.searchParams.get("post_logout_redirect_uri")).toBe("http://localhost/");
    expect(location.searchParams.get("client_id")).toBe("harborlight-test");
    const hint = location.searchParams.get("id_token_hint")!;
    const claims = JSON.parse(atob(hint.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: ISSUER, aud: "harborlight-test", sub: "sub-shared-desk@example.com" });
    expect(setCookies(response).get("hl_session")?.header).toMatch(/Max-Age=0/);
    expect((await signedInUser(cookie)).status).toBe(401);
  });

  it("tell the dashboard where to go next when it asks for JSON", async () => {
    const { authorizeUrl, signInCookie } = await startSignIn();
    const signedIn = await finish(provider().signIn(authorizeUrl, "dashboard@example.com"), signInCookie);
    const cookie = `hl_session=${setCookies(signedIn).get("hl_session")!.value}`;
    const headers = { Origin: "http://localhost", Accept: "application/json" };
    const response = await callWith(cookie, "/api/logout", { method: "POST", headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { redirectTo } = await response.json<{ redirectTo: string }>();
    expect(redirectTo.startsWith(`${ISSUER}session/end?`)).toBe(true);
    expect(new URL(redirectTo).searchParams.get("id_token_hint")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("end on the site alone when the provider offers no sign-out", async () => {
    provider().offersSignOut = false;
    const cookie = await sessionFor("local-only@example.com");
    const init = { method: "POST", redirect: "manual", headers: { Origin: "http://localhost" } } as const;
    const response = await callWith(cookie, "/api/logout", init);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    const json = await callWith(await sessionFor("local-only@example.com"), "/api/logout", {
      ...init,
      headers: { ...init.headers, Accept: "application/json" },
    });
    expect(await json.json()).toEqual({ redirectTo: "/" });
  });

  it("read as signed out when KV fails", async () => {
    const cookie = await sessionFor("kv@example.com");
    const spy = vi.spyOn(env.SESSIONS, "get").mockRejectedValue(new Error("KV unavailable"));
    try {
      expect((await signedInUser(cookie)).status).toBe(401);
    } finally {
      spy.mockRestore();
    }
  });

  it("use __Host- names and Secure on https", async () => {
    const previous = env.SITE_URL;
    env.SITE_URL = "https://harborlight.example";
    const response = await call("https://harborlight.example/api/login", { redirect: "manual" }).finally(() => {
      env.SITE_URL = previous;
    });
    const header = response.headers.getSetCookie().join("\n");
    expect(header).toMatch(/^__Host-hl_signin=[^;]+;.*Secure/m);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/i);
  });
});

describe("giving and taking a role by email (npm run admin)", () => {
  it("changes the user with that email, whatever its case, takes effect at once, and is in the audit trail", async () => {
    await sessionFor("first-owner@example.com", { role: "owner" });
    const cookie = await sessionFor("o'brien@example.com");
    expect(await setRoleByEmail(db(), "O'Brien@Example.com", "editor", SYSTEM_ACTORS.commandLine)).toBe(1);
    expect(await findUser(db(), "sub-o'brien@example.com")).toMatchObject({ role: "editor" });
    expect(await (await adminStatus(cookie)).json()).toMatchObject({
      isStaff: true,
      role: "editor",
      permissions: ["posts", "media", "events", "shortLinks", "analytics"],
    });
    expect(await setRoleByEmail(db(), "o'brien@example.com", null, SYSTEM_ACTORS.commandLine)).toBe(1);
    expect(await (await adminStatus(cookie)).json()).toMatchObject({ isStaff: false, role: null, permissions: [] });
    const entries = await env.DB.prepare(
      "SELECT user_id, entity, summary FROM audit_log WHERE summary LIKE 'o''brien@example.com%' ORDER BY id",
    ).all();
    expect(entries.results).toEqual([
      { user_id: "system:command-line", entity: "team member", summary: "o'brien@example.com: role set to Editor" },
      { user_id: "system:command-line", entity: "team member", summary: "o'brien@example.com: taken off the team" },
    ]);
  });

  it("never takes the last active Owner off the team or demotes them", async () => {
    await env.DB.prepare("UPDATE users SET role = NULL").run();
    await sessionFor("only-owner@example.com", { role: "owner" });
    expect(await setRoleByEmail(db(), "only-owner@example.com", null, SYSTEM_ACTORS.commandLine)).toBe(0);
    expect(await setRoleByEmail(db(), "only-owner@example.com", "editor", SYSTEM_ACTORS.commandLine)).toBe(0);
    expect(await findUser(db(), "sub-only-owner@example.com")).toMatchObject({ role: "owner" });
    await sessionFor("second-owner@example.com", { role: "owner" });
    expect(await setRoleByEmail(db(), "only-owner@example.com", "administrator", SYSTEM_ACTORS.commandLine)).toBe(1);
  });

  it("changes nobody for an email no user has, nor for SQL in the email", async () => {
    await sessionFor("bystander@example.com");
    expect(await setRoleByEmail(db(), "nobody@example.com", "owner", SYSTEM_ACTORS.commandLine)).toBe(0);
    expect(await setRoleByEmail(db(), "x' OR '1'='1", "owner", SYSTEM_ACTORS.commandLine)).toBe(0);
    expect(await findUser(db(), "sub-bystander@example.com")).toMatchObject({ role: null });
  });
});
