// An upload to the media library, checked before anything is stored
// (docs/decisions/0022-media-uploads.md): the image by its bytes, its alt text, and for a WebP or
// AVIF the JPEG copy sent for link previews, and its smaller copies for `srcset`
// (docs/decisions/0055-responsive-post-images.md); then each stored under its content key.
import type { R2Bucket } from "@cloudflare/workers-types";

import { inspectImage, plainFileName, type InspectedImage } from "./inspect";
import { keepsLinkPreview, linkPreviewProblem } from "./link-preview";
import { IMMUTABLE_CACHE_CONTROL } from "./serve";
import { variantsProblem } from "./variants";
import { fieldError, type ApiError } from "../shared/errors";
import { MAX_IMAGE_BYTES, MEDIA_TEXTS } from "../shared/media";
import { altTextSchema } from "../shared/schemas/media";

interface CheckedFile {
  bytes: Uint8Array<ArrayBuffer>;
  image: InspectedImage;
}

type CheckedUpload =
  | { ok: true; upload: CheckedFile; preview?: CheckedFile; variants: CheckedFile[]; alt: string; originalName: string }
  | { ok: false; status: 400 | 413; error: ApiError };

async function inspectFile(file: File): Promise<{ ok: true; file: CheckedFile } | { ok: false; message: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspection = await inspectImage(bytes);
  return inspection.ok ? { ok: true, file: { bytes, image: inspection.image } } : inspection;
}

/** The link preview sent with an image: none, or one that fits it (linkPreviewProblem). */
async function checkPreview(preview: unknown, image: InspectedImage | undefined) {
  if (preview === undefined || (image && !keepsLinkPreview(image))) return { ok: true as const };
  if (!(preview instanceof File) || preview.size > MAX_IMAGE_BYTES) return { ok: false as const, message: MEDIA_TEXTS.previewInvalid };
  const inspected = await inspectFile(preview);
  if (!inspected.ok) return { ok: false as const, message: MEDIA_TEXTS.previewInvalid };
  const problem = image && linkPreviewProblem(image, inspected.file.image);
  return problem ? { ok: false as const, message: problem } : { ok: true as const, preview: inspected.file };
}

/** The smaller copies sent with an image (the form's `variant`, once per copy): none, or ones that fit it (variantsProblem). */
async function checkVariants(variant: unknown, image: InspectedImage | undefined) {
  const sent = variant === undefined ? [] : Array.isArray(variant) ? (variant as unknown[]) : [variant];
  const invalid = { ok: false as const, message: MEDIA_TEXTS.variantInvalid };
  if (sent.some((item) => !(item instanceof File) || item.size > MAX_IMAGE_BYTES)) return invalid;
  const variants: CheckedFile[] = [];
  for (const item of sent as File[]) {
    const inspected = await inspectFile(item);
    if (!inspected.ok) return invalid;
    variants.push(inspected.file);
  }
  const problem =
    image &&
    variantsProblem(
      image,
      variants.map((checked) => checked.image),
    );
  return problem ? { ok: false as const, message: problem } : { ok: true as const, variants };
}

export interface UploadFields {
  file: unknown;
  alt: unknown;
  preview?: unknown;
  variant?: unknown;
}

/**
 * An oversized file is a 413; a missing file, a type other than the four, unreadable bytes, a
 * link preview or smaller copies that do not fit or a bad alt text a 400 naming each field's problem.
 */
export async function checkUpload({ file, alt, preview, variant }: UploadFields): Promise<CheckedUpload> {
  if (!(file instanceof File)) return { ok: false, status: 400, error: fieldError("file", MEDIA_TEXTS.fileRequired) };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: { message: MEDIA_TEXTS.tooLarge } };
  const inspected = await inspectFile(file);
  const image = inspected.ok ? inspected.file.image : undefined;
  const previewCheck = await checkPreview(preview, image);
  const variantCheck = await checkVariants(variant, image);
  const altText = altTextSchema.safeParse(alt);
  const errors: Record<string, string[]> = {};
  if (!inspected.ok) errors.file = [inspected.message];
  if (!previewCheck.ok) errors.preview = [previewCheck.message];
  if (!variantCheck.ok) errors.variant = [variantCheck.message];
  if (!altText.success) errors.alt = altText.error.issues.map((issue) => issue.message);
  if (!inspected.ok || !previewCheck.ok || !variantCheck.ok || !altText.success) {
    return { ok: false, status: 400, error: { message: Object.values(errors)[0]![0]!, errors } };
  }
  const { variants } = variantCheck;
  return {
    ok: true,
    upload: inspected.file,
    preview: previewCheck.preview,
    variants,
    alt: altText.data,
    originalName: plainFileName(file.name),
  };
}

/** Puts an image's bytes in the bucket under its key, served with its type for a year. */
export const storeObject = (bucket: R2Bucket, { bytes, image }: CheckedFile) =>
  bucket.put(image.key, bytes, { httpMetadata: { contentType: image.mimeType, cacheControl: IMMUTABLE_CACHE_CONTROL } });

/** Puts an image's link preview (when there is one) and its smaller copies in the bucket. */
export async function storeCopies(bucket: R2Bucket, preview: CheckedFile | undefined, variants: readonly CheckedFile[]) {
  await Promise.all([...(preview ? [preview] : []), ...variants].map((copy) => storeObject(bucket, copy)));
}

/** The row's columns for the copies sent with an image: its link preview and its smaller copies, narrowest first. */
export const copyColumns = (preview: CheckedFile | undefined, variants: readonly CheckedFile[]) => ({
  ...(preview && { previewKey: preview.image.key, previewWidth: preview.image.width, previewHeight: preview.image.height }),
  ...(variants.length > 0 && {
    variants: variants.map(({ image: { key, width, height } }) => ({ key, width, height })).sort((a, b) => a.width - b.width),
  }),
});
