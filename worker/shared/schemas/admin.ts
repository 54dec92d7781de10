// The admin forms' rules (S5), used by the dashboard's forms and the API alike.
import { z } from "./zod";

import { httpHref, sitePathHref } from "../addresses";
import { AUTHOR_MAX } from "../blog";
import { hasControlCharacter, isStorableText } from "../characters";
import { CONTACT_STATUS_VALUES } from "../contact-status";
import { MAX_HTML_NESTING, nestsWithinBound } from "../html-nesting";
import { isSitePath } from "../pages";
import { isPlausibleDate, PLAUSIBLE_DATE_TEXTS } from "../plausible-dates";
import { shortLinkMatchKey, shortLinkTarget } from "../short-links";
import { isCalendarDate } from "../time";
import { storable } from "./fields";

export const ADMIN_TEXTS = {
  fromPathRequired: "From path is required",
  fromPathSlash: "Path must start with /",
  fromPathTaken: "This path is used by the site",
  fromPathDuplicate: "Another redirect already uses this path",
  fromPathControl: "Path cannot contain control characters such as tabs or line breaks",
  fromPathQuery: "Path cannot contain ? or # (a visitor's query string is passed on to the target)",
  fromPathHost: "Path must start with a single / (// or /\\ starts another site's address)",
  validUrl: "Must be a valid URL",
  validEmail: "Must be a valid email",
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugFormat: "Slug must be lowercase with hyphens only",
  slugDuplicate: "Another post already uses this slug",
  slugShortLink: "A short link already uses this post's address",
  excerptRequired: "Excerpt is required",
  excerptLength: "Excerpt must be less than 300 characters",
  contentRequired: "Content is required",
  contentNesting: `Content nests elements more than ${MAX_HTML_NESTING} levels deep`,
  authorRequired: "Author is required",
  authorNotOnTeam: 'The author chosen is not on the team: choose someone who is, or "Someone else"',
  categoryRequired: "Category is required",
  dateFormat: "Use the date picker (YYYY-MM-DD)",
  dateExists: "This date does not exist",
  timeFormat: "Use the time picker (HH:MM)",
  timeExists: "Use a time from 00:00 to 23:59",
} as const;

/**
 * A day as the date pickers write it, "YYYY-MM-DD": one the calendar has, inside the window of
 * plausible dates (shared/plausible-dates.ts). Each value gets one message: the first rule it breaks.
 */
export const dayField = <T extends z.ZodString>(text: T) =>
  text
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ADMIN_TEXTS.dateFormat, abort: true })
    .refine(isCalendarDate, ADMIN_TEXTS.dateExists)
    .refine((day) => !isCalendarDate(day) || isPlausibleDate(day), PLAUSIBLE_DATE_TEXTS.outOfRange);

/** "X is required", the admin event form's message for each required field. */
export const isRequired = (label: string) => `${label} is required`;

/** Required text: an empty value gets only the "required" message, not the format's too. */
export const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, storable);
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isStorableText, storable)
    .optional()
    .transform((value) => value || null);

/**
 * An address an admin typed, stored as the URL parser reads it (`read` gives undefined for one
 * it refuses). Control characters anywhere are refused before anything else, since `trim` and
 * the parser would both drop some of them silently; surrounding spaces are then trimmed.
 */
const address = (read: (value: string) => string | undefined) => {
  const stored = (value: string) => (hasControlCharacter(value) ? undefined : read(value.trim()));
  return z
    .string({ error: ADMIN_TEXTS.validUrl })
    .max(2000, { error: ADMIN_TEXTS.validUrl, abort: true })
    .refine((value) => stored(value) !== undefined, ADMIN_TEXTS.validUrl)
    .transform((value) => stored(value) ?? value); // a refused value never gets here
};

/**
 * A short link's target: an absolute http(s) address (no javascript:, data: or protocol-relative
 * target), or a path of this site (R8, decision 0065).
 */
const shortLinkTargetUrl = address(shortLinkTarget);

/** An address as `address` reads it, or nothing (empty or only spaces), stored as null. */
export const optionalAddress = (read: (value: string) => string | undefined) =>
  address((value) => (value === "" ? "" : read(value)))
    .optional()
    .transform((value) => value || null);

/** An http(s) address or a path on this site ("/images/..."), or nothing. */
const imageUrl = optionalAddress((value) => sitePathHref(value) ?? httpHref(value));

export const emptyOr = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal("").transform(() => null), schema])
    .optional()
    .transform((value) => value ?? null);

// --- redirects -------------------------------------------------------------------------------

/** Any origin will do: the parser needs one to read a path against. */
const PATH_BASE = "https://x.invalid";

/** The parser reads a leading // or /\ as another host, or the text is no URL at all. */
function readsAsAnotherHost(path: string): boolean {
  try {
    return new URL(path, PATH_BASE).origin !== PATH_BASE;
  } catch {
    return true;
  }
}

/**
 * A path as it is stored: as the URL parser reads it (dot segments resolved, spaces and
 * non-ASCII percent-encoded), which is how a request's path arrives, without a trailing
 * slash. Only for a path the form's rules have let through (one that starts with a single /).
 */
export const normalizeFromPath = (path: string) => {
  const pathname = new URL(path, PATH_BASE).pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
};

export const FROM_PATH_MAX_LENGTH = 200;

