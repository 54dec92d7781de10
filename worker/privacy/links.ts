// A person's signed links to their own data (R18): an HS256 JWT over the request's reference, a
// keyed digest of the address it was sent to, and the action, expiring 24 hours after the
// request. The key and the reading of a signature are every signed link's
// (worker/security/signed-tokens.ts).
import { sign } from "hono/jwt";

import { DAY_S, keyedDigest, verifiedPayload } from "../security/signed-tokens";
import { YOUR_DATA_PATH } from "../shared/privacy";
import { z } from "../shared/schemas/zod";

/** "see" opens the records and downloads them; "delete" deletes them, once. */
export const YOUR_DATA_ACTIONS = ["see", "delete"] as const;
export type YourDataAction = (typeof YOUR_DATA_ACTIONS)[number];

export const YOUR_DATA_LINK_LIFETIME_S = DAY_S;

export interface YourDataLink {
  request: string;
  /** yourDataDigest of the address. */
  email: string;
  action: YourDataAction;
  /** Seconds since the epoch. */
  expires: number;
}

const claims = z.object({
  sub: z.string().min(1).max(64),
  em: z.string().min(1).max(64),
  act: z.enum(YOUR_DATA_ACTIONS),
  exp: z.number().int(),
});

/** An address as the links and the request row name it (the digest's purpose keeps earlier rows readable). */
export const yourDataDigest = (key: string, address: string) => keyedDigest(key, "your-data", address);

/** The time a link signed now stops working. */
export const linkExpiry = (now: Date) => Math.floor(now.getTime() / 1000) + YOUR_DATA_LINK_LIFETIME_S;

export function signYourDataLink(key: string, link: YourDataLink): Promise<string> {
  return sign({ sub: link.request, em: link.email, act: link.action, exp: link.expires }, key, "HS256");
}

export type YourDataCheck = { status: "valid" | "expired"; link: YourDataLink } | { status: "invalid" };

/** Reads a token: its signature, then its claims, then its expiry; `action` is the one the page takes. */
export async function readYourDataToken(key: string, token: string, action: YourDataAction, now = new Date()): Promise<YourDataCheck> {
  const parsed = claims.safeParse(await verifiedPayload(key, token));
  if (!parsed.success || parsed.data.act !== action) return { status: "invalid" };
  const { sub, em, act, exp } = parsed.data;
  const link: YourDataLink = { request: sub, email: em, action: act, expires: exp };
  return exp * 1000 <= now.getTime() ? { status: "expired", link } : { status: "valid", link };
}

export const YOUR_DATA_PAGES = {
  see: `${YOUR_DATA_PATH}/view`,
  download: `${YOUR_DATA_PATH}/download`,
  delete: `${YOUR_DATA_PATH}/delete`,
} as const;

/** The page a link opens, with its token. */
export async function yourDataUrl(origin: string, key: string, link: YourDataLink): Promise<string> {
  const url = new URL(YOUR_DATA_PAGES[link.action], origin);
  url.searchParams.set("t", await signYourDataLink(key, link));
  return url.href;
}
