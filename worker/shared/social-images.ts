// Link previews (Open Graph, Twitter cards) show raster images only: Facebook, LinkedIn and X
// ignore SVG. The build draws these PNGs (scripts/social-images.ts); the Worker's head names them.
import { BLOG_CATEGORIES, slugify } from "./blog";
import { COMPANY } from "./company";

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SOCIAL_IMAGE_DIR = "/images/social";

export interface SocialImage {
  /** A path on the site or an absolute address. */
  url: string;
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
  alt: string;
}

/** The site's own card: every page without an image of its own. */
export const SITE_SOCIAL_IMAGE: SocialImage = {
  url: `${SOCIAL_IMAGE_DIR}/site.png`,
  type: "image/png",
  ...SOCIAL_IMAGE_SIZE,
  alt: `${COMPANY.name}: security cameras for the ${COMPANY.serviceArea}`,
};

/** A blog category's card, for a post without an image that platforms show. */
export function categorySocialImage(category: string): SocialImage {
  if (!(BLOG_CATEGORIES as readonly string[]).includes(category)) return SITE_SOCIAL_IMAGE;
  return {
    url: `${SOCIAL_IMAGE_DIR}/blog-${slugify(category)}.png`,
    type: "image/png",
    ...SOCIAL_IMAGE_SIZE,
    alt: `${category} from the ${COMPANY.name} blog`,
  };
}

/** The site's SVG illustrations the build also draws as PNG, and where it puts them. */
export const RASTERIZED_SVG_DIR = "/images/blog/";
export function rasterizedSvgPath(svgPath: string): string | undefined {
  const match = /^\/images\/blog\/([a-z0-9-]+)\.svg$/.exec(svgPath);
  return match ? `${SOCIAL_IMAGE_DIR}/blog/${match[1]}.png` : undefined;
}
