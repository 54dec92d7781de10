import { xmlChars } from "../shared/characters";

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Escapes text for an XML feed, without the characters XML 1.0 forbids (one would break the whole feed). */
export function escapeXml(value: string): string {
  return escapeHtml(xmlChars(value));
}

/**
 * JSON text made safe inside a <script> element: no `</script>` or `<!--` can close or change
 * it, and the line separators U+2028/2029 (which older parsers of JavaScript refuse in strings)
 * are escaped too. Each is escaped as JSON reads it back: the same value.
 */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** JSON for a <script type="application/ld+json"> block. */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}
