// No /api answer may be kept by a cache: signed-in answers, the public answers of paths that
// answer an admin differently (R9), refusals and the sign-in steps alike.
// Raw requests on purpose: every path from one table, refusals and sign-in steps included.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { FakeProvider } from "../fake-provider";
import { call, ORIGIN, postJson } from "../helpers";
import { asAdmin, asMember, callWith } from "../session-helpers";

let admin: string;
let member: string;
beforeAll(async () => {
  admin = await asAdmin();
  member = await asMember();
});
afterEach(() => vi.restoreAllMocks());

const expectNotStored = (response: Response) => expect(response.headers.get("Cache-Control")).toBe("no-store");

describe("Cache-Control: no-store on the API", () => {
  it.each(["/api/auth/user", "/api/admin/status", "/api/redirects", "/api/blog/posts", "/api/events", "/api/contacts", "/api/admin/audit"])(
    "a signed-in admin's GET %s",
    async (path) => {
      const response = await callWith(admin, path);
      expect(response.status).toBe(200);
      expectNotStored(response);
    },
  );

  it.each(["/api/auth/user", "/api/admin/status"])("a signed-in member's GET %s", async (path) => {
    const response = await callWith(member, path);
    expect(response.status).toBe(200);
    expectNotStored(response);
  });

  it.each([
    ["401 without a session", () => call("/api/redirects"), 401],
    ["401 for a signed-out /api/auth/user", () => call("/api/auth/user"), 401],
    ["401 with a forged session", () => callWith("hl_session=forged", "/api/admin/status"), 401],
    ["403 to a member", () => callWith(member, "/api/redirects"), 403],
    ["403 to a cross-site write", () => postJson("/api/contact", {}, { headers: { Origin: "https://evil.example" } }), 403],
    ["400 to a bad form", () => postJson("/api/contact", {}), 400],
    ["404 for an unknown API path", () => call("/api/no-such-thing"), 404],
    ["the public GET /api/blog/posts (an admin gets drafts on the same path)", () => call("/api/blog/posts"), 200],
    ["the public GET /api/events", () => call("/api/events"), 200],
    ["the sign-out page", () => call("/api/logout"), 200],
  ])("%s", async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectNotStored(response);
  });

  it("the redirect that starts a sign-in", async () => {
    new FakeProvider().install();
    const response = await call("/api/login", { redirect: "manual" });
    expect(response.status).toBe(302);
    expectNotStored(response);
  });

  it("a CSV export keeps its own no-store", async () => {
    const response = await callWith(admin, "/api/contacts/export.csv", { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    expectNotStored(response);
  });
});
