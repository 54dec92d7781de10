// Invitations (R25): an Owner or Administrator invites an email as a role; the email is in the
// outbox with a link that signs the person in through the provider and, with that verified
// email, gives them the role once, within 7 days; a waiting invitation is revoked or sent again.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, invitations, outboxMessages } from "../../../worker/db/schema";
import { findUser } from "../../../worker/db/users";
import { COMPANY } from "../../../worker/shared/company";
import { INVITATION_TEXTS, TEAM_TEXTS } from "../../../worker/shared/roles";
import { useFakeProvider, type FakeProvider } from "../fake-provider";
import { db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";
import { finish, startSignIn } from "../sign-in-helpers";

const json = { "Content-Type": "application/json", Origin: "http://localhost" };
const invite = (cookie: string, email: string, role: string) =>
  callWith(cookie, "/api/team/invitations", { method: "POST", headers: json, body: JSON.stringify({ email, role }) });
const act = (cookie: string, id: number, action: "resend" | "revoke") =>
  callWith(cookie, `/api/team/invitations/${id}/${action}`, { method: "POST", headers: json, body: "{}" });

interface InvitationView {
  id: number;
  email: string;
  role: string;
  state: string;
  expiresAt: string;
}

/** The link in the newest invitation email to `email`. */
async function linkSentTo(email: string): Promise<string> {
  const sent = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "team-invitation")));
  const newest = sent.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.textBody < b.textBody ? 1 : -1))[0]!;
  const link = /http:\/\/localhost\/api\/login\?\S+/.exec(newest.textBody)?.[0];
  expect(link).toBeDefined();
  return link!;
}

const provider = useFakeProvider();

/** Follows an invitation's link, signing in at the provider as `email`: answers the callback's response. */
async function accept(link: string, email: string, choices: Parameters<FakeProvider["signIn"]>[2] = {}) {
  const { authorizeUrl, signInCookie } = await startSignIn("/admin", "", new URL(link).search.slice(1).replace(/&?returnTo=[^&]*/, ""));
  return finish(provider().signIn(authorizeUrl, email, choices), signInCookie);
}

