// The short links this isolate has recently sent visitors through, so that a repeat click
// skips the lookup and costs one batch. Never trusted alone: that batch writes only while the
// redirect is still active under the same path and answers its current target, so an edit,
// a pause or a deletion in the dashboard takes effect on the very next click
// (docs/decisions/0007-redirects-at-the-edge.md).
import type { RedirectMatch } from "./db/redirects";

/** Enough for every printed short link a consultancy has; the oldest is forgotten first. */
const KNOWN_REDIRECTS_MAX = 500;

export class KnownRedirects {
  readonly #byPath = new Map<string, RedirectMatch>();

  constructor(private readonly capacity = KNOWN_REDIRECTS_MAX) {}

  get(pathname: string): RedirectMatch | undefined {
    return this.#byPath.get(pathname);
  }

  remember(pathname: string, redirect: RedirectMatch) {
    this.#byPath.delete(pathname);
    this.#byPath.set(pathname, redirect);
    if (this.#byPath.size > this.capacity) this.#byPath.delete(this.#byPath.keys().next().value!);
  }

  forget(pathname: string) {
    this.#byPath.delete(pathname);
  }

  get size() {
    return this.#byPath.size;
  }
}
