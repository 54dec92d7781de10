// The blog post form: the shared rules of blogPostSchema (spec section 5), except that tags
// are typed as one comma-separated text and turned into a list on submit.
import { z } from "../../../../worker/shared/schemas/zod";

import { DEFAULT_BLOG_CATEGORY, readingTimeMinutes } from "../../../../worker/shared/blog";
import { DEFAULT_BLOG_AUTHOR } from "../../../../worker/shared/company";
import { blogPostSchema, parseTags, type BlogPostInput } from "../../../../worker/shared/schemas/admin";
import type { PostViewData } from "../../../components/blog/post-view";

/** What the API accepts as tags, checked on the typed text so the person sees it before sending. */
const tagsText = z
  .string()
  .refine((text) => blogPostSchema.shape.tags.safeParse(parseTags(text)).success, "Use at most 20 tags, each up to 50 characters");

export const blogFormSchema = blogPostSchema.extend({ tags: tagsText });

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormOutput = z.output<typeof blogFormSchema>;

/** Spec section 9: the team as author, category 'Security Tips', unpublished. */
export const EMPTY_BLOG_FORM: BlogFormInput = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author: DEFAULT_BLOG_AUTHOR,
  category: DEFAULT_BLOG_CATEGORY,
  tags: "",
  featuredImage: "",
  metaTitle: "",
  metaDescription: "",
  isPublished: false,
};

/** The post's fields as the form holds them (a missing optional text is an empty field). */
export interface EditablePost {
  title: string;
  slug: string;
  excerpt: string;
  content?: string;
  author: string;
  category: string;
  tags: string[] | null;
  featuredImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isPublished: boolean;
}

export function toBlogForm(post: EditablePost): BlogFormInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content ?? "",
    author: post.author,
    category: post.category,
    tags: (post.tags ?? []).join(", "),
    featuredImage: post.featuredImage ?? "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    isPublished: post.isPublished,
  };
}

/**
 * The request body. Emptied optional fields are sent as "" (not left out), so that clearing
 * one while editing clears it on the server too.
 */
export function toBlogPayload(values: BlogFormOutput): BlogPostInput {
  return {
    ...values,
    tags: parseTags(values.tags),
    featuredImage: values.featuredImage ?? "",
    metaTitle: values.metaTitle ?? "",
    metaDescription: values.metaDescription ?? "",
  };
}

/** What the post would look like published now, for Preview: the saved post's date and views where it has them. */
export function toPreviewPost(
  values: BlogFormInput,
  saved: { publishedAt: string | null; createdAt: string; viewCount: number } | null,
  now: Date = new Date(),
): PostViewData {
  const content = values.content ?? "";
  return {
    title: values.title ?? "",
    excerpt: values.excerpt ?? "",
    content,
    author: values.author ?? "",
    category: values.category ?? "",
    tags: parseTags(values.tags ?? ""),
    featuredImage: values.featuredImage || null,
    publishedAt: saved?.publishedAt ?? now.toISOString(),
    createdAt: saved?.createdAt ?? now.toISOString(),
    readingTime: readingTimeMinutes(content),
    viewCount: saved?.viewCount ?? 0,
  };
}
