// A WebP or AVIF image's JPEG copy for link previews (docs/decisions/0022-media-uploads.md):
// platforms show JPEG and PNG only, so the dashboard draws one at upload and sends it beside the
// image. The Worker cannot compare pictures, but it holds the copy to its type, size and shape.
import { LINK_PREVIEW_MAX_WIDTH, MEDIA_TEXTS, needsLinkPreview } from "../shared/media";
import type { InspectedImage } from "./inspect";

/**
 * Whether `image` keeps a link preview: only a WebP or AVIF does. A JPEG or PNG is shown as it is,
 * so a copy sent with one (a browser that judged the type by the file's name) is left out.
 */
export const keepsLinkPreview = (image: InspectedImage) => needsLinkPreview(image.mimeType);

/** What is wrong with `preview` as the link preview of `image`, or undefined when it fits. */
export function linkPreviewProblem(image: InspectedImage, preview: InspectedImage): string | undefined {
  if (preview.mimeType !== "image/jpeg") return MEDIA_TEXTS.previewInvalid;
  if (preview.width > Math.min(LINK_PREVIEW_MAX_WIDTH, image.width)) return MEDIA_TEXTS.previewInvalid;
  // Drawn at the image's proportions, its height rounded to a whole pixel.
  const expectedHeight = (preview.width * image.height) / image.width;
  if (Math.abs(preview.height - expectedHeight) > 1) return MEDIA_TEXTS.previewInvalid;
  return undefined;
}
