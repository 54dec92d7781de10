// The Monday email (R22): last week on the website against the week before, for the staff who
// receive it (Settings, Notifications). Only counts: no visitor, lead or address is in it.
import { email } from "./email-layout";
import type { EmailContent } from "./types";

export const OPEN_ANALYTICS = "Open the week in Analytics";

export interface WeeklySummary {
  /** The week, Monday to Sunday, as the site's days. */
  from: string;
  to: string;
  /** "March 2 – March 8, 2026" */
  weekLabel: string;
  /** Each total with last week's value and the change ("+12%"). */
  totals: { label: string; value: string; before: string; change: string | null }[];
  /** Top pages, top sources, goals and leads by source: a heading and a line per row. */
  lists: { heading: string; lines: string[] }[];
}

export function weeklySummaryEmail(summary: WeeklySummary, dashboardUrl: string | undefined): EmailContent {
  return email(`Your week on the website: ${summary.weekLabel}`, {
    heading: `Your week on the website: ${summary.weekLabel}`,
    paragraphs: [
      "What the site counted last week, against the week before. Counted on the site itself: no cookie, and no visitor followed.",
    ],
    lists: summary.lists.map(({ heading, lines }) => ({ heading, items: lines.length === 0 ? ["None"] : lines })),
    fields: summary.totals.map(({ label, value, before, change }) => ({
      label,
      value: `${value} (week before: ${before}${change === null ? "" : `, ${change}`})`,
    })),
    ...(dashboardUrl ? { link: { label: OPEN_ANALYTICS, href: dashboardUrl } } : {}),
  });
}
