// The one shape in which a concept offers its pages to the dispatcher (serve.ts): which addresses
// are its pages, how the edge keeps them (page-cache.ts), and, read from D1, what each shows: its
// head, the data its screen renders (the same answers the API gives), or the address it moved to.
// A concept's folder does not import this file; serve.ts checks each source against it.
import type { Context } from "hono";

import type { ScreenData } from "#app-renderer";

import type { AppEnv } from "../env";
import type { PageMeta } from "../shared/pages";
import type { HeadOptions } from "./head";
import type { CachedPageShape } from "./page-cache";

/** What a page's read is given, and may tell back. */
export interface PageReading {
  now: Date;
  /** The dates the page lists: the edge keeps it until just past the first still to start (dates-shown.ts). */
  showsDates: (starts: Iterable<string>) => void;
}

/** A page read from D1: what it shows, or the address it is now at (a 301, the request's search kept). */
export type PageRead =
  | { movedTo: string; /** How long a browser may keep the 301 (by default, as the platform answers). */ keptSeconds?: number }
  | {
      meta: PageMeta;
      /** What its screen reads, as the API would answer it; a screen reads only its own (screens.ts). */
      screen: Partial<ScreenData>;
      head?: Omit<HeadOptions, "origin">;
    };

export interface PageSource<Key> {
  /** The page's key at this address (a slug, an id, a list's page), or undefined when it is not one of these pages. */
  match: (url: URL) => Key | undefined;
  /** How the edge keeps the page (its clock and the address parameters it reads). */
  cache: CachedPageShape;
  /** The page, read as of `reading.now`; undefined when there is none (the path is then a short link's, or not found). */
  read: (c: Context<AppEnv>, key: Key, reading: PageReading) => Promise<PageRead | undefined>;
  /** What an answer from the edge's cache must still do (a reader's view counted). */
  served?: (c: Context<AppEnv>, key: Key) => void;
  /** The not-found page for an address of these pages with nothing to show, in the page's own screen. */
  missing?: PageMeta;
}