describe("inviting", () => {
  it("writes the invitation, its email in the outbox and its audit entry; the link makes the person an Editor, once", async () => {
    const owner = await sessionFor("inv-owner@example.com", { role: "owner" });
    const created = await invite(owner, "Writer.One@Example.com", "editor");
    expect(created.status).toBe(201);
    const view = await created.json<InvitationView>();
    expect(view).toMatchObject({ email: "writer.one@example.com", role: "editor", state: "pending" });
    const days = (Date.parse(view.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [message] = await db().select().from(outboxMessages).where(eq(outboxMessages.invitationId, view.id));
    expect(message).toMatchObject({ kind: "team-invitation", recipient: "writer.one@example.com", channel: "email" });
    expect(message!.subject).toBe(`You are invited to ${COMPANY.name}'s dashboard`);
    expect(message!.textBody).toContain("Accept the invitation");
    const [stored] = await db().select().from(invitations).where(eq(invitations.id, view.id));
    expect(message!.textBody).not.toContain(stored!.tokenHash);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "invitation"), eq(auditLog.entityId, view.id)));
    expect(audit.map((entry) => entry.summary)).toEqual(["writer.one@example.com invited as Editor"]);

    const link = await linkSentTo("writer.one@example.com");
    const accepted = await accept(link, "writer.one@example.com");
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin");
    expect((await findUser(db(), "sub-writer.one@example.com"))?.role).toBe("editor");
    const list = await (await callWith(owner, "/api/team/invitations")).json<InvitationView[]>();
    expect(list.find((entry) => entry.id === view.id)?.state).toBe("accepted");

    const again = await accept(link, "writer.one@example.com");
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(INVITATION_TEXTS.used);
  });

  it("refuses a link signed in with another email, or one the provider does not vouch for", async () => {
    const admin = await sessionFor("inv-admin@example.com", { role: "administrator" });
    await invite(admin, "intended@example.com", "leads");
    const link = await linkSentTo("intended@example.com");
    const wrong = await accept(link, "someone-else@example.com");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("This invitation was sent to another email address. Sign in with the address it was sent to.");
    expect((await findUser(db(), "sub-someone-else@example.com"))?.role).toBeNull();
    const unverified = await accept(link, "intended@example.com", { emailVerified: false });
    expect(unverified.status).toBe(400);
    expect((await findUser(db(), "sub-intended@example.com"))?.role ?? null).toBeNull();
    // Still waiting: the right person, verified, gets in.
    expect((await accept(link, "intended@example.com")).status).toBe(302);
    expect((await findUser(db(), "sub-intended@example.com"))?.role).toBe("leads");
  });

  it("refuses an expired link and an unknown one", async () => {
    const admin = await sessionFor("inv-expiry-admin@example.com", { role: "administrator" });
    const { id } = await (await invite(admin, "late@example.com", "editor")).json<InvitationView>();
    const link = await linkSentTo("late@example.com");
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const expired = await accept(link, "late@example.com");
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("This invitation has expired. Ask for a new invitation.");
    const unknown = await accept(link.replace(/invitation=[^&]+/, "invitation=made-up-token"), "late@example.com");
    expect(await unknown.text()).toContain("This invitation link is not valid. Ask for a new invitation.");
    expect((await findUser(db(), "sub-late@example.com"))?.role ?? null).toBeNull();
  });

  it("revokes a waiting invitation: its link no longer works, and it cannot be revoked twice", async () => {
    const admin = await sessionFor("inv-revoke-admin@example.com", { role: "administrator" });
    const { id } = await (await invite(admin, "withdrawn@example.com", "editor")).json<InvitationView>();
    const link = await linkSentTo("withdrawn@example.com");
    expect((await (await act(admin, id, "revoke")).json<InvitationView>()).state).toBe("revoked");
    const refused = await accept(link, "withdrawn@example.com");
    expect(await refused.text()).toContain("This invitation was withdrawn. Ask for a new invitation.");
    const twice = await act(admin, id, "revoke");
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: TEAM_TEXTS.invitationNotWaiting });
  });

  it("sends a waiting invitation again with a new link and a new week: the old link no longer works", async () => {
    const admin = await sessionFor("inv-resend-admin@example.com", { role: "administrator" });
    const { id } = await (await invite(admin, "resent@example.com", "registry-coordinator")).json<InvitationView>();
    const oldLink = await linkSentTo("resent@example.com");
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    const resent = await act(admin, id, "resend");
    expect((await resent.json<InvitationView>()).state).toBe("pending");
    const messages = await db().select().from(outboxMessages).where(eq(outboxMessages.invitationId, id));
    expect(messages).toHaveLength(2);
    const newLink = messages
      .map((message) => /http:\/\/localhost\/api\/login\?\S+/.exec(message.textBody)![0])
      .find((url) => url !== oldLink)!;
    expect(await (await accept(oldLink, "resent@example.com")).text()).toContain(INVITATION_TEXTS.unknown);
    expect((await accept(newLink, "resent@example.com")).status).toBe(302);
    expect((await findUser(db(), "sub-resent@example.com"))?.role).toBe("registry-coordinator");
  });

  it("a new invitation to the same address replaces the one waiting", async () => {
    const admin = await sessionFor("inv-replace-admin@example.com", { role: "administrator" });
    const first = await (await invite(admin, "twice@example.com", "editor")).json<InvitationView>();
    await invite(admin, "twice@example.com", "leads");
    const list = await (await callWith(admin, "/api/team/invitations")).json<InvitationView[]>();
    expect(list.filter((entry) => entry.email === "twice@example.com").map(({ role, state }) => [role, state])).toEqual([
      ["leads", "pending"],
      ["editor", "revoked"],
    ]);
    expect(first.state).toBe("pending");
  });

  it("makes Owners only by an Owner's invitation, and does not invite someone already on the team", async () => {
    const admin = await sessionFor("inv-limits-admin@example.com", { role: "administrator" });
    await sessionFor("inv-member@example.com", { role: "leads" });
    const owner = await invite(admin, "new-owner@example.com", "owner");
    expect(owner.status).toBe(403);
    expect(await owner.json()).toEqual({ message: TEAM_TEXTS.ownersOnly });
    const member = await invite(admin, "INV-member@example.com", "editor");
    expect(member.status).toBe(409);
    expect(await member.json()).toEqual({ message: "This person is already on the team: change their role instead." });
  });

  it("answers 400 with the field's message for a bad email or role, writing nothing", async () => {
    const admin = await sessionFor("inv-bad-admin@example.com", { role: "administrator" });
    const before = (await db().select().from(invitations)).length;
    const badEmail = await invite(admin, "not an email", "editor");
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json<{ message: string }>()).message).toBe("Enter a valid email address");
    const badRole = await invite(admin, "ok@example.com", "superuser");
    expect((await badRole.json<{ message: string }>()).message).toBe("Choose one of the roles");
    expect((await db().select().from(invitations)).length).toBe(before);
  });

  it("is refused to an Editor, and needs a recent sign-in", async () => {
    const editor = await sessionFor("inv-editor@example.com", { role: "editor" });
    expect((await invite(editor, "x@example.com", "editor")).status).toBe(403);
    const stale = await sessionFor("inv-stale-admin@example.com", { role: "administrator", authTime: Date.now() - 16 * 60 * 1000 });
    const refused = await invite(stale, "y@example.com", "editor");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "For this, please sign in again: your last sign-in was more than 15 minutes ago.",
      signInAgain: true,
    });
  });
});