export const shortLinkSchema = z.object({
  fromPath: z
    .string({ error: ADMIN_TEXTS.fromPathRequired })
    .trim()
    .min(1, { error: ADMIN_TEXTS.fromPathRequired, abort: true })
    .max(FROM_PATH_MAX_LENGTH, `Must be at most ${FROM_PATH_MAX_LENGTH} characters`)
    .refine((path) => path.startsWith("/"), { error: ADMIN_TEXTS.fromPathSlash, abort: true })
    .refine((path) => !hasControlCharacter(path), { error: ADMIN_TEXTS.fromPathControl, abort: true })
    .refine((path) => !/[?#]/.test(path), { error: ADMIN_TEXTS.fromPathQuery, abort: true })
    .refine((path) => !readsAsAnotherHost(path), { error: ADMIN_TEXTS.fromPathHost, abort: true })
    .transform(normalizeFromPath)
    // Judged as a request is matched: /About or /API/x would collide with the site (R8).
    .refine((path) => !isSitePath(shortLinkMatchKey(path)), ADMIN_TEXTS.fromPathTaken),
  toUrl: shortLinkTargetUrl,
  isActive: z.boolean().default(true),
});

// --- blog posts ------------------------------------------------------------------------------

export const PUBLISH_TIME_MESSAGE = "Use a date and time with its offset, such as 2026-12-01T09:00:00-05:00";

/**
 * When a post goes live: an ISO 8601 instant with its offset; a later one schedules the post.
 * Left out: no change (R9); "" or null: the chosen time is cleared (see publishedAtFor).
 */
const isoInstant = z.iso.datetime({ offset: true });
const isPublishTime = (value: string) =>
  isoInstant.safeParse(value).success && isCalendarDate(value.slice(0, 10)) && Number.isFinite(Date.parse(value));
const publishTime = z
  .string({ error: PUBLISH_TIME_MESSAGE })
  .nullable()
  .optional()
  .refine((value) => !value || isPublishTime(value), { error: PUBLISH_TIME_MESSAGE, abort: true })
  .refine((value) => !value || isPlausibleDate(value.slice(0, 10)), PLAUSIBLE_DATE_TEXTS.outOfRange)
  .transform((value) => (value === undefined ? undefined : value ? new Date(value) : null));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXCERPT_MAX = 300;

export const blogPostSchema = z.object({
  title: required(ADMIN_TEXTS.titleRequired),
  slug: z
    .string({ error: ADMIN_TEXTS.slugRequired })
    .trim()
    .min(1, ADMIN_TEXTS.slugRequired)
    .max(200, "Must be at most 200 characters")
    .regex(SLUG_PATTERN, ADMIN_TEXTS.slugFormat),
  excerpt: z
    .string({ error: ADMIN_TEXTS.excerptRequired })
    .trim()
    .min(1, ADMIN_TEXTS.excerptRequired)
    .max(EXCERPT_MAX, ADMIN_TEXTS.excerptLength)
    .refine(isStorableText, storable),
  content: required(ADMIN_TEXTS.contentRequired, 200_000).refine(nestsWithinBound, ADMIN_TEXTS.contentNesting),
  // R9: a team member's id names them as the author (null: nobody on the team, only the text); a
  // new post given neither is its writer's.
  author: required(ADMIN_TEXTS.authorRequired, AUTHOR_MAX).optional(),
  authorId: z
    .string({ error: ADMIN_TEXTS.authorNotOnTeam })
    .min(1, ADMIN_TEXTS.authorNotOnTeam)
    .max(255, ADMIN_TEXTS.authorNotOnTeam)
    .nullable()
    .optional(),
  category: required(ADMIN_TEXTS.categoryRequired, 100),
  tags: z.array(z.string().trim().min(1).max(50).refine(isStorableText, storable)).max(20).default([]),
  featuredImage: imageUrl,
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  isPublished: z.boolean().default(false),
  // The addition of issue 15 (R15): left out, publishedAt follows R9 exactly as before.
  publishedAt: publishTime,
});

/**
 * A PATCH's fields: any of them, and only those sent change. (A default would fill a field left
 * out, so that a PATCH of the title alone would unpublish the post and drop its tags.)
 */
export const blogPostPatchSchema = blogPostSchema
  .extend({ tags: blogPostSchema.shape.tags.unwrap(), isPublished: blogPostSchema.shape.isPublished.unwrap() })
  .partial();

/** Tags are typed comma-separated: trimmed, empty entries dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The dashboard's filter on a CSV export of leads or registrations (worker/shared/admin-filters.ts). */
export const exportFilterSchema = z.object({
  search: z.string().max(200).optional(),
  service: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
});

export type ShortLinkInput = z.input<typeof shortLinkSchema>;
export type BlogPostInput = z.input<typeof blogPostSchema>;

// --- contact submissions: what staff record about a lead (R13, R15) -------------------------------

export const INTERNAL_NOTE_MAX = 5000;

export const CONTACT_UPDATE_TEXTS = {
  nothingToChange: "Send a status or an internal note",
  status: "Choose New, Contacted or Closed",
  noteLength: `The note must be at most ${INTERNAL_NOTE_MAX} characters`,
} as const;

/** A status, a note, or both; the note keeps its line breaks (and tabs) but no other control character. */
export const contactUpdateSchema = z
  .object({
    status: z.enum(CONTACT_STATUS_VALUES, { error: CONTACT_UPDATE_TEXTS.status }).optional(),
    internalNote: z.string().trim().max(INTERNAL_NOTE_MAX, CONTACT_UPDATE_TEXTS.noteLength).refine(isStorableText, storable).optional(),
  })
  .refine((input) => input.status !== undefined || input.internalNote !== undefined, CONTACT_UPDATE_TEXTS.nothingToChange);
