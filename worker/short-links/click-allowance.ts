// Whether a short-link click may be recorded: at most RECORDED_CLICKS_PER_CLIENT_PER_MINUTE per
// client, counted by the CLICK_RATE_LIMITER binding (docs/decisions/0011). Most visitors click
// once, so a client's first click in a minute that this isolate sees is recorded without
// waiting for the limiter; should the same client click here again that minute, the limiter
// counts the first click then, with the new one, and decides from there on. A client's count
// is therefore exact wherever it clicks twice; what the limiter never hears of is at most one
// click per isolate and minute (docs/decisions/0027-speed-and-clicks.md).
import type { RateLimit } from "@cloudflare/workers-types";

import { withinLimit } from "../security/rate-limit";

/** Clients remembered per isolate and minute; past this many, every click asks the limiter. */
const FIRST_CLICKS_MAX = 20_000;

/** What to do about a client's click, from what this isolate has seen of it this minute. */
export type FirstClickVerdict = "first" | "count-both" | "ask";

/**
 * The clients this isolate has recorded a first click for in the current minute, without the
 * limiter hearing of it yet. Windows are whole minutes, as the limiter's are.
 */
export class FirstClicks {
  #window = -1;
  /** Client → whether the limiter has heard of its first click. */
  readonly #clients = new Map<string, boolean>();

  constructor(
    private readonly capacity = FIRST_CLICKS_MAX,
    private readonly periodMs = 60_000,
  ) {}

  /** "first": record without asking; "count-both": tell the limiter of the first click too, then decide; "ask": decide as the limiter says. */
  verdict(client: string, now = Date.now()): FirstClickVerdict {
    const window = Math.floor(now / this.periodMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#clients.clear();
    }
    const counted = this.#clients.get(client);
    if (counted === undefined) {
      if (this.#clients.size >= this.capacity) return "ask";
      this.#clients.set(client, false);
      return "first";
    }
    if (counted) return "ask";
    this.#clients.set(client, true);
    return "count-both";
  }
}

const firstClicks = new FirstClicks();

/** True when this click may be recorded; a limiter that fails lets it through (and logs). */
export async function mayRecordClick(limiter: RateLimit | undefined, client: string): Promise<boolean> {
  const key = `click:${client}`;
  switch (firstClicks.verdict(client)) {
    case "first":
      return true;
    case "count-both":
      await withinLimit(limiter, key); // the first click, recorded already
      return withinLimit(limiter, key);
    case "ask":
      return withinLimit(limiter, key);
  }
}
