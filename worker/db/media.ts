// Uploaded images and the posts that show them (docs/decisions/0022-media-uploads.md).
import { and, desc, eq, notExists, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { MEDIA_PATH_PREFIX, mediaPath } from "../shared/media";
import type { ImageSizes } from "../shared/responsive-image";
import { inList } from "./bound-lists";
import type { Database } from "./client";
import { blogPosts, media, type MediaItem } from "./schema";

/**
 * A post shows the image whose key is `key`: as its featured image, or anywhere in its HTML
 * (`<img src="/media/...">`, also written as a full address). Keys are 64 hex digits and an
 * extension, so one key is never a part of another.
 */
export const postUsesImage = (key: SQLWrapper): SQL =>
  sql`(instr(coalesce(${blogPosts.featuredImage}, ''), ${MEDIA_PATH_PREFIX} || ${key}) > 0 or instr(${blogPosts.content}, ${MEDIA_PATH_PREFIX} || ${key}) > 0)`;

/**
 * The alt text of a post's featured image when it is one of ours, for selects over blog_posts.
 * `substr(…, 8)` drops "/media/", so the lookup is one read of the unique key index.
 */
export const featuredImageAlt = sql<
  string | null
>`(select ${media.alt} from ${media} where ${media.key} = substr(${blogPosts.featuredImage}, ${MEDIA_PATH_PREFIX.length + 1}))`;

/**
 * A post's featured image's size and smaller copies when it is one of ours (null otherwise), for
 * selects over blog_posts: the page offers the copies through `srcset` (responsive-image.ts).
 */
export const featuredImageSize =
  sql<ImageSizes | null>`(select json_object('width', ${media.width}, 'height', ${media.height}, 'variants', json(coalesce(${media.variants}, '[]'))) from ${media} where ${media.key} = substr(${blogPosts.featuredImage}, ${MEDIA_PATH_PREFIX.length + 1}))`.mapWith(
    (value: string) => JSON.parse(value) as ImageSizes,
  );

/** The size and copies of each uploaded image among `keys` that is in the library, by key. */
export async function findImageSizes(db: Database, keys: readonly string[]): Promise<Map<string, ImageSizes>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: media.key, width: media.width, height: media.height, variants: media.variants })
    .from(media)
    .where(inList(media.key, keys));
  return new Map(rows.map(({ key, variants, ...size }) => [key, { ...size, variants: variants ?? [] }]));
}

export interface PostRef {
  id: number;
  title: string;
}

export async function listMediaWithUse(db: Database) {
  const [items, uses] = await Promise.all([
    db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)),
    db
      .select({ mediaId: media.id, id: blogPosts.id, title: blogPosts.title })
      .from(media)
      .innerJoin(blogPosts, postUsesImage(media.key))
      .orderBy(blogPosts.title),
  ]);
  const usedIn = new Map<number, PostRef[]>();
  for (const { mediaId, ...post } of uses) usedIn.set(mediaId, [...(usedIn.get(mediaId) ?? []), post]);
  return items.map((item) => toMediaView(item, usedIn.get(item.id) ?? []));
}

export async function postsUsingImage(db: Database, key: string): Promise<PostRef[]> {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(postUsesImage(sql`${key}`))
    .orderBy(blogPosts.title);
}

export async function findMediaByKey(db: Database, key: string) {
  const [item] = await db.select().from(media).where(eq(media.key, key)).limit(1);
  return item;
}

export async function findMediaById(db: Database, id: number) {
  const [item] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return item;
}

/** Deletes the row only while no post uses it, decided in the same statement (a post saved a moment ago counts). */
export function deleteUnusedMedia(db: Database, id: number) {
  return db
    .delete(media)
    .where(
      and(
        eq(media.id, id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blogPosts)
            .where(postUsesImage(media.key)),
        ),
      ),
    )
    .returning({ id: media.id });
}

/**
 * Which of `keys` some image still names (its own key, its link preview or a smaller copy) or some
 * post still shows: the objects a deletion must keep. One key's bytes may be several images'
 * (the key is the hash of the bytes), so only an object nothing names any more may go. The keys
 * are bound as one JSON array.
 */
export async function keysStillNamed(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const candidate = sql`"candidate".value`;
  const rows = await db
    .select({ key: sql<string>`${candidate}` })
    .from(sql`json_each(${JSON.stringify(keys)}) as "candidate"`)
    .where(
      sql`exists (select 1 from ${media} where ${media.key} = ${candidate} or ${media.previewKey} = ${candidate}
        or exists (select 1 from json_each(coalesce(${media.variants}, '[]')) as "copy" where "copy".value ->> 'key' = ${candidate}))
      or exists (select 1 from ${blogPosts} where ${postUsesImage(candidate)})`,
    );
  return new Set(rows.map((row) => row.key));
}

/** What a featured image's link preview needs of its library row, found by its key. */
export async function findPreviewImage(db: Database, key: string) {
  const [item] = await db
    .select({
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
      alt: media.alt,
      previewKey: media.previewKey,
      previewWidth: media.previewWidth,
      previewHeight: media.previewHeight,
    })
    .from(media)
    .where(eq(media.key, key))
    .limit(1);
  return item;
}

type NewMediaItem = typeof media.$inferInsert;
type CopyColumns = Pick<NewMediaItem, "previewKey" | "previewWidth" | "previewHeight" | "variants">;

/** Gives an image stored before link previews (or smaller copies) were made the copies sent now. */
export async function setCopies(db: Database, id: number, copies: CopyColumns) {
  const [updated] = await db.update(media).set(copies).where(eq(media.id, id)).returning();
  return updated;
}

/** A new image's row, or nothing when the same bytes were stored a moment ago (the key is unique); for an audited batch. */
export function insertMediaIfNew(db: Database, values: NewMediaItem) {
  return db.insert(media).values(values).onConflictDoNothing({ target: media.key }).returning();
}

export function updateMediaAlt(db: Database, id: number, alt: string) {
  return db.update(media).set({ alt }).where(eq(media.id, id)).returning();
}

/** An image as the API answers it: its site path, dates as ISO strings, the posts that show it. */
export function toMediaView({ previewKey, previewWidth, previewHeight, variants, ...item }: MediaItem, usedIn: PostRef[] = []) {
  const linkPreview =
    previewKey && previewWidth && previewHeight ? { url: mediaPath(previewKey), width: previewWidth, height: previewHeight } : null;
  const copies = (variants ?? []).map(({ key, width, height }) => ({ url: mediaPath(key), width, height }));
  return { ...item, url: mediaPath(item.key), linkPreview, variants: copies, createdAt: item.createdAt.toISOString(), usedIn };
}
