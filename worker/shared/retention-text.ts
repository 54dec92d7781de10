// What the site tells people about how long it keeps their data (R20): the privacy page's list
// (web/content/privacy.ts) and each record's "Kept" on /your-data (worker/privacy/held.ts). Every
// period comes from the settings the purges read (worker/shared/retention.ts), never typed here.
import { RETENTION_DAYS, type RetentionPeriods } from "./retention";

/** A period as a person says it: in years when it is whole years (730 days is "2 years"), else in days. */
export function days(count: number): string {
  if (count >= 365 && count % 365 === 0) return count === 365 ? "1 year" : `${count / 365} years`;
  return count === 1 ? "1 day" : `${count} days`;
}

/** The privacy page's section on retention, for the given periods (the site's own: RETENTION_DAYS). */
export function retentionPolicy(periods: RetentionPeriods = RETENTION_DAYS) {
  return {
    heading: "How Long We Keep Your Information",
    paragraphs: ["We keep each record only as long as stated here. When its time is up, our website deletes it by itself, within a day."],
    list: [
      `Contact form messages: ${days(periods.closedLead)} after we close your request, or ${days(periods.openLead)} after you sent it if it was never closed. They are then deleted with the emails about them, and any customer relationship management system we sent them to is told to delete them too.`,
      "Camera registrations: until you remove them or ask us to.",
      `A new email address you asked to change a camera registration to: until you confirm it, or for ${days(periods.pendingEmail)} if you do not.`,
      `Incidents, the footage requests about them, owners' answers and the emails asking for footage: ${days(periods.incident)} after the incident was recorded.`,
      `Emails and other messages we send: ${days(periods.message)} after they were written, or less when the record they belong to is deleted sooner.`,
      `Short link visits: the full IP address for ${days(periods.clickAddress)}. After that we keep only its network (the first three numbers of an IPv4 address, the first three groups of an IPv6 address), with the time, browser type and referring page, for our statistics.`,
      `Pages not found: the missing address, never who asked for it, for ${days(periods.missedPage)} after it was last asked for.`,
      `Requests on our Your data page: your email address for ${days(periods.dataRequestAddress)} after the request, or until you delete everything; after that only the request's dates, as proof that we answered it.`,
      `Page views counted on our website: each visit, with the pages it viewed and where it came from, for ${days(periods.analyticsVisit)}; after that only each day's totals, which say nothing about any one visitor, for ${days(periods.analyticsDay)}.`,
      "The keys that tell visitors apart for view counts and abuse limits without knowing who they are: only for the day they are used.",
      `Signing in: the browser and system you signed in with, and when you signed in and were last active, for ${days(periods.session)} after you were last active.`,
      `Invitations to our team: the address invited and its email, for ${days(periods.invitation)} after the invitation was sent.`,
    ],
  };
}

/**
 * What the site counts of every visit and how long it keeps it (R22): the privacy policy's usage
 * paragraph and /your-data both say it in these words, from the periods the purges use.
 */
export function pageViewText(periods: RetentionPeriods = RETENTION_DAYS): string {
  return `Page views: our website counts the pages you view, how you arrived (the address of the site that linked to us, the campaign tags in the link, or the short link or QR code you followed), your country, your type of device and your browser's name. It sets no cookie, stores nothing on your device and never stores your IP address or your browser's full identification: it tells visitors apart for one day only, by a code computed from them with a random key that is deleted after that day. If your browser sends Global Privacy Control or Do Not Track, your views are counted without that code. A visit is kept for ${days(periods.analyticsVisit)}; after that only each day's totals remain, for ${days(periods.analyticsDay)}.`;
}

/** How long each record listed on /your-data is kept, in the same periods. */
export const KEPT_TEXT = {
  contact: `${days(RETENTION_DAYS.closedLead)} after we close it (${days(RETENTION_DAYS.openLead)} after you sent it if it is never closed), or until you delete it here.`,
  registration: "Until you remove it (here, or with the link in its emails) or ask us to.",
  footageRequest: `${days(RETENTION_DAYS.incident)} after the incident was recorded, then deleted with it.`,
  message: `${days(RETENTION_DAYS.message)} after it was written, or less when the record it belongs to is deleted sooner.`,
  pendingEmail: `Until the registration's owner confirms it from this address, or ${days(RETENTION_DAYS.pendingEmail)} after they asked, or until you delete everything here.`,
  signInAccount: "Until an administrator removes it: ask us.",
  signInSession: `${days(RETENTION_DAYS.session)} after it was last active.`,
  request: `Kept as proof the request was answered; your address is removed from it ${days(RETENTION_DAYS.dataRequestAddress)} after the request, or when you delete everything.`,
} as const;
