/** Where sign-in returns when no (acceptable) return path was asked for. */
export const DEFAULT_RETURN_PATH = "/admin";

/**
 * A same-site path to return to after sign-in, or the default: never another origin,
 * never a protocol-relative (`//host`) or backslash trick, never a control character.
 */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value || value.length > 512) return DEFAULT_RETURN_PATH;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return DEFAULT_RETURN_PATH;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_RETURN_PATH;
  const base = "https://site.invalid";
  const url = new URL(value, base);
  if (url.origin !== base) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
