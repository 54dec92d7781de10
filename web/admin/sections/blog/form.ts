// The blog post form: the shared rules of blogPostSchema (S5), except that tags
// are typed as one comma-separated text and turned into a list on submit, and the publish time
// is a date and a time in Baltimore, turned into the API's instant on submit.
import { z } from "../../../../worker/shared/schemas/zod";

import { bylineName, DEFAULT_BLOG_CATEGORY, readingTimeMinutes } from "../../../../worker/shared/blog";
import { isPlausibleDate, PLAUSIBLE_DATE_TEXTS } from "../../../../worker/shared/plausible-dates";
import { postDay } from "../../../../worker/shared/post-day";
import { DEFAULT_BLOG_AUTHOR } from "../../../../worker/shared/company";
import { sanitizeHtml } from "../../../../worker/shared/sanitize";
import { ADMIN_TEXTS, blogPostSchema, parseTags, type BlogPostInput } from "../../../../worker/shared/schemas/admin";
import { instantToSiteDateTime, isCalendarDate, isClockTime, siteDateTimeToInstant } from "../../../../worker/shared/time";
import type { PostViewData } from "../../../components/blog/post-view";

/** What the API accepts as tags, checked on the typed text so the person sees it before sending. */
const tagsText = z
  .string()
  .refine((text) => blogPostSchema.shape.tags.safeParse(parseTags(text)).success, "Use at most 20 tags, each up to 50 characters");

export const SCHEDULE_TEXT = {
  label: "Publish at",
  hint: "Baltimore time. Empty: as soon as Published is on. A later time schedules the post: it goes live then by itself.",
  bothOrNeither: "Choose both a date and a time, or leave both empty",
  scheduled: "Scheduled",
} as const;

/** The Slug field's hint: while creating, while editing, and while editing a live post (decision 0044). */
export const SLUG_HINTS = {
  creating: "Follows the title until you type your own: the post's address is /blog/ and this slug",
  editing: "The post's address: /blog/ and this slug",
  editingLive: "The post's address: /blog/ and this slug. Change it and the old address still leads readers here.",
} as const;

const optionalDate = z
  .string()
  .refine((text) => text === "" || /^\d{4}-\d{2}-\d{2}$/.test(text), { error: ADMIN_TEXTS.dateFormat, abort: true })
  .refine((text) => text === "" || isCalendarDate(text), { error: ADMIN_TEXTS.dateExists, abort: true })
  .refine((text) => text === "" || isPlausibleDate(text), PLAUSIBLE_DATE_TEXTS.outOfRange);
const optionalTime = z
  .string()
  .refine((text) => text === "" || /^\d{2}:\d{2}$/.test(text), { error: ADMIN_TEXTS.timeFormat, abort: true })
  .refine((text) => text === "" || isClockTime(text), ADMIN_TEXTS.timeExists);

/** The author text's rules (S5), for someone else than a team member. */
const authorText = blogPostSchema.shape.author.unwrap();

/**
 * The byline is a team member's id, or "" for someone else: then the author's name is typed,
 * and required (R9).
 */
export const blogFormSchema = blogPostSchema
  .omit({ publishedAt: true })
  .extend({ tags: tagsText, publishDate: optionalDate, publishTime: optionalTime, authorId: z.string(), author: z.string() })
  .refine((values) => Boolean(values.publishDate) === Boolean(values.publishTime), {
    path: ["publishTime"],
    message: SCHEDULE_TEXT.bothOrNeither,
  })
  .superRefine((values, context) => {
    if (values.authorId) return;
    const typed = authorText.safeParse(values.author);
    if (!typed.success) context.addIssue({ code: "custom", path: ["author"], message: typed.error.issues[0]!.message });
  });

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormOutput = z.output<typeof blogFormSchema>;

/** S9: the team as author, category 'Security Tips', unpublished; R9: the writer as author once known (`newPostForm`). */
export const EMPTY_BLOG_FORM: BlogFormInput = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  authorId: "",
  author: DEFAULT_BLOG_AUTHOR,
  category: DEFAULT_BLOG_CATEGORY,
  tags: "",
  featuredImage: "",
  metaTitle: "",
  metaDescription: "",
  isPublished: false,
  publishDate: "",
  publishTime: "",
};

