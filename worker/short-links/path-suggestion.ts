// The first free path of the suggestions (worker/shared/path-suggestion.ts, decision 0047): not
// a site path, not another link's (by match key, as R8 judges), not a post's address.
import type { Database } from "../db/client";
import { takenMatchKeys } from "../db/short-links";
import { isSitePath } from "../shared/pages";
import { pathCandidates } from "../shared/path-suggestion";
import { shortLinkMatchKey } from "../shared/short-links";
import { isPostPath } from "./post-paths";

export async function suggestShortPath(db: Database, toUrl: string | undefined, random: () => number = Math.random) {
  const candidates = pathCandidates(toUrl, random).filter((path) => !isSitePath(shortLinkMatchKey(path)));
  const taken = await takenMatchKeys(db, candidates.map(shortLinkMatchKey));
  for (const path of candidates) {
    if (!taken.has(shortLinkMatchKey(path)) && !(await isPostPath(db, path))) return path;
  }
  return undefined;
}
