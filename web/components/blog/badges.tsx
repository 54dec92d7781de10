import { Tag } from "lucide-react";

import { cn } from "../../lib/cn";

/** A post's category, the one label every card and post carries. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      data-testid="category-badge"
      className={cn("inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-950", className)}
    >
      {category}
    </span>
  );
}

const TAG_TONES = {
  light: "bg-slate-100 text-slate-700",
  /** On the navy band of a post's header. */
  dark: "bg-white/10 text-slate-100 ring-1 ring-white/20",
} as const;

/** One of a post's tags. */
export function TagBadge({ tag, tone = "light", className }: { tag: string; tone?: keyof typeof TAG_TONES; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium", TAG_TONES[tone], className)}>
      <Tag aria-hidden className="h-3 w-3" />
      {tag}
    </span>
  );
}