/** A new post's form: its writer named as its author (R9), when the dashboard knows who they are. */
export function newPostForm(
  writer: { id: string; firstName: string | null; lastName: string | null; email: string | null } | null | undefined,
) {
  return writer ? { ...EMPTY_BLOG_FORM, authorId: writer.id, author: bylineName(writer) } : EMPTY_BLOG_FORM;
}

/** The post's fields as the form holds them (a missing optional text is an empty field). */
export interface EditablePost {
  title: string;
  slug: string;
  excerpt: string;
  content?: string;
  author: string;
  /** The team member the byline names; none in the public list's posts. */
  authorId?: string | null;
  category: string;
  tags: string[] | null;
  featuredImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isPublished: boolean;
  publishedAt: string | null;
}

/** A stored publish time as the form's Baltimore date and time. */
function publishFields(publishedAt: string | null) {
  return publishedAt ? instantToSiteDateTime(new Date(publishedAt)) : { date: "", time: "" };
}

export function toBlogForm(post: EditablePost): BlogFormInput {
  const publish = publishFields(post.publishedAt);
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content ?? "",
    authorId: post.authorId ?? "",
    author: post.author,
    category: post.category,
    tags: (post.tags ?? []).join(", "),
    featuredImage: post.featuredImage ?? "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    isPublished: post.isPublished,
    publishDate: publish.date,
    publishTime: publish.time,
  };
}

/**
 * The API's publishedAt from the form's date and time: left out when they still show the saved
 * time (which keeps its seconds) or when a new post has none (R9); null when they were emptied.
 */
function publishedAtPayload(values: { publishDate: string; publishTime: string }, savedPublishedAt: string | null | undefined) {
  const saved = publishFields(savedPublishedAt ?? null);
  if (values.publishDate === saved.date && values.publishTime === saved.time) return undefined;
  if (!values.publishDate || !values.publishTime) return null;
  return siteDateTimeToInstant(values.publishDate, values.publishTime).toISOString();
}

/**
 * The request body. Emptied optional fields are sent as "" (not left out), so that clearing
 * one while editing clears it on the server too.
 */
export function toBlogPayload(values: BlogFormOutput, saved?: { publishedAt: string | null }): BlogPostInput {
  const { publishDate, publishTime, authorId, author, ...fields } = values;
  return {
    ...fields,
    // A team member's name is the server's to write (R9); someone else's is sent as typed.
    ...(authorId ? { authorId } : { authorId: null, author }),
    publishedAt: publishedAtPayload({ publishDate, publishTime }, saved?.publishedAt),
    tags: parseTags(values.tags),
    featuredImage: values.featuredImage ?? "",
    metaTitle: values.metaTitle ?? "",
    metaDescription: values.metaDescription ?? "",
  };
}

/**
 * What the post would look like published, for Preview: its HTML through the public read's
 * sanitizer, and the saved post's date and views where it has them.
 */
export function toPreviewPost(
  values: BlogFormInput,
  saved: { publishedAt: string | null; createdAt: string; viewCount: number } | null,
  now: Date = new Date(),
  origin: string = window.location.origin,
): PostViewData {
  const content = values.content ?? "";
  const publishedAt =
    values.publishDate && values.publishTime
      ? siteDateTimeToInstant(values.publishDate, values.publishTime).toISOString()
      : (saved?.publishedAt ?? now.toISOString());
  const createdAt = saved?.createdAt ?? now.toISOString();
  return {
    title: values.title ?? "",
    excerpt: values.excerpt ?? "",
    content: sanitizeHtml(content, origin),
    author: values.author ?? "",
    category: values.category ?? "",
    tags: parseTags(values.tags ?? ""),
    featuredImage: values.featuredImage || null,
    publishedAt,
    createdAt,
    day: postDay({ publishedAt, createdAt }),
    readingTime: readingTimeMinutes(content),
    viewCount: saved?.viewCount ?? 0,
  };
}
