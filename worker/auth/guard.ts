// Who may call what (R7): no session answers 401, a signed-in non-admin 403. Admin rights are
// read from D1 on every admin request, so revoking them takes effect at once.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";

import { database } from "../db/client";
import { findUser, type User } from "../db/users";
import type { AppEnv } from "../env";
import { logRefusal } from "../log";
import { ERROR_TEXTS } from "../shared/errors";
import { readSession } from "./session";

export type AuthedEnv = AppEnv & { Variables: { user: User } };

async function signedInUser<E extends AppEnv>(c: Context<E>): Promise<User | undefined> {
  const session = await readSession(c);
  return session ? findUser(database(c.env), session.userId) : undefined;
}

/** The refusal answered, and its log line (ASVS 16.3). */
function refuse<E extends AppEnv>(c: Context<E>, status: 401 | 403) {
  logRefusal(status === 401 ? "no session" : "not staff", { method: c.req.method, path: c.req.path, status });
  return c.json({ message: status === 401 ? ERROR_TEXTS.unauthorized : ERROR_TEXTS.forbidden }, status);
}

/**
 * For the app's own "who am I" reads (`/api/auth/user`, `/api/admin/status`): a 401 there is how
 * every visitor's app learns it is signed out, not a refused attempt, so it writes no log line.
 */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return c.json({ message: ERROR_TEXTS.unauthorized }, 401);
  c.set("user", user);
  await next();
});

export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await signedInUser(c);
  if (!user) return refuse(c, 401);
  if (!user.isAdmin) return refuse(c, 403);
  c.set("user", user);
  await next();
});

/** For routes that answer everyone but show admins more (the blog list, R9). */
export async function isAdminRequest<E extends AppEnv>(c: Context<E>): Promise<boolean> {
  return (await signedInUser(c))?.isAdmin ?? false;
}
