// The pieces every email is made of, in two parts built from the same rows: plain text and HTML.
// Every value is escaped where it is inserted into the HTML; templates pass plain text only.
import { escapeHtml } from "../../pages/html";
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
  if (body.quote) lines.push(`${body.quote.label}:`, body.quote.text, "");
  if (body.link) lines.push(`${body.link.label}: ${body.link.href}`, "");
  for (const choice of body.links ?? []) lines.push(`${choice.label}:`, choice.href, "");
  lines.push("--", footerLine);
  return lines.join("\n");
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

export function htmlDocument(subject: string, body: EmailBody): string {
  const paragraphs = body.paragraphs.map(
    (text) => `<p style="margin:0 0 16px;${FONT}font-size:15px;line-height:22px;color:#1f2937">${escapeHtml(text)}</p>`,
  );
  const rows = (body.fields ?? []).map(
    (field) =>
      `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;${FONT}font-size:14px;color:#4b5563;font-weight:bold;white-space:nowrap">${escapeHtml(field.label)}</th><td style="padding:6px 0;${FONT}font-size:14px;color:#111827">${field.href ? `<a href="${escapeHtml(field.href)}" style="color:#1d4ed8">${escapeHtml(field.value)}</a>` : escapeHtml(field.value)}</td></tr>`,
  );
  const quote = body.quote
    ? `<p style="margin:16px 0 6px;${FONT}font-size:14px;font-weight:bold;color:#4b5563">${escapeHtml(body.quote.label)}</p><div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #f59e0b;background:#f9fafb;${FONT}font-size:15px;line-height:22px;color:#111827;white-space:pre-wrap">${escapeHtml(body.quote.text)}</div>`
    : "";
  const link = body.link ? button(body.link, "24px 0 8px") : "";
  const links = (body.links ?? []).map((choice) => button(choice, "12px 0"));
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">`,
    `<tr><td style="padding:20px 24px;background:#0f1f3a;border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff">${escapeHtml(COMPANY.name)}</td></tr>`,
    `<tr><td style="padding:24px">`,
    `<h1 style="margin:0 0 16px;${FONT}font-size:20px;line-height:28px;color:#111827">${escapeHtml(body.heading)}</h1>`,
    ...paragraphs,
    rows.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows.join("")}</table>` : "",
    quote,
    link,
    ...links,
    `</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;color:#6b7280">${escapeHtml(footerLine)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("");
}

function button(link: { label: string; href: string }, margin: string): string {
  return `<p style="margin:${margin}"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#0f1f3a;color:#ffffff;text-decoration:none;border-radius:6px;${FONT}font-size:15px;font-weight:bold">${escapeHtml(link.label)}</a></p>`;
}

/** One email in both parts; the subject is made safe for its header here, for every template. */
export function email(subject: string, body: EmailBody): EmailContent {
  const safeSubject = headerText(subject);
  return { subject: safeSubject, text: plainText(body), html: htmlDocument(safeSubject, body) };
}
