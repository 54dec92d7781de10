// The team's screen through the API (R25): the list, a role changed, a person deactivated and
// reactivated, each applied at the person's next request with the same session and written to the
// audit trail; Owners changed only by an Owner, and the last active Owner always kept.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";

import { TEAM_TEXTS } from "../../../worker/shared/roles";
import { callWith, sessionFor } from "../session-helpers";

const json = { "Content-Type": "application/json", Origin: "http://localhost" };
const setRole = (cookie: string, id: string, role: string) =>
  callWith(cookie, `/api/team/${encodeURIComponent(id)}`, { method: "PATCH", headers: json, body: JSON.stringify({ role }) });
const post = (cookie: string, id: string, action: "deactivate" | "reactivate") =>
  callWith(cookie, `/api/team/${encodeURIComponent(id)}/${action}`, { method: "POST", headers: json, body: "{}" });
const idOf = (email: string) => `sub-${email}`;

beforeEach(async () => {
  // Each test starts from a team of its own.
  await env.DB.prepare("UPDATE users SET role = NULL, deactivated_at = NULL").run();
});

describe("the team", () => {
  it("lists everyone with a role, Owners first, and nobody off the team", async () => {
    const owner = await sessionFor("list-owner@example.com", { role: "owner" });
    await sessionFor("list-editor@example.com", { role: "editor" });
    await sessionFor("list-visitor@example.com");
    const team = await (await callWith(owner, "/api/team")).json<{ email: string; role: string; deactivatedAt: string | null }[]>();
    expect(team.map(({ email, role }) => [email, role])).toEqual([
      ["list-owner@example.com", "owner"],
      ["list-editor@example.com", "editor"],
    ]);
  });

  it("changes a role, which applies at the person's next request with the same session, and is in the audit trail", async () => {
    const admin = await sessionFor("role-admin@example.com", { role: "administrator" });
    await sessionFor("role-owner@example.com", { role: "owner" });
    const writer = await sessionFor("role-writer@example.com", { role: "editor" });
    expect((await callWith(writer, "/api/redirects")).status).toBe(200);
    const changed = await setRole(admin, idOf("role-writer@example.com"), "leads");
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: "role-writer@example.com", role: "leads", deactivatedAt: null });
    expect((await callWith(writer, "/api/redirects")).status).toBe(403);
    expect((await callWith(writer, "/api/contacts")).status).toBe(200);
    const audit = await env.DB.prepare("SELECT user_email, entity, summary FROM audit_log WHERE summary = ?")
      .bind("role-writer@example.com: role set to Leads")
      .first();
    expect(audit).toEqual({
      user_email: "role-admin@example.com",
      entity: "team member",
      summary: "role-writer@example.com: role set to Leads",
    });
  });

  it("deactivates a person, refused at their next request, and reactivates them", async () => {
    const owner = await sessionFor("deact-owner@example.com", { role: "owner" });
    const leads = await sessionFor("deact-leads@example.com", { role: "leads" });
    expect((await post(owner, idOf("deact-leads@example.com"), "deactivate")).status).toBe(200);
    expect((await callWith(leads, "/api/contacts")).status).toBe(403);
    const reactivated = await post(owner, idOf("deact-leads@example.com"), "reactivate");
    expect(await reactivated.json()).toMatchObject({ role: "leads", deactivatedAt: null });
    expect((await callWith(leads, "/api/contacts")).status).toBe(200);
  });

  it("lets only an Owner make, change or deactivate an Owner", async () => {
    const admin = await sessionFor("owners-admin@example.com", { role: "administrator" });
    await sessionFor("owners-owner@example.com", { role: "owner" });
    await sessionFor("owners-editor@example.com", { role: "editor" });
    for (const response of [
      await setRole(admin, idOf("owners-editor@example.com"), "owner"),
      await setRole(admin, idOf("owners-owner@example.com"), "editor"),
      await post(admin, idOf("owners-owner@example.com"), "deactivate"),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: TEAM_TEXTS.ownersOnly });
    }
  });

  it("never demotes or deactivates the last active Owner, the Owner themself included", async () => {
    const owner = await sessionFor("last-owner@example.com", { role: "owner" });
    for (const response of [
      await setRole(owner, idOf("last-owner@example.com"), "administrator"),
      await post(owner, idOf("last-owner@example.com"), "deactivate"),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: TEAM_TEXTS.lastOwner });
    }
    expect((await callWith(owner, "/api/team")).status).toBe(200);
    await sessionFor("next-owner@example.com", { role: "owner" });
    expect((await setRole(owner, idOf("last-owner@example.com"), "administrator")).status).toBe(200);
  });

  it("answers 404 for someone not on the team and 400 for a role that is none of the five", async () => {
    const owner = await sessionFor("bad-owner@example.com", { role: "owner" });
    await sessionFor("bad-visitor@example.com");
    expect((await setRole(owner, idOf("bad-visitor@example.com"), "editor")).status).toBe(404);
    expect((await setRole(owner, idOf("nobody@example.com"), "editor")).status).toBe(404);
    const bad = await setRole(owner, idOf("bad-owner@example.com"), "superuser");
    expect(bad.status).toBe(400);
  });
});
