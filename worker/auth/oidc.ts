// The OpenID Connect client (R3): authorization code flow with PKCE (S256), state and nonce,
// discovery, and oauth4webapi's exact issuer and audience checks on the ID token.
import * as oauth from "oauth4webapi";

import type { Env } from "../env";
import { isLoopbackHost } from "../shared/addresses";

export class SignInUnavailable extends Error {
  override name = "SignInUnavailable";
}

export interface OidcSettings {
  issuer: URL;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  /** Plain http is accepted for a provider on this machine only (the local provider). */
  insecure: boolean;
}

export function oidcSettings(env: Env): OidcSettings {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) {
    throw new SignInUnavailable("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set");
  }
  const issuer = new URL(env.OIDC_ISSUER);
  const loopback = isLoopbackHost(issuer.hostname);
  return {
    issuer,
    client: { client_id: env.OIDC_CLIENT_ID },
    clientAuth: oauth.ClientSecretBasic(env.OIDC_CLIENT_SECRET),
    insecure: loopback && issuer.protocol === "http:",
  };
}

const requestOptions = (settings: OidcSettings) => (settings.insecure ? { [oauth.allowInsecureRequests]: true } : {});

/** Discovery, remembered per isolate for a few minutes. */
const discovered = new Map<string, { server: oauth.AuthorizationServer; at: number }>();
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

export async function authorizationServer(settings: OidcSettings): Promise<oauth.AuthorizationServer> {
  const cached = discovered.get(settings.issuer.href);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.server;
  try {
    const response = await oauth.discoveryRequest(settings.issuer, { algorithm: "oidc", ...requestOptions(settings) });
    const server = await oauth.processDiscoveryResponse(settings.issuer, response);
    discovered.set(settings.issuer.href, { server, at: Date.now() });
    return server;
  } catch (cause) {
    throw new SignInUnavailable("The identity provider could not be reached", { cause });
  }
}

export function forgetDiscovery() {
  discovered.clear();
}

export interface SignInTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** A fresh sign-in (R25): the provider is asked to check the person again (`max_age=0`), and the ID token's `auth_time` must say it did. */
  fresh?: boolean;
  /** The token of the invitation the sign-in accepts (R25), if it started from one. */
  invitation?: string;
}

export async function authorizationUrl(settings: OidcSettings, redirectUri: string, tx: SignInTransaction): Promise<URL> {
  const server = await authorizationServer(settings);
  if (!server.authorization_endpoint) throw new SignInUnavailable("The provider has no authorization endpoint");
  const url = new URL(server.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: settings.client.client_id,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: tx.state,
    nonce: tx.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(tx.codeVerifier),
    code_challenge_method: "S256",
    ...(tx.fresh ? { max_age: "0" } : {}),
  }).toString();
  return url;
}

export function newTransaction(returnTo: string, options: Pick<SignInTransaction, "fresh" | "invitation"> = {}): SignInTransaction {
  return {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    returnTo,
    ...(options.fresh ? { fresh: true } : {}),
    ...(options.invitation ? { invitation: options.invitation } : {}),
  };
}

export interface SignedInIdentity {
  sub: string;
  email: string | null;
  /** Only an explicit `email_verified: true` counts; a missing claim is not a promise. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  /** Kept in the session for the provider's sign-out (`id_token_hint`). */
  idToken: string;
  /** When the provider last checked the person (`auth_time`), when it says. */
  authTime: Date | undefined;
}

/** Validates the callback, redeems the code and checks the ID token (issuer, audience, nonce, expiry). */
export async function completeSignIn(
  settings: OidcSettings,
  callbackUrl: URL,
  redirectUri: string,
  tx: SignInTransaction,
): Promise<SignedInIdentity> {
  const server = await authorizationServer(settings);
  const params = oauth.validateAuthResponse(server, settings.client, callbackUrl, tx.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    settings.client,
    settings.clientAuth,
    params,
    redirectUri,
    tx.codeVerifier,
    requestOptions(settings),
  );
  const result = await oauth.processAuthorizationCodeResponse(server, settings.client, response, {
    expectedNonce: tx.nonce,
    requireIdToken: true,
    // A fresh sign-in needs `auth_time`, at most the clock tolerance old.
    ...(tx.fresh ? { maxAge: 0 } : {}),
  });
  const claims: Record<string, unknown> = { ...oauth.getValidatedIdTokenClaims(result)! };
  const sub = claims.sub as string;
  // An email and its verification are taken as a pair from one source: the ID token, or, for
  // providers that keep them out of it, the userinfo endpoint.
  let emailClaims = { email: claims.email, verified: claims.email_verified };
  if ((!claims.email || claims.email_verified === undefined) && server.userinfo_endpoint) {
    const info = await oauth.userInfoRequest(server, settings.client, result.access_token, requestOptions(settings));
    const answered = await oauth.processUserInfoResponse(server, settings.client, sub, info);
    if (answered.email) emailClaims = { email: answered.email, verified: answered.email_verified };
    Object.assign(claims, answered);
  }
  const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);
  return {
    sub,
    email: text(emailClaims.email)?.toLowerCase() ?? null,
    emailVerified: emailClaims.verified === true,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    picture: text(claims.picture),
    idToken: result.id_token!,
    authTime: typeof claims.auth_time === "number" ? new Date(claims.auth_time * 1000) : undefined,
  };
}

/**
 * Where to send the browser so the provider ends its own session too (OpenID Connect
 * RP-initiated logout), or null when the provider offers none or cannot be reached: then
 * signing out of the site alone is all there is.
 */
export async function providerSignOutUrl(env: Env, postLogoutRedirectUri: string, idToken: string | undefined): Promise<URL | null> {
  let settings: OidcSettings;
  let server: oauth.AuthorizationServer;
  try {
    settings = oidcSettings(env);
    server = await authorizationServer(settings);
  } catch {
    return null;
  }
  if (!server.end_session_endpoint) return null;
  const url = new URL(server.end_session_endpoint);
  url.searchParams.set("client_id", settings.client.client_id);
  url.searchParams.set("post_logout_redirect_uri", postLogoutRedirectUri);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  return url;
}
