// The site's settings (R23): what the office changes itself from the dashboard's Settings section,
// without a deploy. Each section is one value with its own rules; the Worker keeps them in D1
// (worker/settings/), the dashboard draws its forms from the same schemas. Shared by both.
import { isStorableText } from "./characters";
import { emailField, phoneField, storable } from "./schemas/fields";
import { z } from "./schemas/zod";
import { SOCIAL_PROFILE_IDS, type BusinessDetails, type SocialProfile } from "./business-details";

export * from "./business-details";

export const SETTINGS_SECTIONS = ["business", "notice", "notifications", "integrations"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** How each section is named on the screen, in the history and in the audit trail. */
export const SETTINGS_SECTION_NAMES: Record<SettingsSection, string> = {
  business: "Business details",
  notice: "Site notice",
  notifications: "Notifications",
  integrations: "Integrations",
};

/** The settings' own messages, as the API answers them and the screen shows them. */
export const SETTINGS_TEXTS = {
  changedMeanwhile: "Someone else changed these settings meanwhile: reload to see their change, then make yours again.",
  onlyLatestUndone: "Only the latest change of a section can be undone.",
  saved: "Settings saved",
  undone: "Change undone",
  webAddress: "Enter a web address starting with https://",
  noticeEndsBeforeStart: "The end must be after the start",
  noticeTooLong: "Keep the notice to 200 characters",
  webhookAddress: "Enter the receiver's https:// address",
  webhookAddressRequired: "Enter the receiver's address to turn the webhook on",
  webhookSecret: "Enter a signing secret as the receiver gives it: whsec_ and at least 24 bytes in base64",
  noWebhookAddress: "Set the receiver's address and save it first.",
  noEncryptionKey: "Secrets cannot be stored: the deployment has no SETTINGS_ENCRYPTION_KEY.",
  unreachable: "The receiver could not be reached",
} as const;

const lineText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).refine(isStorableText, storable);

/** Several lines of text (an address, the opening hours), each trimmed, empty lines dropped. */
const linesText = (maxLines: number, maxLength: number) =>
  z
    .string()
    .max(maxLines * (maxLength + 2), `Must be at most ${maxLines} lines`)
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .refine((value) => value.split("\n").length <= maxLines, `Must be at most ${maxLines} lines`)
    .refine((value) => value.split("\n").every((line) => line.length <= maxLength), `Each line must be at most ${maxLength} characters`)
    .refine(isStorableText, storable);

