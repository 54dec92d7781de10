// The business details put into what the Worker answers (R23). Markup rendered ahead of the
// request (the build's prerendered pages, the Worker's renderer, the pages' shared header and
// footer) carries placeholders (worker/shared/company.ts); each answer fills them from one read
// of the settings, escaped for where each one stands, so a page never shows a mix of old and new.
import { escapeHtml, escapeJsonForScript } from "../html/escape";
import { PLACEHOLDER_PATTERN, shownDetails, type ShownDetail } from "../shared/company";
import type { BusinessDetails } from "../shared/settings";

type Escape = (value: string) => string;

type Shown = ReturnType<typeof shownDetails>;

function fillWith(text: string, shown: Shown, escape: Escape): string {
  if (!text.includes("__SITE_")) return text;
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (name in shown ? escape(shown[name as ShownDetail]) : whole));
}

/** Plain text (an email's text part, its subject): the details as they are. */
export function fillText(text: string, details: BusinessDetails): string {
  return fillWith(text, shownDetails(details), (value) => value);
}

/** A JSON string's content: the details escaped as JSON and for a <script> element. */
const inScript: Escape = (value) => escapeJsonForScript(JSON.stringify(value).slice(1, -1));

const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi;

/**
 * An HTML document or fragment: the details escaped as HTML text and attributes, and as JSON
 * inside the JSON a page carries in <script> elements (its structured data, its data).
 */
export function fillHtml(html: string, details: BusinessDetails, notice = ""): string {
  if (!html.includes("__SITE_")) return html;
  const shown = shownDetails(details, notice);
  let filled = "";
  let last = 0;
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [whole, open, body, close] = match as unknown as [string, string, string, string];
    filled += fillWith(html.slice(last, match.index), shown, escapeHtml) + open + fillWith(body, shown, inScript) + close;
    last = match.index + whole.length;
  }
  return filled + fillWith(html.slice(last), shown, escapeHtml);
}
