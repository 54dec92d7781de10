// A person's own sessions (R25): each browser they are signed in on (device, when it started,
// when it was last seen), and ending one of them or all. Ending this browser's session signs it
// out; the others are refused at their next request.
import { Hono } from "hono";

import { notFound } from "../answers";
import { database } from "../db/client";
import { endSessions, listOpenSessions, toSessionView, type SessionsToEnd } from "../db/session-records";
import { jsonBody } from "../middleware/json-body";
import { z } from "../shared/schemas/zod";
import { validate } from "../validation";
import { requireAccess, type AuthedEnv } from "./guard";
import { endSession } from "./session";

/** One session by its id, or all of them (`all`), or all but this browser's (`others`). */
export const sessionsToEndBody = z.union([
  z.object({ id: z.string().min(1).max(100) }),
  z.object({ all: z.literal(true) }),
  z.object({ others: z.literal(true) }),
]);

export function sessionsToEnd(body: z.infer<typeof sessionsToEndBody>, currentId: string): SessionsToEnd {
  if ("id" in body) return { one: body.id };
  return "all" in body ? { all: true } : { allBut: currentId };
}

export const ownSessionRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => {
    const current = c.get("session").id;
    const open = await listOpenSessions(database(c.env), c.get("user").id);
    return c.json(open.map((session) => toSessionView(session, current)));
  })
  .post("/end", validate("json", sessionsToEndBody), async (c) => {
    const user = c.get("user");
    const which = sessionsToEnd(c.req.valid("json"), user.sessionId);
    const ended = await endSessions(database(c.env), user.id, which, { by: user, summary: "Ended their own sessions" });
    if ("one" in which && ended === 0) return notFound(c);
    // This browser's own session among them: it is signed out now, its cookie cleared too.
    const endedHere = "all" in which || ("one" in which && which.one === user.sessionId);
    if (endedHere) await endSession(c);
    return c.json({ ended, signedOut: endedHere });
  });
