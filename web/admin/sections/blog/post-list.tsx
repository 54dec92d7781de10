// The dashboard's posts, drafts and scheduled ones included, each with its status, author,
// category, views and Edit and Delete.
import type { UseQueryResult } from "@tanstack/react-query";
import { ExternalLink, Eye } from "lucide-react";

import { pluralWord } from "../../../lib/plural";
import type { BlogPostSummary as Post } from "../../../queries/blog";
import { EMPTY_STATES } from "../../texts";
import { Badge, EmptyState, ErrorText, formatAdminDate, formatAdminDateTimeZoned, LoadingRows, Panel, RowActions } from "../../ui";
import { SCHEDULE_TEXT } from "./form";

export function PostList({
  list: posts,
  onEdit: startEdit,
  onDelete: deletePost,
}: {
  list: UseQueryResult<Post[]>;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}) {
  return (
    <Panel title="Blog Posts">
      {posts.isPending ? (
        <LoadingRows />
      ) : posts.isError ? (
        <ErrorText>{posts.error.message}</ErrorText>
      ) : posts.data.length === 0 ? (
        <EmptyState>{EMPTY_STATES.blog}</EmptyState>
      ) : (
        <ul className="max-h-[70vh] divide-y divide-slate-200 overflow-y-auto pr-1">
          {posts.data.map((post) => (
            <li key={post.id} className="group flex items-start gap-3 py-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{post.title}</span>
                  <PostStatus post={post} />
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span>{post.author}</span>
                  <span>{post.category}</span>
                  <span className="inline-flex items-center gap-1">
                    <Eye aria-hidden className="h-3.5 w-3.5" />
                    <span data-testid="view-count">{post.viewCount}</span> {pluralWord(post.viewCount, "view")}
                  </span>
                  <span>Created {formatAdminDate(post.createdAt)}</span>
                </p>
              </div>
              <RowActions itemLabel={post.title} onEdit={() => startEdit(post)} onDelete={() => deletePost(post)} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Published and its time reached: what readers see. */
export const isLiveNow = (post: Pick<Post, "isPublished" | "publishedAt">, now = Date.now()) =>
  post.isPublished && (!post.publishedAt || Date.parse(post.publishedAt) <= now);

/** Draft, Published, or Scheduled with the time it goes live, in Baltimore time. */
function PostStatus({ post }: { post: Pick<Post, "isPublished" | "publishedAt"> }) {
  if (!post.isPublished) return <Badge tone="slate">Draft</Badge>;
  if (isLiveNow(post) || !post.publishedAt) return <Badge tone="green">Published</Badge>;
  return (
    <Badge tone="amber">
      {SCHEDULE_TEXT.scheduled} · <time dateTime={post.publishedAt}>{formatAdminDateTimeZoned(post.publishedAt)}</time>
    </Badge>
  );
}

/** The post on the site, for a post readers can see now. */
export function ViewPostLink({ post }: { post: Post }) {
  if (!isLiveNow(post)) return null;
  return (
    <a
      href={`/blog/${encodeURIComponent(post.slug)}`}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-800 underline underline-offset-4 hover:text-blue-950"
    >
      View post <ExternalLink aria-hidden className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
