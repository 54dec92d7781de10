// The team for the User Management screen (R25): who is on it, changing a person's role,
// deactivating them, and seeing or ending their sessions; and, for the post editor, whom a byline may name (R9). Changing an Owner, or making one, takes the `owners` permission; the last
// active Owner is never demoted or deactivated. Each change is in the audit trail, and applies at
// the person's next request (the guard reads their role from D1 each time).
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { sessionsToEnd, sessionsToEndBody } from "../auth/session-routes";
import { database } from "../db/client";
import { endSessions, listOpenSessions, toSessionView } from "../db/session-records";
import { changeTeamMember, listAuthors, listTeam, toTeamMemberView, type TeamChange } from "../db/team";
import { findUser } from "../db/users";
import { jsonBody } from "../middleware/json-body";
import { can, ROLE_IDS, TEAM_TEXTS } from "../shared/roles";
import { z } from "../shared/schemas/zod";
import { validate } from "../validation";

/** A person's id is the identity provider's subject: text, never longer than this. */
const personParam = z.object({ id: z.string().min(1).max(255) });
const roleBody = z.object({ role: z.enum(ROLE_IDS, { error: TEAM_TEXTS.roleRequired }) });

async function change(c: Context<AuthedEnv>, id: string, to: TeamChange) {
  const db = database(c.env);
  const person = await findUser(db, id);
  if (!person?.role) return notFound(c);
  const touchesOwners = person.role === "owner" || ("role" in to && to.role === "owner");
  if (touchesOwners && !can(c.get("user").role, "owners")) return c.json({ message: TEAM_TEXTS.ownersOnly }, 403);
  const changed = await changeTeamMember(db, id, to, c.get("user"), person.email ?? person.id);
  // Nothing changed: the person was the last active Owner (or left the team meanwhile).
  if (!changed) return c.json({ message: TEAM_TEXTS.lastOwner }, 409);
  return c.json(toTeamMemberView(changed));
}

export const teamRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json((await listTeam(database(c.env))).map(toTeamMemberView)))
  // Whom a post's byline may name (R9), for everyone who writes posts: names only, no one's email.
  .get("/authors", async (c) => c.json(await listAuthors(database(c.env))))
  .patch("/:id", validate("param", personParam), validate("json", roleBody), (c) =>
    change(c, c.req.valid("param").id, { role: c.req.valid("json").role }),
  )
  .post("/:id/deactivate", validate("param", personParam), (c) => change(c, c.req.valid("param").id, { deactivated: true }))
  .post("/:id/reactivate", validate("param", personParam), (c) => change(c, c.req.valid("param").id, { deactivated: false }))
  // Anyone's sessions, for an Owner or Administrator: seen, and ended at their next request.
  .get("/:id/sessions", validate("param", personParam), async (c) => {
    const db = database(c.env);
    const person = await findUser(db, c.req.valid("param").id);
    if (!person?.role) return notFound(c);
    const open = await listOpenSessions(db, person.id);
    return c.json(open.map((session) => toSessionView(session, c.get("session").id)));
  })
  .post("/:id/sessions/end", validate("param", personParam), validate("json", sessionsToEndBody), async (c) => {
    const db = database(c.env);
    const person = await findUser(db, c.req.valid("param").id);
    if (!person?.role) return notFound(c);
    const which = sessionsToEnd(c.req.valid("json"), c.get("user").sessionId);
    const summary = `${person.email ?? person.id}: sessions ended`;
    const ended = await endSessions(db, person.id, which, { by: c.get("user"), summary });
    if ("one" in which && ended === 0) return notFound(c);
    return c.json({ ended });
  });
