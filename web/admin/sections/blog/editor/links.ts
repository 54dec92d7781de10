// Which link addresses the editor accepts, and how a link opens. The public page's sanitizer
// keeps the same links (http(s), mailto, tel and addresses on this site) and gives the same
// new-tab rule, so what the editor writes passes it unchanged.
import { opensInNewTab } from "../../../../../worker/shared/external-link";

export const LINK_ADDRESS_TEXTS = {
  required: "Enter the link's address",
  unsupported: "Use an address starting with https://, http://, mailto:, tel: or /",
} as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

const isControlOrSpace = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/** Why an address cannot be a link, or undefined when it can (javascript: and data: never can). */
export function linkAddressProblem(address: string): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this.
  const compact = [...address].filter((character) => !isControlOrSpace(character.codePointAt(0)!)).join("");
  if (!compact) return LINK_ADDRESS_TEXTS.required;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme) ? undefined : LINK_ADDRESS_TEXTS.unsupported;
  // No scheme: a path on this site ("/contact", "#steps") or a bare name that needs one.
  return /^[/#?]/.test(compact) ? undefined : LINK_ADDRESS_TEXTS.unsupported;
}

/**
 * The attributes a link is written with: another site's opens in a new tab without this
 * page's opener or referrer. In the order the sanitizer itself leaves them (it re-adds
 * target last), so that it finds nothing to change.
 */
export function linkAttributes(href: string, base = window.location.href): Record<string, string> {
  return opensInNewTab(href, base) ? { href, rel: "noopener noreferrer", target: "_blank" } : { href };
}
