// Sizes close to what pages show (docs/decisions/0022-media-uploads.md): the dashboard shrinks
// an image in the browser before uploading it, so the Worker only stores and serves bytes. A
// WebP or AVIF goes with a JPEG copy for link previews, which platforms show only as JPEG or PNG,
// and every image with smaller copies for `srcset` (docs/decisions/0055-responsive-post-images.md).
import { LINK_PREVIEW_MAX_WIDTH, needsLinkPreview, VARIANT_WIDTHS } from "../../../../worker/shared/media";

/** The widest the site shows an image (a post's column at twice the pixel density, about). */
export const MAX_UPLOAD_WIDTH = 1600;
/** WebP's and JPEG's quality when an image is drawn again. */
const ENCODE_QUALITY = 0.85;

interface Size {
  width: number;
  height: number;
}

export interface UploadPlan extends Size {
  /** Draw the image again (smaller, or to drop a photo's metadata) or send the file as it is. */
  reencode: boolean;
}

const scaledTo = (image: Size, maxWidth: number): Size => {
  const scale = Math.min(1, maxWidth / image.width);
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
};

/**
 * What to send for an image of this size and type: at most MAX_UPLOAD_WIDTH wide, keeping its
 * proportions. A JPEG is always drawn again, even when small enough: phone photos carry EXIF
 * (often where they were taken), which drawing drops, and their orientation is applied then. A
 * file too large to upload as it is is drawn again too, since re-encoding usually shrinks it.
 */
export function planUpload(image: Size & { type: string; bytes: number }, maxBytes: number): UploadPlan {
  const size = scaledTo(image, MAX_UPLOAD_WIDTH);
  return { reencode: size.width < image.width || image.type === "image/jpeg" || image.bytes > maxBytes, ...size };
}

/** The size of the JPEG copy sent with an upload of this size and type, or undefined when it needs none. */
export function planLinkPreview(upload: Size & { type: string }): Size | undefined {
  return needsLinkPreview(upload.type) ? scaledTo(upload, LINK_PREVIEW_MAX_WIDTH) : undefined;
}

/** The sizes of the smaller copies sent with an upload of this size: one per VARIANT_WIDTHS narrower than it. */
export function planVariants(upload: Size): Size[] {
  return VARIANT_WIDTHS.filter((width) => width < upload.width).map((width) => scaledTo(upload, width));
}

const renamed = (name: string, extension: string) => `${name.replace(/\.[^.]*$/, "") || "image"}.${extension}`;

/** The bitmap drawn at `size` and encoded as the first of `types` the browser can write. */
async function drawn(bitmap: ImageBitmap, size: Size, types: readonly string[]): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  for (const type of types) {
    // A browser that cannot write a type answers PNG instead.
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, ENCODE_QUALITY));
    if (blob?.type === type) return blob;
  }
  return null;
}

export interface PreparedUpload {
  file: File;
  /** The JPEG copy for link previews, sent with a WebP or AVIF. */
  preview?: File;
  /** Smaller copies for `srcset`, narrowest first (none when the browser cannot draw them). */
  variants?: File[];
}

/**
 * What to upload: the image drawn again at its planned size as WebP (JPEG where the browser
 * cannot write WebP), or the file itself; a WebP's or AVIF's JPEG copy for link previews; and
 * its smaller copies (planVariants), drawn from the original picture, not from the resized one.
 * When the browser cannot decode the file, it goes as it is and the server says what is wrong.
 */
export async function prepareUpload(file: File, maxBytes: number): Promise<PreparedUpload> {
  if (typeof createImageBitmap !== "function") return { file };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { file };
  }
  try {
    const plan = planUpload({ width: bitmap.width, height: bitmap.height, type: file.type, bytes: file.size }, maxBytes);
    const redrawn = plan.reencode ? await drawn(bitmap, plan, ["image/webp", "image/jpeg"]) : null;
    const upload = redrawn
      ? new File([redrawn], renamed(file.name, redrawn.type === "image/webp" ? "webp" : "jpg"), { type: redrawn.type })
      : file;
    const uploadSize = redrawn ? plan : { width: bitmap.width, height: bitmap.height };
    const previewSize = planLinkPreview({ ...uploadSize, type: upload.type });
    const preview = previewSize ? await drawn(bitmap, previewSize, ["image/jpeg"]) : null;
    const variants: File[] = [];
    for (const size of planVariants(uploadSize)) {
      const copy = await drawn(bitmap, size, ["image/webp", "image/jpeg"]);
      if (copy)
        variants.push(
          new File([copy], renamed(file.name, copy.type === "image/webp" ? `${size.width}.webp` : `${size.width}.jpg`), {
            type: copy.type,
          }),
        );
    }
    return {
      file: upload,
      ...(preview && { preview: new File([preview], renamed(file.name, "jpg"), { type: preview.type }) }),
      ...(variants.length > 0 && { variants }),
    };
  } finally {
    bitmap.close();
  }
}
