// The short links this isolate has recently sent visitors through, so that a repeat click
// skips the lookup and costs one batch. Never trusted alone: that batch writes only while the
// redirect is still active under the same path and answers its current target, so an edit,
// a pause or a deletion in the dashboard takes effect on the very next click
// (docs/decisions/0007-redirects-at-the-edge.md). Remembered by match key
// (worker/shared/redirect-paths.ts), as the database matches: /Flyer and /flyer/ are one link.
import type { RedirectMatch } from "./db/redirects";

/** Enough for every printed short link a consultancy has; the oldest is forgotten first. */
const KNOWN_REDIRECTS_MAX = 500;

export class KnownRedirects {
  readonly #byMatchKey = new Map<string, RedirectMatch>();

  constructor(private readonly capacity = KNOWN_REDIRECTS_MAX) {}

  get(matchKey: string): RedirectMatch | undefined {
    return this.#byMatchKey.get(matchKey);
  }

  remember(matchKey: string, redirect: RedirectMatch) {
    this.#byMatchKey.delete(matchKey);
    this.#byMatchKey.set(matchKey, redirect);
    if (this.#byMatchKey.size > this.capacity) this.#byMatchKey.delete(this.#byMatchKey.keys().next().value!);
  }

  forget(matchKey: string) {
    this.#byMatchKey.delete(matchKey);
  }

  get size() {
    return this.#byMatchKey.size;
  }
}
