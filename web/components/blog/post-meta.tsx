import { Calendar, Clock, Eye, User } from "lucide-react";
import type { ReactNode } from "react";

import { formatDay } from "../../../worker/shared/calendar-day";
import { cn } from "../../lib/cn";
import { readingTimeLabel, viewsLabel } from "./text";

interface MetaPost {
  author?: string;
  publishedAt: string | null;
  day: string;
  readingTime: number;
  viewCount: number;
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Author (on the post page), date, reading time and views, in one wrapping row. */
export function PostMeta({ post, showAuthor = false, className }: { post: MetaPost; showAuthor?: boolean; className?: string }) {
  const iconClass = "h-4 w-4 shrink-0";
  return (
    <dl className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm", className)}>
      {showAuthor && post.author && (
        <Item icon={<User aria-hidden className={iconClass} />} label="Author">
          {post.author}
        </Item>
      )}
      <Item icon={<Calendar aria-hidden className={iconClass} />} label={post.publishedAt ? "Published" : "Written"}>
        <time dateTime={post.day}>{formatDay(post.day)}</time>
      </Item>
      <Item icon={<Clock aria-hidden className={iconClass} />} label="Reading time">
        {readingTimeLabel(post.readingTime)}
      </Item>
      <Item icon={<Eye aria-hidden className={iconClass} />} label="Views">
        {viewsLabel(post.viewCount)}
      </Item>
    </dl>
  );
}