/** An https address, or empty for none. */
const profileAddress = z
  .string()
  .trim()
  .max(300, SETTINGS_TEXTS.webAddress)
  .refine((value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"), SETTINGS_TEXTS.webAddress);

export const businessDetailsSchema = z.object({
  phone: phoneField,
  email: emailField,
  serviceArea: lineText(80).pipe(z.string().min(2, "Service area is required")),
  /** The postal address, one line each; empty when the office has none to show. */
  address: linesText(4, 80),
  /** The opening hours, one line each (days and times). */
  hours: linesText(7, 60).pipe(z.string().min(1, "Opening hours are required")),
  socials: z.object(
    Object.fromEntries(SOCIAL_PROFILE_IDS.map((id) => [id, profileAddress])) as Record<SocialProfile, typeof profileAddress>,
  ),
});
// What the schema makes of a valid value is the site's BusinessDetails (business-details.ts).
businessDetailsSchema satisfies z.ZodType<BusinessDetails, unknown>;

export const NOTICE_MAX = 200;

/** An instant as the API carries it: an ISO 8601 string with its offset, or null for none. */
const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /[zZ]|[+-]\d\d:\d\d$/.test(value), "Enter a date and time")
  .transform((value) => new Date(value).toISOString())
  .nullable();

export const siteNoticeSchema = z
  .object({
    /** What the notice says; empty: no notice. */
    message: z.string().trim().max(NOTICE_MAX, SETTINGS_TEXTS.noticeTooLong).refine(isStorableText, storable),
    /** When it starts showing (null: at once) and stops (null: until it is taken down). */
    startsAt: instant,
    endsAt: instant,
  })
  .refine(({ startsAt, endsAt }) => !startsAt || !endsAt || Date.parse(endsAt) > Date.parse(startsAt), {
    message: SETTINGS_TEXTS.noticeEndsBeforeStart,
    path: ["endsAt"],
  });
export type SiteNotice = z.infer<typeof siteNoticeSchema>;

/** Whether the notice shows at `now`: it says something, has started and has not ended. */
export function noticeShowsAt(notice: SiteNotice, now: number): boolean {
  if (!notice.message) return false;
  if (notice.startsAt && now < Date.parse(notice.startsAt)) return false;
  return !(notice.endsAt && now >= Date.parse(notice.endsAt));
}

/**
 * The next moment the notice appears or goes after `now` (ms since the epoch), or undefined when
 * it no longer changes: a page showing it, or not, is kept only until then.
 */
export function noticeChangesAt(notice: SiteNotice, now: number): number | undefined {
  if (!notice.message) return undefined;
  return [notice.startsAt, notice.endsAt].map((at) => (at ? Date.parse(at) : NaN)).find((at) => at > now);
}

/** The staff emails, each sent to the recipients Notifications names for it. */
export const STAFF_EMAIL_KINDS = {
  newLead: "A new lead from the contact form",
  ownerAnswer: "A camera owner's answer to a footage request",
  dataRequest: "A person's request to see, download or delete their data",
  failedMessage: "An email or webhook that failed for good",
  weeklySummary: "The weekly analytics summary",
} as const;
export type StaffEmailKind = keyof typeof STAFF_EMAIL_KINDS;
export const STAFF_EMAIL_KIND_IDS = Object.keys(STAFF_EMAIL_KINDS) as StaffEmailKind[];

/** At most this many recipients for each kind. */
export const RECIPIENTS_MAX = 10;

const recipients = z
  .array(emailField.transform((email) => email.toLowerCase()))
  .max(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} recipients`)
  .transform((emails) => [...new Set(emails)]);

export const notificationsSchema = z.object({
  recipients: z.object(
    Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, recipients])) as Record<StaffEmailKind, typeof recipients>,
  ),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/** A value's fields as text, nested ones by their path ("socials.instagram"), lists joined by commas. */
function fieldsOf(value: unknown, prefix = ""): [string, string][] {
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => fieldsOf(inner, prefix ? `${prefix}.${key}` : key));
  const text = Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);
  return [[prefix, text]];
}

/** The fields that differ between two values of a section: the history's and the audit trail's account of a change. */
export function changedFields(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  const old = new Map(fieldsOf(before));
  return fieldsOf(after)
    .filter(([field, value]) => old.get(field) !== value)
    .map(([field, value]) => ({ field, before: old.get(field) ?? "", after: value }));
}

/** How long the replaced signing secret keeps signing beside the new one, so the receiver can switch over. */
export const SECRET_OVERLAP_HOURS = 24;

/** A webhook receiver's address: https, or http on this machine (a local receiver, for trying it). */
export function isWebhookAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname));
}

/** A Standard Webhooks secret: `whsec_` (or nothing) and base64 of at least 24 bytes. */
export function isWebhookSecret(value: string): boolean {
  const encoded = value.startsWith("whsec_") ? value.slice("whsec_".length) : value;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return false;
  return (encoded.length / 4) * 3 - (encoded.match(/=/g)?.length ?? 0) >= 24;
}

/** The CRM webhook as the screen changes it: the new secret is write-only (empty keeps the current one). */
export const crmWebhookInputSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2000, SETTINGS_TEXTS.webhookAddress)
      .refine((value) => value === "" || isWebhookAddress(value), SETTINGS_TEXTS.webhookAddress),
    enabled: z.boolean(),
    newSecret: z
      .string()
      .trim()
      .max(200, SETTINGS_TEXTS.webhookSecret)
      .refine((value) => value === "" || isWebhookSecret(value), SETTINGS_TEXTS.webhookSecret),
  })
  .refine(({ enabled, url }) => !enabled || url !== "", { message: SETTINGS_TEXTS.webhookAddressRequired, path: ["url"] });

export const integrationsInputSchema = z.object({ crmWebhook: crmWebhookInputSchema });
export type IntegrationsInput = z.infer<typeof integrationsInputSchema>;

/** The integrations as the API shows them: whether a secret is set, never the secret. */
export interface IntegrationsView {
  crmWebhook: {
    url: string;
    enabled: boolean;
    secretSet: boolean;
    /** The secret is still the deployment's LEAD_WEBHOOK_SECRET, not one set here. */
    secretFromDeployment: boolean;
    /** While the replaced secret still signs beside the new one: until when. */
    previousSecretUntil: string | null;
  };
}
