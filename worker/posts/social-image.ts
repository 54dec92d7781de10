// Which raster image a blog post's link preview shows: its uploaded featured image when that is
// a JPEG or PNG (with the library's size and alt text), or that image's JPEG copy when it is a
// WebP or AVIF (docs/decisions/0022-media-uploads.md), the PNG the build drew of the site's own
// SVG illustration, or else its category's card.
import type { BlogPostWithImage } from "../db/blog";
import type { Database } from "../db/client";
import { findPreviewImage } from "../db/media";
import { mediaKeyOf, mediaPath } from "../shared/media";
import { categorySocialImage, rasterizedSvgPath, SOCIAL_IMAGE_SIZE, type SocialImage } from "../shared/social-images";

export async function postSocialImage(db: Database, post: BlogPostWithImage): Promise<SocialImage> {
  const image = post.featuredImage;
  const key = image ? mediaKeyOf(image) : undefined;
  if (key) {
    const item = await findPreviewImage(db, key);
    if (item && (item.mimeType === "image/jpeg" || item.mimeType === "image/png")) {
      return { url: image!, type: item.mimeType, width: item.width, height: item.height, alt: item.alt };
    }
    if (item?.previewKey && item.previewWidth && item.previewHeight) {
      return { url: mediaPath(item.previewKey), type: "image/jpeg", width: item.previewWidth, height: item.previewHeight, alt: item.alt };
    }
  }
  const drawn = image ? rasterizedSvgPath(image) : undefined;
  if (drawn) return { url: drawn, type: "image/png", ...SOCIAL_IMAGE_SIZE, alt: post.featuredImageAlt ?? post.title };
  return categorySocialImage(post.category);
}
