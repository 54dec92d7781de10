// Every route of the API against every role (R25), generated from the one table the guard reads
// (worker/auth/route-access.ts): a route the table does not declare fails here, and so does a
// route whose guard lets a role through that its declared permission does not, or refuses one
// that it does. A role that may call a route gets past the guard (its answer is then the route's
// own: 2xx, or 400/404 for the made-up ids and bodies sent here), any other gets 403.
import { describe, expect, it } from "vitest";

import { allows } from "../../../worker/auth/guard";
import { ROUTE_ACCESS } from "../../../worker/auth/route-access";
import { api } from "../../../worker/app";
import { ROLE_IDS, ROLES, type Role } from "../../../worker/shared/roles";
import { callWith, sessionFor } from "../session-helpers";

const PARAMS: Record<string, string> = { date: "2026-03-03", slug: "no-such-post" };

/** The router's own routes, as the table names them. */
const ROUTED = [...new Set(api.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} /api${route.path}`))];
const DECLARED = Object.keys(ROUTE_ACCESS);
const STAFF_ROUTES = Object.entries(ROUTE_ACCESS).filter(([, access]) => access !== "public" && access !== "signed-in");

function send(cookie: string, route: string) {
  const [method, pattern] = route.split(" ") as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? "1");
  const headers = { Origin: "http://localhost" };
  if (method === "GET" || method === "DELETE") return callWith(cookie, path, { method, headers });
  // The upload is the one multipart form; every other write takes JSON (its body is checked before the guard).
  if (route === "POST /api/media") return callWith(cookie, path, { method, headers, body: new FormData() });
  return callWith(cookie, path, { method, headers: { ...headers, "Content-Type": "application/json" }, body: "{}" });
}

const sessions = new Map<Role | "off the team", Promise<string>>();
const sessionOf = (role: Role | "off the team") => {
  if (!sessions.has(role))
    sessions.set(role, sessionFor(`route-walk-${role}@example.com`, { role: role === "off the team" ? null : role }));
  return sessions.get(role)!;
};

describe("the route table", () => {
  it("declares every route the API has, and nothing else", () => {
    expect(ROUTED.filter((route) => !DECLARED.includes(route))).toEqual([]);
    expect(DECLARED.filter((route) => !ROUTED.includes(route))).toEqual([]);
  });

  it("gives the Editor the blog and no route of leads, the registry, data requests, messages or the audit trail", () => {
    const editor = STAFF_ROUTES.filter(([, access]) => allows(access, "editor")).map(([route]) => route);
    expect(editor).toContain("POST /api/blog/posts");
    expect(editor).toContain("POST /api/media");
    expect(editor.filter((route) => /contacts|camera-registrations|incidents|footage|data-requests|messages|audit/.test(route))).toEqual(
      [],
    );
  });
});

describe.each(ROLE_IDS)("as %s", (role) => {
  it.each(STAFF_ROUTES)(`%s: as the table says`, async (route, access) => {
    const response = await send(await sessionOf(role), route);
    if (allows(access, role)) {
      expect([401, 403, 500]).not.toContain(response.status);
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Forbidden" });
    }
  });
});

describe("someone signed in but off the team", () => {
  it.each(STAFF_ROUTES)("%s answers 403", async (route) => {
    expect((await send(await sessionOf("off the team"), route)).status).toBe(403);
  });
});

it("names each role as the dashboard shows it", () => {
  expect(ROLE_IDS.map((role) => ROLES[role].name)).toEqual(["Owner", "Administrator", "Editor", "Registry coordinator", "Leads"]);
});
