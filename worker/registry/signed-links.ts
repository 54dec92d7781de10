// The registry owners' signed links (R14): an owner answers a footage request, leaves the
// registry, manages a registration or confirms a new email address without an account, through a
// link whose token is an HS256 JWT (hono/jwt) over the registration, the incident or the new
// address, the action and the registration's link generation, with an expiry.
// The key and the reading of a token's signature are every signed link's (worker/security/signed-tokens.ts).
import { sign } from "hono/jwt";

import { DAY_S, keyedDigest, verifiedPayload } from "../security/signed-tokens";
import { OWNER_PAGES } from "../shared/registry";
import { RETENTION_DAYS } from "../shared/retention";
import { instantToSiteDateTime } from "../shared/time";
import { z } from "../shared/schemas/zod";

/** What a link lets its holder do. */
export const OWNER_ACTIONS = ["may_have", "no_footage", "leave", "manage", "confirm-email"] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/** How long the links in a footage request work (its answers and "Remove me from the registry"). */
export const FOOTAGE_LINK_LIFETIME_DAYS = 60;
/** How long a link to manage a registration works; an owner with an expired one can have a new one emailed. */
export const MANAGE_LINK_LIFETIME_DAYS = 30;
/**
 * How long the link that confirms a new email address works; after that the owner asks again from
 * the manage page, and the waiting address is forgotten (R20: the same period).
 */
export const CONFIRM_EMAIL_LINK_LIFETIME_DAYS = RETENTION_DAYS.pendingEmail;

/** One link's meaning: whose registration, which incident (for a footage request's links), what to do. */
export interface OwnerLink {
  /** The registration's reference: random, never reused, and gone with the registration. */
  registration: string;
  incidentId: number | null;
  action: OwnerAction;
  /**
   * For "confirm-email" only: the digest of the new address it confirms (emailDigest), so a link
   * sent for an address the owner has since replaced confirms nothing. The address itself is
   * never in a link.
   */
  email?: string;
  /**
   * The registration's link generation when it was signed (0 when absent): a confirmed new email
   * address raises it, and links of an older one no longer open (decision 0059). An email
   * confirmation carries none: its digest binds it already.
   */
  generation?: number;
}

const claims = z.object({
  sub: z.string().min(1).max(64),
  act: z.enum(OWNER_ACTIONS),
  inc: z.number().int().positive().optional(),
  em: z.string().min(1).max(64).optional(),
  gen: z.number().int().positive().optional(),
  exp: z.number().int(),
});

export function linkLifetimeDays(action: OwnerAction): number {
  if (action === "confirm-email") return CONFIRM_EMAIL_LINK_LIFETIME_DAYS;
  return action === "manage" ? MANAGE_LINK_LIFETIME_DAYS : FOOTAGE_LINK_LIFETIME_DAYS;
}

/** An email address as a confirmation link names it: keyed by the signing key (keyedDigest), never a plain hash anyone can check a guess against. */
export const emailDigest = (key: string, address: string) => keyedDigest(key, "registry-email", address);

export async function signOwnerLink(key: string, link: OwnerLink, now = new Date()): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + linkLifetimeDays(link.action) * DAY_S;
  return sign(
    {
      sub: link.registration,
      act: link.action,
      ...(link.incidentId === null ? {} : { inc: link.incidentId }),
      ...(link.email === undefined ? {} : { em: link.email }),
      ...(link.generation ? { gen: link.generation } : {}),
      exp,
    },
    key,
    "HS256",
  );
}

export type LinkCheck = { status: "valid"; link: OwnerLink } | { status: "expired"; link: OwnerLink } | { status: "invalid" };

/**
 * Reads a token: its signature first (written the canonical way, and right), then its expiry
 * (so "expired" is only ever said of a token we signed), then its claims' shape. Anything else
 * is simply invalid.
 */
export async function readOwnerToken(key: string, token: string, now = new Date()): Promise<LinkCheck> {
  const parsed = claims.safeParse(await verifiedPayload(key, token));
  if (!parsed.success) return { status: "invalid" };
  const { sub, act, inc, em, gen, exp } = parsed.data;
  const link: OwnerLink = {
    registration: sub,
    action: act,
    incidentId: inc ?? null,
    ...(em === undefined ? {} : { email: em }),
    ...(gen === undefined ? {} : { generation: gen }),
  };
  // A footage request's links name their incident; a manage link and an email confirmation name
  // none; only an email confirmation names an address.
  const aboutRegistration = act === "manage" || act === "confirm-email";
  const confirming = act === "confirm-email";
  if (aboutRegistration !== (inc === undefined) || confirming !== (em !== undefined) || (confirming && gen !== undefined)) {
    return { status: "invalid" };
  }
  return exp * 1000 <= now.getTime() ? { status: "expired", link } : { status: "valid", link };
}

/** Which page a link opens. */
export function ownerPagePath(action: OwnerAction): string {
  if (action === "manage") return OWNER_PAGES.manage;
  if (action === "confirm-email") return OWNER_PAGES.confirmEmail;
  return action === "leave" ? OWNER_PAGES.leave : OWNER_PAGES.answer;
}

/** A link as it goes into an email: its full address, and the last whole Baltimore day it works ("YYYY-MM-DD"). */
export async function ownerLinkUrl(
  origin: string,
  key: string,
  link: OwnerLink,
  now = new Date(),
): Promise<{ url: string; worksUntil: string }> {
  const url = new URL(ownerPagePath(link.action), origin);
  url.searchParams.set("t", await signOwnerLink(key, link, now));
  return { url: url.href, worksUntil: linkWorksUntil(link.action, now) };
}

/** The last whole Baltimore day ("YYYY-MM-DD") a link of this action signed now works. */
export function linkWorksUntil(action: OwnerAction, now = new Date()): string {
  const lastDay = new Date(now.getTime() + (linkLifetimeDays(action) - 1) * DAY_S * 1000);
  return instantToSiteDateTime(lastDay).date;
}
