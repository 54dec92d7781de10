// Uploaded images (docs/decisions/0022-media-uploads.md): what may be uploaded, where it is
// served, and the words staff read about it. No runtime APIs: the dashboard imports this too.

/** The largest image the site stores. The dashboard shrinks big photos before they are sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIZE_LABEL = "5 MB";

/**
 * The most pixels an image may have (40 megapixels: 8,000 × 5,000, more than any phone camera
 * takes). A browser decodes every pixel of an image it shows, whatever size it is shown at.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_PIXELS_LABEL = "40 megapixels";

/** Images are served from here, on the site's own origin (the CSP keeps `img-src 'self'`). */
export const MEDIA_PATH_PREFIX = "/media/";

/** The types the site accepts, decided by the file's bytes; each with the extension its key ends in. */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
} as const;
export type ImageMimeType = keyof typeof IMAGE_TYPES;

export const isImageMimeType = (mime: string): mime is ImageMimeType => Object.hasOwn(IMAGE_TYPES, mime);

/** A stored image's key: the SHA-256 of its bytes in hex, and its extension. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}\.(?:jpg|png|webp|avif)$/;

export const mediaPath = (key: string) => `${MEDIA_PATH_PREFIX}${key}`;

/** The key of a `/media/<key>` path, or undefined when the path is not one of ours. */
export function mediaKeyOf(path: string): string | undefined {
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return undefined;
  const key = path.slice(MEDIA_PATH_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : undefined;
}

export const ALT_MAX = 250;

/**
 * Link previews (Open Graph, X cards) show JPEG and PNG only: a WebP or AVIF image is uploaded
 * with a JPEG copy at most this wide, which its posts' previews point to.
 */
export const LINK_PREVIEW_MAX_WIDTH = 1200;
export const LINK_PREVIEW_TYPES: readonly ImageMimeType[] = ["image/webp", "image/avif"];
export const needsLinkPreview = (mime: string) => LINK_PREVIEW_TYPES.some((type) => type === mime);

/**
 * Responsive images (docs/decisions/0055-responsive-post-images.md): the dashboard draws every
 * upload again at each of these widths narrower than it, and sends those copies with it; pages
 * offer them through `srcset`, so a phone loads a copy near the size it shows.
 */
export const VARIANT_WIDTHS = [480, 800, 1200] as const;

/** One smaller copy of an image, stored under its own content key. */
export interface MediaVariant {
  key: string;
  width: number;
  height: number;
}

/** The keys of the uploaded images an HTML text shows (`/media/<key>`, also inside a full address). */
export function mediaKeysIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\/media\/([0-9a-f]{64}\.(?:jpg|png|webp|avif))/g), (match) => match[1]!))];
}

/** The accept attribute of the dashboard's file picker: the same four types. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(",");

export const MEDIA_TEXTS = {
  fileRequired: "Choose an image to upload",
  typeNotAllowed: "Only JPEG, PNG, WebP and AVIF images can be uploaded",
  tooLarge: `Images can be at most ${MAX_IMAGE_SIZE_LABEL}`,
  unreadable: "This image could not be read. Save it again as JPEG or PNG and upload that.",
  tooManyPixels: `Images can be at most ${MAX_IMAGE_PIXELS_LABEL}. Make it smaller and upload it again.`,
  incomplete: "This image's data does not match its header: the file is damaged or cut short. Save it again and upload that.",
  uploadMediaType: "Content-Type must be multipart/form-data",
  altRequired: "Alt text is required",
  altLength: `Alt text must be at most ${ALT_MAX} characters`,
  variantInvalid: `Smaller copies must be at most ${VARIANT_WIDTHS.length} images, each narrower than the original and in its proportions`,
  previewInvalid: `A link preview must be a JPEG at most ${LINK_PREVIEW_MAX_WIDTH} pixels wide, in the image's proportions`,
} as const;

/** 409 on Delete: the image is still shown by these posts. */
export function imageInUseMessage(titles: readonly string[]): string {
  const quoted = titles.map((title) => `"${title}"`).join(", ");
  const those = titles.length === 1 ? "that post" : "those posts";
  return `This image is used in ${quoted}. Remove it from ${those} first.`;
}
