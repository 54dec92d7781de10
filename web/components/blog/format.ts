import { siteDateFormat } from "../../../worker/shared/time";

const postDate = siteDateFormat({
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "March 4, 2026", read in Baltimore's time zone. */
export function formatPostDate(iso: string): string {
  return postDate().format(new Date(iso));
}

/** A post's date: when it was published, or else when it was written. */
export function postDateOf(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}
