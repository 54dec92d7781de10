// How often an owner's signed link may act (R14, decision 0059): per link (its registration, or its
// footage request) and per recipient of the email it sends. Each use is counted in the batch that
// acts (worker/db/link-uses.ts); a batch that would pass a cap writes nothing, so nothing is sent
// or queued, and the page answers 429.
import type { Database } from "../db/client";
import { isLinkLimitReached } from "../db/errors";
import { countUses, usableAgainAt, type LinkUse } from "../db/link-uses";
import { keyedDigest } from "../security/signed-tokens";
import { DAY_MS, HOUR_MS } from "../shared/calendar-day";

/** Each limit: how many uses a window allows, and the window. */
export const LINK_LIMITS = {
  /** Manage-form saves that change something, per registration (a new address is a geocoder lookup each). */
  saves: { cap: 10, windowMs: HOUR_MS },
  /** Confirmations of a new email address sent, per registration... */
  emailChecks: { cap: 3, windowMs: HOUR_MS },
  /** ...and to one address, whichever registrations ask for it. */
  emailChecksTo: { cap: 3, windowMs: DAY_MS },
  /** New email addresses confirmed, per registration (each emails the old address and the new one). */
  emailConfirmations: { cap: 3, windowMs: DAY_MS },
  /** New manage links emailed to one address (one registration asks at most once in 15 minutes besides). */
  manageLinksTo: { cap: 4, windowMs: DAY_MS },
  /** Answers to one footage request, the first and each change (each "I may have footage" emails staff). */
  answers: { cap: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, Omit<LinkUse, "key">>;

type LimitName = keyof typeof LINK_LIMITS;

/** A use counted against a registration or a footage request (what its links reach). */
export const useOf = (name: LimitName, of: "registration" | "request", id: number): LinkUse => ({
  key: `${name}:${of}:${id}`,
  ...LINK_LIMITS[name],
});

/** A use counted against the address an email goes to, named by a keyed digest, never by itself. */
export const useTo = async (name: LimitName, signingKey: string, address: string): Promise<LinkUse> => ({
  key: `${name}:to:${await keyedDigest(signingKey, "link-limits", address)}`,
  ...LINK_LIMITS[name],
});

/** When a limit was reached: nothing was done, and when the link may act again. */
export interface Limited {
  limitedUntil: Date;
}

/**
 * Runs the batch that acts (`act`, given the statements that count its uses); answers `Limited`
 * in place of its result when a count was at its cap, the whole batch then undone.
 */
export async function withinLinkLimits<T>(
  db: Database,
  uses: readonly LinkUse[],
  act: (counted: ReturnType<typeof countUses>) => Promise<T>,
  now = new Date(),
): Promise<T | Limited> {
  try {
    return await act(countUses(db, uses, now));
  } catch (error) {
    if (!isLinkLimitReached(error)) throw error;
    return { limitedUntil: await usableAgainAt(db, uses, now) };
  }
}

export const isLimited = (outcome: unknown): outcome is Limited =>
  typeof outcome === "object" && outcome !== null && "limitedUntil" in outcome;
