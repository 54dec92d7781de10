// How long each record holding personal data is kept (R20, docs/decisions/0057-retention.md): one
// home for every period. The cron trigger's purges (worker/retention.ts), the privacy page
// (web/content/privacy.ts, prerendered at build time) and /your-data's "Kept" (worker/privacy/held.ts)
// all read these constants, so what the site says and what it does cannot drift apart. They are
// build-time values, as the company constants are (R1): no environment setting overrides them.

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
  /** A data request's email address and its digest, after the request came; the request's dates stay as proof. */
  dataRequestAddress: 45,
  /** An incident with its footage requests, owners' answers and their emails, after it was recorded (R14). */
  incident: 365,
  /** The random key that hashes a day's clients, and the day's post views: the UTC day itself (docs/decisions/0036). */
  clientKey: 1,
} as const;

export type RetentionPeriods = { readonly [Kind in keyof typeof RETENTION_DAYS]: number };

export const DAY_MS = 24 * 60 * 60 * 1000;

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

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Network(address: string): string | null {
  const parts = IPV4.exec(address)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return null;
  return `${parts[0]}.${parts[1]}.${parts[2]}.0/24`;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const octets = tail[1]!.split(".").map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const high = ((octets[0]! << 8) | octets[1]!).toString(16);
    const low = ((octets[2]! << 8) | octets[3]!).toString(16);
    text = `${text.slice(0, -tail[1]!.length)}${high}:${low}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const read = (half: string | undefined) => (half ? half.split(":") : []);
  const head = read(halves[0]);
  const rest = read(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...rest];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * A client address cut to its network, as kept once RETENTION_DAYS.clickAddress is over: IPv4 to
 * its /24 (`203.0.113.0/24`), IPv6 to its /48 (`2001:db8:abcd::/48`); an IPv4 address written as
 * IPv6 (`::ffff:203.0.113.7`) as IPv4. A network already cut stays as it is; anything else is not
 * an address and is dropped (null), never kept whole.
 */
export function truncateClientAddress(address: string): string | null {
  const text = address.trim().replace(/%.*$/, ""); // an IPv6 zone (fe80::1%eth0) names a local interface
  if (/^[\d.]+\/24$/.test(text) && ipv4Network(text.slice(0, -3)) === text) return text;
  if (text.endsWith("/48")) {
    const groups = ipv6Groups(text.slice(0, -3));
    return groups && groups.slice(3).every((group) => group === 0) ? `${ipv6Prefix(groups)}::/48` : null;
  }
  const v4 = ipv4Network(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.0/24`;
  return `${ipv6Prefix(groups)}::/48`;
}

const ipv6Prefix = (groups: number[]) =>
  groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":");
