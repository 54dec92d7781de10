// Sizes close to what pages show (docs/decisions/0022-media-uploads.md): the dashboard shrinks
// an image in the browser before uploading it, so the Worker only stores and serves bytes.

/** The widest the site shows an image (a post's column at twice the pixel density, about). */
export const MAX_UPLOAD_WIDTH = 1600;
/** WebP's quality when an image is drawn again; JPEG's when the browser cannot write WebP. */
const ENCODE_QUALITY = 0.85;

export interface UploadPlan {
  /** Draw the image again (smaller, or to drop a photo's metadata) or send the file as it is. */
  reencode: boolean;
  width: number;
  height: number;
}

/**
 * What to send for an image of this size and type: at most MAX_UPLOAD_WIDTH wide, keeping its
 * proportions. A JPEG is always drawn again, even when small enough: phone photos carry EXIF
 * (often where they were taken), which drawing drops, and their orientation is applied then. A
 * file too large to upload as it is is drawn again too, since re-encoding usually shrinks it.
 */
export function planUpload(image: { width: number; height: number; type: string; bytes: number }, maxBytes: number): UploadPlan {
  const scale = Math.min(1, MAX_UPLOAD_WIDTH / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return { reencode: scale < 1 || image.type === "image/jpeg" || image.bytes > maxBytes, width, height };
}

const renamed = (name: string, extension: string) => `${name.replace(/\.[^.]*$/, "") || "image"}.${extension}`;

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, ENCODE_QUALITY));
}

/**
 * The file to upload: the image drawn again at its planned size as WebP (JPEG where the browser
 * cannot write WebP), or the file itself. When the browser cannot decode it, the file goes as it
 * is and the server says what is wrong with it.
 */
export async function prepareUpload(file: File, maxBytes: number): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const plan = planUpload({ width: bitmap.width, height: bitmap.height, type: file.type, bytes: file.size }, maxBytes);
    if (!plan.reencode) return file;
    const canvas = document.createElement("canvas");
    canvas.width = plan.width;
    canvas.height = plan.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    // A browser that cannot write WebP answers PNG instead: JPEG is then the smaller choice.
    const webp = await canvasBlob(canvas, "image/webp");
    const blob = webp?.type === "image/webp" ? webp : await canvasBlob(canvas, "image/jpeg");
    if (!blob) return file;
    return new File([blob], renamed(file.name, blob.type === "image/webp" ? "webp" : "jpg"), { type: blob.type });
  } finally {
    bitmap.close();
  }
}
