// What every signed link of the site shares (the registry owners' links, a person's link to
// their own data): the key, and reading a token. A token is an HS256 JWT (hono/jwt) signed with
// SIGNING_SECRET; a fixed development key is used only for requests to this machine, and anywhere
// else a missing or short secret is a clear server error, never a silent default.
import { HTTPException } from "hono/http-exception";
import { verify } from "hono/jwt";
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";

import type { Env } from "../env";
import { isLoopbackHost } from "../shared/addresses";

/** The shortest SIGNING_SECRET accepted: 32 characters, as `wrangler secret put` is told in docs/deploying.md. */
export const MIN_SECRET_LENGTH = 32;

/** Used only when the request is to localhost or 127.0.0.1 and no secret is set: it signs nothing anyone else trusts. */
const DEVELOPMENT_KEY = "harborlight-development-only-signing-key: never used beyond this machine";

/** No token we sign is anywhere near this long; anything longer is not read at all. */
const MAX_TOKEN_LENGTH = 1024;

export const SIGNING_NOT_CONFIGURED = "Signed links are not configured: set SIGNING_SECRET (32 or more characters)";

export const DAY_S = 24 * 60 * 60;

/** The signing key for a request, or a 500 whose message says what the deployer must set. */
export function signingKey(env: Pick<Env, "SIGNING_SECRET">, requestUrl: string): string {
  const secret = env.SIGNING_SECRET;
  if (secret && secret.length >= MIN_SECRET_LENGTH) return secret;
  if (!secret && isLoopbackHost(new URL(requestUrl).hostname)) return DEVELOPMENT_KEY;
  throw new HTTPException(500, { message: SIGNING_NOT_CONFIGURED });
}

/**
 * Whether a token's signature is written the one way we write it: base64url without padding, as
 * the JWT rules say. A decoder forgives padding and the unused low bits of the last character,
 * so without this check one signature would have several spellings, and a link changed by a
 * character would still work.
 */
function isCanonicalSignature(text: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return false;
  let bytes: ArrayBufferLike;
  try {
    bytes = decodeBase64Url(text).buffer;
  } catch {
    return false;
  }
  return encodeBase64Url(bytes).replace(/=+$/, "") === text;
}

/**
 * A token's payload when its signature is written the canonical way and is right; undefined for
 * anything else. The expiry is left to the caller, so that "expired" is only ever said of a
 * token we signed.
 */
export async function verifiedPayload(key: string, token: string): Promise<unknown> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  if (!isCanonicalSignature(token.slice(token.lastIndexOf(".") + 1))) return undefined;
  try {
    return await verify(token, key, { alg: "HS256", exp: false, nbf: false, iat: false });
  } catch {
    return undefined;
  }
}

/** base64url without padding. */
export const base64Url = (bytes: ArrayBuffer) => encodeBase64Url(bytes).replace(/=+$/, "");

/**
 * An email address as a link or a stored row names it: HMAC-SHA256 under the signing key of
 * `${purpose}\n` and the address in lower case, 128 bits. Without the key nobody can tell which
 * address a digest is of; each purpose gives other digests of the same address.
 */
export async function keyedDigest(key: string, purpose: string, address: string): Promise<string> {
  const hmac = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(`${purpose}\n${address.trim().toLowerCase()}`));
  return base64Url(mac.slice(0, 16));
}
