// Sign-in through the OpenID Connect provider (R3), sign-out, and the status calls of S6 and
// S7.
import { Hono, type Context } from "hono";
import * as oauth from "oauth4webapi";

import { clearCookie, randomId, readCookie, writeCookie } from "../middleware/cookies";
import { requireUser, type AuthedEnv } from "./guard";
import {
  authorizationUrl,
  completeSignIn,
  newTransaction,
  oidcSettings,
  providerSignOutUrl,
  SignInUnavailable,
  type SignInTransaction,
} from "./oidc";
import { providerSignOutPage, signInErrorPage, signOutPage } from "./pages";
import { FRESH_SIGN_IN_MS } from "./fresh-sign-in";
import { isDashboardPath, safeReturnPath } from "./return-path";
import { endSession, startSession } from "./session";
import { database } from "../db/client";
import { saveSignIn, takeSignIn } from "../db/sessions";
import { adminEmailList, findUser, isStaff, teamHasNoOwner, toUserView, upsertUser } from "../db/users";
import { clientAddress, RATE_LIMITED_MESSAGE, withinLimit } from "../security/rate-limit";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { INVITATION_TEXTS, ROLES } from "../shared/roles";
import { acceptInvitationToken } from "./invitation-acceptance";
import { siteOrigin } from "../site-origin";

/** A sign-in must finish within this time of starting it. */
const SIGN_IN_TTL_SECONDS = 10 * 60;
const callbackUrl = (c: Context<AppEnv>) => `${siteOrigin(c)}/api/callback`;
/** Where the provider sends the browser back after its own sign-out (registered with it). */
const postLogoutUrl = (c: Context<AppEnv>) => `${siteOrigin(c)}/`;

export const authRoutes = new Hono<AppEnv>()
  .get("/login", async (c) => {
    if (!(await withinLimit(c.env.LOGIN_RATE_LIMITER, `login:${clientAddress(c)}`))) {
      return signInErrorPage(c, 429, RATE_LIMITED_MESSAGE);
    }
    try {
      const settings = oidcSettings(c.env);
      // `fresh=1`: a sensitive action asked to check the person again; `invitation`: an invitation's link (R25).
      const invitation = c.req.query("invitation");
      const tx = newTransaction(safeReturnPath(c.req.query("returnTo")), {
        fresh: c.req.query("fresh") === "1",
        invitation: invitation && invitation.length <= 100 ? invitation : undefined,
      });
      const url = await authorizationUrl(settings, callbackUrl(c), tx);
      const id = randomId();
      await saveSignIn(c.env, id, tx, SIGN_IN_TTL_SECONDS);
      writeCookie(c, "signIn", id, SIGN_IN_TTL_SECONDS);
      return c.redirect(url.href, 302);
    } catch (error) {
      logError("sign-in-start", error);
      return signInErrorPage(c, 503, "The sign-in service cannot be reached right now. Please try again in a few minutes.");
    }
  })
  .get("/callback", async (c) => {
    // The transaction is used once: read, then deleted, whatever happens next.
    const id = readCookie(c, "signIn");
    clearCookie(c, "signIn");
    const tx = id ? await takeSignIn<SignInTransaction>(c.env, id) : null;
    if (!tx) return signInErrorPage(c, 400, "This sign-in has expired or was started in another browser.");
    try {
      const identity = await completeSignIn(oidcSettings(c.env), new URL(c.req.url), callbackUrl(c), tx);
      // An email the provider has not verified proves nothing: it grants no role and claims
      // no email held by another account (the account is kept without one).
      const email = identity.emailVerified ? identity.email : null;
      const db = database(c.env);
      // ADMIN_EMAILS names the first Owners while the team has none; after that, Owners change people's roles (R25).
      const seedOwner = email !== null && adminEmailList(c.env.ADMIN_EMAILS).includes(email) && (await teamHasNoOwner(db));
      await upsertUser(
        db,
        { id: identity.sub, email, firstName: identity.firstName, lastName: identity.lastName, profileImageUrl: identity.picture },
        seedOwner,
      );
      if (tx.invitation) {
        const refusal = await acceptInvitationToken(db, tx.invitation, { id: identity.sub, email });
        if (refusal) return signInErrorPage(c, 400, INVITATION_TEXTS[refusal]);
      }
      await startSession(c, { id: identity.sub, email }, { idToken: identity.idToken, authTime: identity.authTime });
      // Someone off the team sent back to the dashboard would be sent to sign in again, and
      // again: the login screen tells them instead.
      if (isDashboardPath(tx.returnTo) && !isStaff(await findUser(db, identity.sub))) return c.redirect("/admin/login", 302);
      return c.redirect(tx.returnTo, 302);
    } catch (error) {
      logError("sign-in-finish", error);
      if (error instanceof SignInUnavailable) {
        return signInErrorPage(c, 503, "The sign-in service cannot be reached right now. Please try again in a few minutes.");
      }
      const refused = error instanceof oauth.AuthorizationResponseError || error instanceof oauth.ResponseBodyError;
      return signInErrorPage(c, 400, refused ? "The sign-in was not completed." : "The sign-in could not be verified.");
    }
  })
  .get("/logout", (c) => signOutPage(c))
  .post("/logout", async (c) => {
    const idToken = await endSession(c);
    // Then the provider's own session, or the next person at this browser is signed straight back in.
    const provider = await providerSignOutUrl(c.env, postLogoutUrl(c), idToken);
    c.header("Cache-Control", "no-store");
    // The dashboard asks for JSON and goes on itself; the sign-out page's form is answered a page.
    if ((c.req.header("Accept") ?? "").includes("application/json")) return c.json({ redirectTo: provider?.href ?? "/" });
    return provider ? providerSignOutPage(c, provider) : c.redirect("/", 303);
  });

export const statusRoutes = new Hono<AuthedEnv>()
  .get("/auth/user", requireUser, (c) => c.json(toUserView(c.get("user"))))
  .get("/admin/status", requireUser, (c) => {
    const user = toUserView(c.get("user"));
    // What the dashboard may show this person: the sections their role's permissions open (R25),
    // and until when a sensitive action goes through without signing in again.
    const freshUntil = new Date(c.get("session").authTime.getTime() + FRESH_SIGN_IN_MS).toISOString();
    const permissions = user.role ? ROLES[user.role].permissions : [];
    return c.json({ isStaff: user.role !== null, role: user.role, permissions, user, freshUntil });
  });
