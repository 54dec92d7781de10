import { xmlChars } from "../shared/characters";

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Escapes text for an XML feed, without the characters XML 1.0 forbids (one would break the whole feed). */
export function escapeXml(value: string): string {
  return escapeHtml(xmlChars(value));
}

/** JSON for a <script type="application/ld+json"> block, safe against `</script>` in values. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
