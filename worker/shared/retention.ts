// How long each record holding personal data is kept (R20, docs/decisions/0057-retention.md): one
// home for every period. The cron trigger's purges (worker/retention.ts), the privacy page
// (web/content/privacy.ts, prerendered at build time) and /your-data's "Kept" (worker/privacy/held.ts)
// all read these constants, so what the site says and what it does cannot drift apart. They are
// build-time values, as the company constants are (R1): no environment setting overrides them.

import ipaddr from "ipaddr.js";

import { DAY_MS } from "./calendar-day";
import { ANSWER_LIMIT_DAYS } from "./privacy";

/** Every period, in whole days. */
export const RETENTION_DAYS = {
  /** A lead (contact submission) after staff closed it, with its messages; the CRM is told to delete it. */
  closedLead: 730,
  /** A lead never closed, after it was received: no lead is kept forever because nobody closed it. */
  openLead: 1095,
  /** An email or webhook call, sent or failed, after it was written (a footage request's email goes with its incident). */
  message: 180,
  /** A short-link click's full client address, after the click; then only its network (IPv4 /24, IPv6 /48) is kept. */
  clickAddress: 30,
  /** A missing page in the 404 log, after it was last asked for. */
  missedPage: 90,
  /** A registration's new email address waiting for confirmation, after the owner asked: as long as its confirmation link works. */
  pendingEmail: 7,
  /** A data request's email address and its digest, after the request came: the law's time to answer it; the request's dates stay as proof. */
  dataRequestAddress: ANSWER_LIMIT_DAYS,
  /** An incident with its footage requests, owners' answers and their emails, after it was recorded (R14). */
  incident: 365,
  /** A session's record (the device, when it started and was last seen), after it was last seen: long after it ended (R25). */
  session: 90,
  /** An invitation to the team and its email, after it was last sent: its link stopped working after 7 days (R25). */
  invitation: 90,
  /** A counted visit and its page views and goals, after the site's day it began on; by then its day is added up (R22). */
  analyticsVisit: 7,
  /** What a day's visits add up to (no visitor in it, only counts), after that day. */
  analyticsDay: 1825,
  /** The random key that hashes a day's clients, and the day's post views: the UTC day itself (docs/decisions/0036). */
  clientKey: 1,
} as const;

export type RetentionPeriods = { readonly [Kind in keyof typeof RETENTION_DAYS]: number };

/**
 * The moment before which a record kept `days` is past its period, counted in whole UTC days: the
 * start of today (UTC) less `days`. A record written at that instant is kept, one a millisecond
 * earlier is purged. Counting whole days makes records fall due once a day, at midnight UTC, so
 * the cron trigger (every five minutes) purges a day's records in one run, not a few in each.
 */
export function retentionCutoff(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY_MS);
}

/**
 * A client address cut to its network, as kept once RETENTION_DAYS.clickAddress is over: IPv4 to
 * its /24 (`203.0.113.0/24`), IPv6 to its /48 (`2001:db8:abcd::/48`); an IPv4 address written as
 * IPv6 (`::ffff:203.0.113.7`) as IPv4. A network already cut stays as it is; anything else is not
 * an address and is dropped (null), never kept whole.
 */
export function truncateClientAddress(address: string): string | null {
  const [host, size, ...more] = address.trim().split("/");
  if (!host || more.length > 0) return null;
  const cut = networkOf(host.replace(/%.*$/, "")); // an IPv6 zone (fe80::1%eth0) names a local interface
  if (size === undefined) return cut;
  return cut === `${host}/${size}` ? cut : null;
}

/** The address's network as kept: read by ipaddr.js, written in its canonical form. */
function networkOf(host: string): string | null {
  // Only the dotted four-part form: ipaddr.js also reads "1.2.3" and hex or octal parts.
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return `${ipaddr.IPv4.networkAddressFromCIDR(`${host}/24`).toString()}/24`;
  if (!ipaddr.IPv6.isValid(host)) return null;
  const address = ipaddr.IPv6.parse(host);
  if (address.isIPv4MappedAddress()) return networkOf(address.toIPv4Address().toString());
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/48`).toString()}/48`;
}
