// How pages show an uploaded image (docs/decisions/0055-responsive-post-images.md): its copies
// offered through `srcset`, the width the layout gives it through `sizes`, and never wider than
// its pixels allow: at most one CSS pixel per 1.5 of the image's own, so a phone's screen (and
// Lighthouse, which asks 0.75 image pixels per screen pixel up to a density of 2) never sees it
// stretched. No runtime APIs: the Worker writes these into post bodies and the app into featured images.
import { mediaPath, type MediaVariant } from "./media";

/** An uploaded image's own size and its smaller copies: what its library row says. */
export interface ImageSizes {
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** Image pixels per CSS pixel, at least, wherever a page shows an upload. */
export const MIN_IMAGE_DENSITY = 1.5;

/** The image and its copies as `srcset` candidates, narrowest first. */
export function srcsetOf(src: string, image: ImageSizes): string {
  const candidates = [
    ...image.variants.map((variant) => ({ url: mediaPath(variant.key), width: variant.width })),
    { url: src, width: image.width },
  ];
  return candidates
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(", ");
}

/**
 * The widest (CSS pixels) the image may be shown in a box of `aspect` (width / height) that it
 * covers, cropped (a featured image's 16:9); its own proportions when none is given.
 */
export function displayWidth(image: Pick<ImageSizes, "width" | "height">, aspect?: number): number {
  const coveredWidth = aspect ? Math.min(image.width, image.height * aspect) : image.width;
  return Math.max(1, Math.floor(coveredWidth / MIN_IMAGE_DENSITY));
}

/**
 * `sizes` for an image shown at most `width` CSS pixels wide in a column `gutter` pixels narrower
 * than the screen: the column's width on screens too narrow for it, its own width otherwise.
 * `scale` is how much wider than its box a cropped image is drawn (1 when it fits its box).
 */
export function columnSizes(width: number, gutter: number, scale = 1): string {
  const column = `100vw - ${gutter}px`;
  const factor = Math.round(scale * 100) / 100;
  const narrow = factor === 1 ? `calc(${column})` : `calc((${column}) * ${factor})`;
  return `(max-width: ${width + gutter}px) ${narrow}, ${Math.round(width * factor)}px`;
}

/** A post body's column (max-w-3xl) and the page's padding either side of it on a phone. */
const ARTICLE_COLUMN = { max: 768, gutter: 32 };

/** An uploaded image's attributes in a post body: shown at most at MIN_IMAGE_DENSITY, its copies offered. */
export function articleImageAttributes(src: string, image: ImageSizes) {
  const width = displayWidth(image);
  return {
    width,
    height: Math.max(1, Math.round((width * image.height) / image.width)),
    srcSet: srcsetOf(src, image),
    sizes: columnSizes(Math.min(width, ARTICLE_COLUMN.max), ARTICLE_COLUMN.gutter),
  };
}
