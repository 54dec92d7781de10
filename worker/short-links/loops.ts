// A short link must not send visitors round in circles: its target may not be the link itself,
// nor lead back to it through other active short links on this site, whether it names the site
// by its address or by a path alone ("/winter", decision 0065).
import type { Database } from "../db/client";
import { findActiveShortLink } from "../db/short-links";
import { sitePathHref } from "../shared/addresses";
import { SHORT_LINK_TEXTS, shortLinkMatchKey } from "../shared/short-links";

/** Any origin will do: a path of this site is read against it for its path alone. */
const PATH_BASE = "https://site.invalid";

/** How many links a chain is followed through; a longer chain is let be (nothing loops within it). */
export const LOOP_CHECK_DEPTH = 10;

export type LoopVerdict = "none" | "itself" | "loop";

interface LinkUnderEdit {
  /** The link's id when it already exists (an update), so its stored row is not followed. */
  id?: number;
  fromPath: string;
  toUrl: string;
}

/** The match key a target names when it is an address or a path of this site, else undefined. */
function siteMatchKey(toUrl: string, siteOrigins: readonly string[]): string | undefined {
  const path = sitePathHref(toUrl);
  if (path !== undefined) return shortLinkMatchKey(new URL(path, PATH_BASE).pathname);
  let url: URL;
  try {
    url = new URL(toUrl);
  } catch {
    return undefined;
  }
  return siteOrigins.includes(url.origin) ? shortLinkMatchKey(url.pathname) : undefined;
}

/**
 * Follows the link's target through active links (`findActive` by match key) on this site's
 * origins: "itself" when the target is the link's own path, "loop" when the chain comes back
 * to it or runs into a loop of other links.
 */
export async function findShortLinkLoop(
  link: LinkUnderEdit,
  siteOrigins: readonly string[],
  findActive: (matchKey: string) => Promise<{ id: number; toUrl: string } | undefined>,
): Promise<LoopVerdict> {
  const ownKey = shortLinkMatchKey(link.fromPath);
  const seen = new Set([ownKey]);
  let key = siteMatchKey(link.toUrl, siteOrigins);
  if (key === ownKey) return "itself";
  for (let step = 0; key !== undefined && step < LOOP_CHECK_DEPTH; step++) {
    if (seen.has(key)) return "loop";
    seen.add(key);
    const next = await findActive(key);
    if (!next) return "none";
    // The link being edited under its old path: after the edit nothing is there (its new path is `ownKey`).
    if (next.id === link.id) return "none";
    key = siteMatchKey(next.toUrl, siteOrigins);
  }
  return "none";
}

/** The field error of a link whose target is itself or loops through the active links stored now; undefined when it does not. */
export async function loopProblem(db: Database, link: LinkUnderEdit, siteOrigins: readonly string[]) {
  const verdict = await findShortLinkLoop(link, siteOrigins, (matchKey) => findActiveShortLink(db, matchKey));
  if (verdict === "none") return undefined;
  return { field: "toUrl", message: verdict === "itself" ? SHORT_LINK_TEXTS.targetIsItself : SHORT_LINK_TEXTS.targetLoops };
}
