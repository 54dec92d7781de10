// Apart from worker/shared/blog.ts, whose rules the app's shell uses: this one needs the time
// zone code, which only the Worker and the dashboard load.
import { instantToSiteDateTime } from "./time";

/**
 * The Baltimore day a post is dated, "YYYY-MM-DD": when it was published, or else when it was
 * written. The API gives it with each post, so the pages show it without a time zone.
 */
export function postDay(post: { publishedAt: Date | string | null; createdAt: Date | string }): string {
  return instantToSiteDateTime(new Date(post.publishedAt ?? post.createdAt)).date;
}
