import { ShieldCheck } from "lucide-react";
import { useState } from "react";

import { cn } from "../../lib/cn";

/** The box every featured image is drawn in (16:9); the numbers reserve its space before it loads. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;

/**
 * A post's featured image, or, when it has none (or it fails to load), a placeholder block that
 * shows the post's category (or nothing, where the page needs no stand-in). An image from the
 * media library is described by its alt text; any other is decorative (the title says what the post is).
 */
export function FeaturedImage({
  src,
  alt,
  category,
  priority = false,
  placeholder = true,
  className,
}: {
  src: string | null;
  /** The library's alt text for the image (featuredImageAlt), when it is one of the site's uploads. */
  alt?: string | null;
  category: string;
  /** The first thing a reader sees (the post page): load it at once, not lazily. */
  priority?: boolean;
  /** Show the category block when there is no image; otherwise show nothing. */
  placeholder?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    if (!placeholder) return null;
    return (
      <div
        data-testid="image-placeholder"
        aria-hidden
        className={cn(
          "flex aspect-video w-full flex-col items-center justify-center gap-3 bg-navy-900 bg-[radial-gradient(circle_at_75%_20%,rgba(245,184,61,0.22),transparent_50%),radial-gradient(circle_at_15%_85%,rgba(27,74,120,0.9),transparent_55%)] px-6 text-center text-white",
          className,
        )}
      >
        <ShieldCheck aria-hidden className="h-10 w-10 text-amber-brand" />
        <span className="text-lg font-semibold tracking-wide">{category}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt ?? ""}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      className={cn("aspect-video w-full bg-slate-100 object-cover", className)}
    />
  );
}
