// Who may call what (R7, R25): no session answers 401; a signed-in person whose role lacks the
// permission the route declares (route-access.ts), or who is off the team, 403 (and an entry in
// the audit trail); a sensitive route asks for a sign-in within the last 15 minutes. The person,
// their role and their session's record are read from D1 on every staff request, so a changed
// role, a deactivation or an ended session takes effect at the very next request.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";

import { database } from "../db/client";
import { recordRefusal } from "../db/refusals";
import type { SessionRecord } from "../db/session-records";
import { isStaff, type User } from "../db/users";
import type { AppEnv } from "../env";
import { logRefusal, type RefusalReason } from "../log";
import { ERROR_TEXTS } from "../shared/errors";
import { can, type Permission, type Role } from "../shared/roles";
import { FRESH_SIGN_IN_MS, needsFreshSignIn, signInAgainAnswer } from "./fresh-sign-in";
import { accessOf, type Access } from "./route-access";
import { readSignedIn } from "./session";

/** The person signed in (with the session they act from, named in the audit trail), and that session's record. */
export type AuthedEnv = AppEnv & { Variables: { user: User & { sessionId: string }; session: SessionRecord } };

/** Sets who is signed in on the request; false when nobody is. */
async function signIn(c: Context<AuthedEnv>): Promise<boolean> {
  const signedIn = await readSignedIn(c);
  if (!signedIn) return false;
  c.set("user", { ...signedIn.user, sessionId: signedIn.session.id });
  c.set("session", signedIn.session);
  return true;
}

/** The refusal answered, and its log line (ASVS 16.3). */
function refuse<E extends AppEnv>(c: Context<E>, status: 401 | 403, reason: RefusalReason) {
  logRefusal(reason, { method: c.req.method, path: c.req.path, status });
  return c.json({ message: status === 401 ? ERROR_TEXTS.unauthorized : ERROR_TEXTS.forbidden }, status);
}

/**
 * For the app's own "who am I" reads (`/api/auth/user`, `/api/admin/status`): a 401 there is how
 * every visitor's app learns it is signed out, not a refused attempt, so it writes no log line.
 */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!(await signIn(c))) return c.json({ message: ERROR_TEXTS.unauthorized }, 401);
  await next();
});

/** The route this request ends at: the first matched route from here on that is not middleware for every method. */
function endpointOf(c: Context) {
  return matchedRoutes(c)
    .slice(c.req.routeIndex)
    .find((route) => route.method !== "ALL");
}

/** Whether `role` may call a route of `access` (a signed-in person off the team may call only `signed-in` ones). */
export function allows(access: Access, role: Role | null): boolean {
  if (access === "public" || access === "signed-in") return true;
  const needed: readonly Permission[] = typeof access === "string" ? [access] : access;
  return needed.some((permission) => can(role, permission));
}

/** Before a staff route: the access its line of route-access.ts declares, for the person signed in. */
export const requireAccess = createMiddleware<AuthedEnv>(async (c, next) => {
  const route = endpointOf(c);
  const access = route && accessOf(route.method, `${route.path}`);
  // A route nobody declared is refused to everyone until it is (its test names it).
  if (!route || access === undefined) return refuse(c, 403, "undeclared route");
  if (!(await signIn(c))) return refuse(c, 401, "no session");
  const user = c.get("user");
  const role = isStaff(user) ? user.role : null;
  if (!allows(access, role)) {
    const reason = role ? "not permitted" : "not staff";
    await recordRefusal(database(c.env), user, `${route.method} ${route.path}`, reason);
    return refuse(c, 403, reason);
  }
  if (needsFreshSignIn(route.method, route.path) && Date.now() - c.get("session").authTime.getTime() > FRESH_SIGN_IN_MS) {
    return c.json(signInAgainAnswer, 403);
  }
  await next();
});

/** For a route that answers everyone but shows a permitted person more (the blog list shows drafts to writers, R9). */
export async function requestCan<E extends AppEnv>(c: Context<E>, permission: Permission): Promise<boolean> {
  const user = (await readSignedIn(c))?.user;
  return isStaff(user) && can(user.role, permission);
}
