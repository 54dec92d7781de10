// The pieces every email is made of, in two parts built from the same rows: plain text and HTML.
// The HTML is written with hono/html, which escapes every value it is given; templates pass
// plain text only.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

import { COMPANY } from "../../shared/company";
import { siteDateFormat } from "../../shared/time";
import { headerText } from "./header-text";
import type { EmailContent } from "./types";

/** A labelled value; `href` makes it a link (mailto:, tel:, https:). */
export interface Field {
  label: string;
  value: string;
  href?: string;
}

export interface EmailBody {
  /** The first line: what this email is. */
  heading: string;
  paragraphs: string[];
  fields?: Field[];
  /** A block of the sender's own words, line breaks kept. */
  quote?: { label: string; text: string };
  link?: { label: string; href: string };
  /** Short lists, each under its heading (a summary's top pages). */
  lists?: { heading: string; items: string[] }[];
  /** Several choices, each its own button (a footage request's answers). */
  links?: { label: string; href: string }[];
}

const momentFormat = siteDateFormat({ dateStyle: "full", timeStyle: "short" });
const zoneNameFormat = siteDateFormat({ timeZoneName: "short" });

/** A moment as staff in Baltimore read it: "Monday, January 5, 2026 at 10:00 AM EST". */
export function siteMoment(at: Date): string {
  return `${momentFormat().format(at)} ${timeZoneName(at)}`;
}

function timeZoneName(at: Date): string {
  return (
    zoneNameFormat()
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? ""
  );
}

const footerLine = `${COMPANY.name} · ${COMPANY.phone} · ${COMPANY.serviceArea}`;

export function plainText(body: EmailBody): string {
  const lines = [body.heading, "", ...body.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  for (const field of body.fields ?? []) lines.push(`${field.label}: ${field.value}`);
  if (body.fields?.length) lines.push("");
  for (const list of body.lists ?? []) lines.push(`${list.heading}:`, ...list.items.map((item) => `- ${item}`), "");
  if (body.quote) lines.push(`${body.quote.label}:`, body.quote.text, "");
  if (body.link) lines.push(`${body.link.label}: ${body.link.href}`, "");
  for (const choice of body.links ?? []) lines.push(`${choice.label}:`, choice.href, "");
  lines.push("--", footerLine);
  return lines.join("\n");
}

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

const FONT = "font-family:Arial,Helvetica,sans-serif;";

/** Every style is inline: email clients drop <style> blocks. */
const STYLES = {
  backdrop: "background:#f3f4f6",
  body: "margin:0;padding:0;background:#f3f4f6",
  card: "max-width:600px;background:#ffffff;border-radius:8px",
  banner: `padding:20px 24px;background:#0f1f3a;border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff`,
  heading: `margin:0 0 16px;${FONT}font-size:20px;line-height:28px;color:#111827`,
  paragraph: `margin:0 0 16px;${FONT}font-size:15px;line-height:22px;color:#1f2937`,
  fieldLabel: `padding:6px 12px 6px 0;${FONT}font-size:14px;color:#4b5563;font-weight:bold;white-space:nowrap`,
  fieldValue: `padding:6px 0;${FONT}font-size:14px;color:#111827`,
  fieldLink: "color:#1d4ed8",
  listHeading: `margin:16px 0 6px;${FONT}font-size:16px;font-weight:bold;color:#111827`,
  list: `margin:0 0 16px;padding-left:20px;${FONT}font-size:14px;line-height:21px;color:#1f2937`,
  quoteLabel: `margin:16px 0 6px;${FONT}font-size:14px;font-weight:bold;color:#4b5563`,
  quote: `margin:0 0 16px;padding:12px 16px;border-left:4px solid #f59e0b;background:#f9fafb;${FONT}font-size:15px;line-height:22px;color:#111827;white-space:pre-wrap`,
  button: `display:inline-block;padding:10px 18px;background:#0f1f3a;color:#ffffff;text-decoration:none;border-radius:6px;${FONT}font-size:15px;font-weight:bold`,
  footer: `padding:16px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;color:#6b7280`,
};

// The markup is written on single lines, its pieces joined without whitespace: Prettier would
// re-indent HTML templates, and whitespace in an email is not free (the quote keeps its line
// breaks with white-space:pre-wrap). Hence `prettier-ignore` on the templates below.

// prettier-ignore
function htmlDocument(subject: string, body: EmailBody): Markup {
  const rows = (body.fields ?? []).map(fieldRow);
  return html`${[
    html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>`,
    html`<body style="${STYLES.body}">`,
    html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${STYLES.backdrop}"><tr><td align="center" style="padding:24px 12px">`,
    html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${STYLES.card}">`,
    html`<tr><td style="${STYLES.banner}">${COMPANY.name}</td></tr>`,
    html`<tr><td style="padding:24px">`,
    html`<h1 style="${STYLES.heading}">${body.heading}</h1>`,
    body.paragraphs.map((text) => html`<p style="${STYLES.paragraph}">${text}</p>`),
    rows.length ? html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows}</table>` : "",
    (body.lists ?? []).map((list) => html`<h2 style="${STYLES.listHeading}">${list.heading}</h2><ul style="${STYLES.list}">${list.items.map((item) => html`<li>${item}</li>`)}</ul>`),
    body.quote ? html`<p style="${STYLES.quoteLabel}">${body.quote.label}</p><div style="${STYLES.quote}">${body.quote.text}</div>` : "",
    body.link ? button(body.link, "24px 0 8px") : "",
    (body.links ?? []).map((choice) => button(choice, "12px 0")),
    html`</td></tr>`,
    html`<tr><td style="${STYLES.footer}">${footerLine}</td></tr>`,
    html`</table></td></tr></table></body></html>`,
  ]}`;
}

// prettier-ignore
function fieldRow(field: Field): Markup {
  const value = field.href ? html`<a href="${field.href}" style="${STYLES.fieldLink}">${field.value}</a>` : field.value;
  return html`<tr><th scope="row" align="left" valign="top" style="${STYLES.fieldLabel}">${field.label}</th><td style="${STYLES.fieldValue}">${value}</td></tr>`;
}

function button(link: { label: string; href: string }, margin: string): Markup {
  return html`<p style="margin:${margin}"><a href="${link.href}" style="${STYLES.button}">${link.label}</a></p>`;
}

/** One email in both parts; the subject is made safe for its header here, for every template. */
export function email(subject: string, body: EmailBody): EmailContent {
  const safeSubject = headerText(subject);
  return { subject: safeSubject, text: plainText(body), html: markupText(htmlDocument(safeSubject, body)) };
}

/** The document as text: nothing in it waits on a promise, so hono/html has built it already. */
function markupText(markup: Markup): string {
  if (markup instanceof Promise) throw new Error("An email's HTML is built at once, never awaited");
  return markup.toString();
}
