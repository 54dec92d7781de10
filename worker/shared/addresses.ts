// Addresses admins enter (redirect targets, registration links, featured images), read the way
// the URL parser reads them. The same reading decides what is stored and, again, what is written
// into a Location header or a feed, so a row stored before these rules cannot break either.
import { hasControlCharacter } from "./characters";

/**
 * An absolute http(s) address as the URL parser reads it (`HTTPS://Example.COM/a b` gives
 * `https://example.com/a%20b`), or undefined. Control characters are refused before parsing,
 * because the parser silently drops tabs and line breaks instead of failing.
 */
export function httpHref(value: string): string | undefined {
  if (hasControlCharacter(value)) return undefined;
  // "https:example.org" parses, but nobody writes an address that way: insist on "//".
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// Any origin will do: it is only there to read a path against.
const PATH_BASE = "https://site.invalid";

/**
 * A path on this site (`/images/blog/x.webp`) as the URL parser reads it, or undefined: never
 * one that leaves the site (`//host`, `/\host`, or `/..//host`, which reads as `//host`), nor
 * one with a control character.
 */
export function sitePathHref(value: string): string | undefined {
  if (hasControlCharacter(value) || !value.startsWith("/")) return undefined;
  try {
    const url = new URL(value, PATH_BASE);
    if (url.origin !== PATH_BASE || url.pathname.startsWith("//")) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** This machine, by name or address: where development-only conveniences may apply. */
export function isLoopbackHost(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
}
