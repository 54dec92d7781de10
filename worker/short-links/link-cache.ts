// The short links this isolate has recently sent visitors through, so that a repeat click
// skips the lookup and costs one batch. Never trusted alone on the direct click path: that
// batch writes only while the link is still active under the same path and answers its
// current target, so an edit, a pause or a deletion in the dashboard takes effect on the very
// next click (docs/decisions/0007-redirects-at-the-edge.md). The queued click path writes
// nothing before its 302, so it trusts what was read at most a second ago
// (docs/decisions/0027-speed-and-clicks.md). Remembered by match key
// (worker/shared/short-links.ts), as the database matches: /Flyer and /flyer/ are one link.
import type { ShortLinkMatch } from "../db/short-links";

/** Enough for every printed short link a consultancy has; the oldest is forgotten first. */
const LINK_CACHE_MAX = 500;

export class LinkCache {
  readonly #byMatchKey = new Map<string, { link: ShortLinkMatch; readAt: number }>();

  constructor(private readonly capacity = LINK_CACHE_MAX) {}

  /** What the link was when last read; with `maxAgeMs`, only if that read is at most this old. */
  get(matchKey: string, maxAgeMs = Infinity, now = Date.now()): ShortLinkMatch | undefined {
    const known = this.#byMatchKey.get(matchKey);
    return known && now - known.readAt <= maxAgeMs ? known.link : undefined;
  }

  /** A link as a read found it at `readAt`. */
  remember(matchKey: string, link: ShortLinkMatch, readAt = Date.now()) {
    this.#byMatchKey.delete(matchKey);
    this.#byMatchKey.set(matchKey, { link, readAt });
    if (this.#byMatchKey.size > this.capacity) this.#byMatchKey.delete(this.#byMatchKey.keys().next().value!);
  }

  forget(matchKey: string) {
    this.#byMatchKey.delete(matchKey);
  }

  get size() {
    return this.#byMatchKey.size;
  }
}
