// Invitations to the team (R25): an Owner or Administrator invites an email as a role (an Owner
// only by an Owner); the email goes out through the outbox; a waiting invitation can be sent
// again (a new link, a new week) or revoked. Accepting is the sign-in's business (auth/routes.ts).
import { Hono, type Context } from "hono";
import { and, eq, isNull, sql } from "drizzle-orm";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import {
  createInvitation,
  findInvitation,
  INVITATION_TTL_MS,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  toInvitationView,
  type Invitation,
} from "../db/invitations";
import { users } from "../db/schema";
import { jsonBody } from "../middleware/json-body";
import { enqueueMessages, teamInvitationMessage } from "../outbox";
import { can, ROLE_IDS, ROLES, TEAM_TEXTS, type Role } from "../shared/roles";
import { z } from "../shared/schemas/zod";
import { siteOrigin } from "../site-origin";
import { validate } from "../validation";
import { newInvitationLink } from "./invitation-links";

const invitationBody = z.object({
  email: z.email({ error: TEAM_TEXTS.emailRequired }).max(254, { error: TEAM_TEXTS.emailRequired }),
  role: z.enum(ROLE_IDS, { error: TEAM_TEXTS.roleRequired }),
});
const invitationParam = z.object({ id: z.coerce.number().int().positive() });

async function invitationEmail(c: Context<AuthedEnv>, email: string, role: Role, expiresAt: Date) {
  const link = await newInvitationLink(siteOrigin(c));
  const message = teamInvitationMessage(c.env, email, { url: link.url, roleName: ROLES[role].name, expiresAt });
  return { tokenHash: link.tokenHash, message };
}

async function isActiveMember(c: Context<AuthedEnv>, email: string) {
  const [member] = await database(c.env)
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), sql`${users.role} is not null`, isNull(users.deactivatedAt)))
    .limit(1);
  return member !== undefined;
}

const ownersOnly = (c: Context<AuthedEnv>) => c.json({ message: TEAM_TEXTS.ownersOnly }, 403);
/** An invitation this person may not act on: unknown (404), or one for an Owner and they are not one (403). */
function refusalFor(c: Context<AuthedEnv>, invitation: Invitation | undefined) {
  if (!invitation) return notFound(c);
  if (invitation.role === "owner" && !can(c.get("user").role, "owners")) return ownersOnly(c);
  return undefined;
}

const notWaiting = (c: Context<AuthedEnv>) => c.json({ message: TEAM_TEXTS.invitationNotWaiting }, 409);

export const invitationRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => {
    const now = new Date();
    return c.json((await listInvitations(database(c.env), now)).map((invitation) => toInvitationView(invitation, now)));
  })
  .post("/", validate("json", invitationBody), async (c) => {
    const { role } = c.req.valid("json");
    const email = c.req.valid("json").email.toLowerCase();
    if (role === "owner" && !can(c.get("user").role, "owners")) return ownersOnly(c);
    if (await isActiveMember(c, email)) return c.json({ message: TEAM_TEXTS.alreadyOnTeam }, 409);
    const now = new Date();
    const { tokenHash, message } = await invitationEmail(c, email, role, new Date(now.getTime() + INVITATION_TTL_MS));
    const created = await createInvitation(database(c.env), { email, role, tokenHash }, message, c.get("user"), now);
    await enqueueMessages(c.env, [message]);
    return c.json(toInvitationView(created, now), 201);
  })
  .post("/:id/resend", validate("param", invitationParam), async (c) => {
    const db = database(c.env);
    const invitation = await findInvitation(db, c.req.valid("param").id);
    const refusal = refusalFor(c, invitation);
    if (refusal || !invitation) return refusal ?? notFound(c);
    const now = new Date();
    const { tokenHash, message } = await invitationEmail(c, invitation.email, invitation.role, new Date(now.getTime() + INVITATION_TTL_MS));
    const renewed = await resendInvitation(db, invitation.id, tokenHash, message, c.get("user"), now);
    if (!renewed) return notWaiting(c);
    await enqueueMessages(c.env, [message]);
    return c.json(toInvitationView(renewed, now));
  })
  .post("/:id/revoke", validate("param", invitationParam), async (c) => {
    const db = database(c.env);
    const invitation = await findInvitation(db, c.req.valid("param").id);
    const refusal = refusalFor(c, invitation);
    if (refusal || !invitation) return refusal ?? notFound(c);
    const now = new Date();
    const revoked = await revokeInvitation(db, invitation.id, c.get("user"), now);
    return revoked ? c.json(toInvitationView(revoked, now)) : notWaiting(c);
  });
