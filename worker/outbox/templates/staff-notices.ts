// The staff emails about the site's own work (R23's Notifications): a data request that came
// through the website, and a message that failed for good. Each says what happened and where in
// the dashboard to look; neither carries the person's address or the message's contents.
import { email } from "./email-layout";
import type { EmailContent } from "./types";

export const OPEN_DATA_REQUESTS = "Open data requests in the dashboard";
export const OPEN_MESSAGE_LOG = "Open the message log in the dashboard";

export function dataRequestNoticeEmail(dashboardUrl: string): EmailContent {
  return email("A data request came through the website", {
    heading: "A data request came through the website",
    paragraphs: [
      "Someone asked on the website to see, download or delete the personal data held for their email address, and something is held for it.",
      "They were sent a link to it. The request, and whether they used the link, is in the dashboard's Data Requests.",
    ],
    link: { label: OPEN_DATA_REQUESTS, href: dashboardUrl },
  });
}

/** `dashboardUrl`: none where the site's address is not known outside a request (no SITE_URL, on this machine). */
export function failedMessageNoticeEmail(kindLabel: string, failedAt: string, dashboardUrl: string | undefined): EmailContent {
  return email(`A message failed for good: ${kindLabel}`, {
    heading: "A message failed for good",
    paragraphs: [
      `The site could not send a message (${kindLabel}) after every attempt, the last at ${failedAt}.`,
      "The message log (Contact Forms, Message log) shows why and can send it again.",
    ],
    ...(dashboardUrl ? { link: { label: OPEN_MESSAGE_LOG, href: dashboardUrl } } : {}),
  });
}
