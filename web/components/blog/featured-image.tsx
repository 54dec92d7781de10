import { ShieldCheck } from "lucide-react";
import { useState } from "react";

import { columnSizes, displayWidth, srcsetOf, type ImageSizes } from "../../../worker/shared/responsive-image";
import { cn } from "../../lib/cn";

/** The box every featured image is drawn in (16:9); the numbers reserve its space before it loads. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;
const ASPECT = IMAGE_WIDTH / IMAGE_HEIGHT;

/** Where a featured image sits: the post page's column (max-w-4xl), or a card in the blog's grid. */
const SLOTS = {
  post: { max: 896, gutter: 32 },
  card: { max: 768, sizes: "(min-width: 1024px) 400px, (min-width: 768px) 50vw, calc(100vw - 2rem)" },
} as const;

/**
 * An upload's copies, its `sizes` and its box at most as wide as its pixels allow (never
 * stretched: responsive-image.ts); nothing for an image from elsewhere, which fills its box.
 */
function responsive(src: string, size: ImageSizes | null | undefined, slot: keyof typeof SLOTS) {
  if (!size) return { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, className: "w-full" };
  const width = Math.min(displayWidth(size, ASPECT), SLOTS[slot].max);
  // Cropped to 16:9, a wider image is drawn wider than its box.
  const scale = Math.max(1, size.width / size.height / ASPECT);
  return {
    width,
    height: Math.round(width / ASPECT),
    srcSet: srcsetOf(src, size),
    sizes: slot === "post" ? columnSizes(width, SLOTS.post.gutter, scale) : SLOTS.card.sizes,
    // Its width attribute is its width (no inline style: the CSP allows none), narrower where the column is.
    className: "block h-auto max-w-full",
  };
}

/**
 * A post's featured image, or, when it has none (or it fails to load), a placeholder block that
 * shows the post's category (or nothing, where the page needs no stand-in). An image from the
 * media library is described by its alt text; any other is decorative (the title says what the post is).
 */
export function FeaturedImage({
  src,
  alt,
  size,
  category,
  priority = false,
  eager = false,
  placeholder = true,
  className,
}: {
  src: string | null;
  /** The library's alt text for the image (featuredImageAlt), when it is one of the site's uploads. */
  alt?: string | null;
  /** The upload's size and copies (featuredImageSize); none for an image from elsewhere. */
  size?: ImageSizes | null;
  category: string;
  /** The first thing a reader sees (the post page): its column's size, loaded at once, not lazily. */
  priority?: boolean;
  /** A card in view as the page opens (the list's first): loaded at once, first, at a card's size. */
  eager?: boolean;
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
  const shown = responsive(src, size, priority ? "post" : "card");
  return (
    <img
      src={src}
      alt={alt ?? ""}
      {...shown}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority || eager ? "high" : undefined}
      onError={() => setFailed(true)}
      className={cn("mx-auto aspect-video bg-slate-100 object-cover", shown.className, className)}
    />
  );
}
