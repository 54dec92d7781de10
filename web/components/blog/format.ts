import { SITE_TIME_ZONE } from "../../../worker/shared/time";

const postDate = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "March 4, 2026", read in Baltimore's time zone. */
export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}

/** A post's date: when it was published, or else when it was written. */
export function postDateOf(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
