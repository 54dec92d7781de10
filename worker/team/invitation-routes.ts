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
import { enqueueMessages, mailSettings, teamInvitationMessage } from "../outbox";
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
  const message = teamInvitationMessage(await mailSettings(c.env), email, { url: link.url, roleName: ROLES[role].name, expiresAt });
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
/** Acts on the invitation `id` names, when this person may: unknown is 404, an Owner's invitation for someone not an Owner 403. */
async function actOnInvitation(c: Context<AuthedEnv>, id: number, act: (invitation: Invitation, now: Date) => Promise<Response>) {
  const invitation = await findInvitation(database(c.env), id);
  if (!invitation) return notFound(c);
  if (invitation.role === "owner" && !can(c.get("user").role, "owners")) return ownersOnly(c);
  return act(invitation, new Date());
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
  .post("/:id/resend", validate("param", invitationParam), (c) =>
    actOnInvitation(c, c.req.valid("param").id, async (invitation, now) => {
      const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
      const { tokenHash, message } = await invitationEmail(c, invitation.email, invitation.role, expiresAt);
      const renewed = await resendInvitation(database(c.env), invitation.id, tokenHash, message, c.get("user"), now);
      if (!renewed) return notWaiting(c);
      await enqueueMessages(c.env, [message]);
      return c.json(toInvitationView(renewed, now));
    }),
  )
  .post("/:id/revoke", validate("param", invitationParam), (c) =>
    actOnInvitation(c, c.req.valid("param").id, async (invitation, now) => {
      const revoked = await revokeInvitation(database(c.env), invitation.id, c.get("user"), now);
      return revoked ? c.json(toInvitationView(revoked, now)) : notWaiting(c);
    }),
  );
