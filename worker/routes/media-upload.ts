// An upload to the media library, checked before anything is stored
// (docs/decisions/0022-media-uploads.md): the image by its bytes, its alt text, and for a WebP or
// AVIF the JPEG copy sent for link previews; then stored under its content key.
import type { R2Bucket } from "@cloudflare/workers-types";

import { inspectImage, plainFileName, type InspectedImage } from "../media/inspect";
import { keepsLinkPreview, linkPreviewProblem } from "../media/link-preview";
import { IMMUTABLE_CACHE_CONTROL } from "../media/serve";
import { fieldError, type ApiError } from "../shared/errors";
import { MAX_IMAGE_BYTES, MEDIA_MESSAGES } from "../shared/media";
import { altTextSchema } from "../shared/schemas/media";

interface CheckedFile {
  bytes: Uint8Array<ArrayBuffer>;
  image: InspectedImage;
}

type CheckedUpload =
  | { ok: true; upload: CheckedFile; preview?: CheckedFile; alt: string; originalName: string }
  | { ok: false; status: 400 | 413; error: ApiError };

async function inspectFile(file: File): Promise<{ ok: true; file: CheckedFile } | { ok: false; message: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspection = await inspectImage(bytes);
  return inspection.ok ? { ok: true, file: { bytes, image: inspection.image } } : inspection;
}

/** The link preview sent with an image: none, or one that fits it (linkPreviewProblem). */
async function checkPreview(preview: unknown, image: InspectedImage | undefined) {
  if (preview === undefined || (image && !keepsLinkPreview(image))) return { ok: true as const };
  if (!(preview instanceof File) || preview.size > MAX_IMAGE_BYTES) return { ok: false as const, message: MEDIA_MESSAGES.previewInvalid };
  const inspected = await inspectFile(preview);
  if (!inspected.ok) return { ok: false as const, message: MEDIA_MESSAGES.previewInvalid };
  const problem = image && linkPreviewProblem(image, inspected.file.image);
  return problem ? { ok: false as const, message: problem } : { ok: true as const, preview: inspected.file };
}

/**
 * An oversized file is a 413; a missing file, a type other than the four, unreadable bytes, a
 * link preview that does not fit or a bad alt text a 400 naming each field's problem.
 */
export async function checkUpload({ file, alt, preview }: { file: unknown; alt: unknown; preview?: unknown }): Promise<CheckedUpload> {
  if (!(file instanceof File)) return { ok: false, status: 400, error: fieldError("file", MEDIA_MESSAGES.fileRequired) };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: { message: MEDIA_MESSAGES.tooLarge } };
  const inspected = await inspectFile(file);
  const previewCheck = await checkPreview(preview, inspected.ok ? inspected.file.image : undefined);
  const altText = altTextSchema.safeParse(alt);
  const errors: Record<string, string[]> = {};
  if (!inspected.ok) errors.file = [inspected.message];
  if (!previewCheck.ok) errors.preview = [previewCheck.message];
  if (!altText.success) errors.alt = altText.error.issues.map((issue) => issue.message);
  if (!inspected.ok || !previewCheck.ok || !altText.success) {
    return { ok: false, status: 400, error: { message: Object.values(errors)[0]![0]!, errors } };
  }
  return { ok: true, upload: inspected.file, preview: previewCheck.preview, alt: altText.data, originalName: plainFileName(file.name) };
}

/** Puts an image's bytes in the bucket under its key, served with its type for a year. */
export const storeObject = (bucket: R2Bucket, { bytes, image }: CheckedFile) =>
  bucket.put(image.key, bytes, { httpMetadata: { contentType: image.mimeType, cacheControl: IMMUTABLE_CACHE_CONTROL } });

export const previewColumns = (preview: CheckedFile | undefined) =>
  preview ? { previewKey: preview.image.key, previewWidth: preview.image.width, previewHeight: preview.image.height } : {};
