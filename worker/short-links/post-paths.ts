// A short link under /blog/ (R8, decision 0044): the site owns such a path only while a post
// uses it or remembers it as an old address; any other is free for a short link.
import type { Database } from "../db/client";
import { isPostSlugInUse } from "../db/post-slugs";
import { blogSlugOf } from "../shared/pages";
import { shortLinkMatchKey } from "../shared/short-links";

/** True when a post answers this path, or will: its slug now (a draft's too) or one it had. Judged as a request is matched. */
export async function isPostPath(db: Database, fromPath: string): Promise<boolean> {
  const slug = blogSlugOf(shortLinkMatchKey(fromPath));
  return slug !== undefined && (await isPostSlugInUse(db, slug));
}
