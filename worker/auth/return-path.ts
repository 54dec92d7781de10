import { isDashboardPage } from "../shared/dashboard-pages";

/** Where sign-in returns when no (acceptable) return path was asked for. */
export const DEFAULT_RETURN_PATH = "/admin";

const SITE = "https://site.invalid";
/** Anything a browser could read as "another host": `//host` or `/\host`. */
const PROTOCOL_RELATIVE = /^[/\\]{2}|^\/\\/;

/**
 * A same-site path to return to after sign-in, or the default. The path is judged after the URL
 * parser has normalised it (dot segments, `%2e`, backslashes), exactly as the browser will read
 * the Location header: `/.//evil.example` becomes `//evil.example`, so it is refused.
 */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value || value.length > 512 || !value.startsWith("/")) return DEFAULT_RETURN_PATH;
  // The parser silently drops tabs and newlines and reads `\` as `/`: refuse them rather than guess.
  if (/[\p{Cc}\\]/u.test(value) || PROTOCOL_RELATIVE.test(value)) return DEFAULT_RETURN_PATH;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== SITE) return DEFAULT_RETURN_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || PROTOCOL_RELATIVE.test(path)) return DEFAULT_RETURN_PATH;
  return path;
}

/** The dashboard (and its login screen): the only place sign-in sends a non-admin away from. */
export function isDashboardPath(path: string): boolean {
  return isDashboardPage(new URL(path, SITE).pathname);
}
