// An upload's smaller copies for `srcset` (docs/decisions/0055-responsive-post-images.md): the
// dashboard draws them at upload and sends them beside the image. The Worker cannot compare
// pictures, but it holds each copy to its size and shape, as it does a link preview.
import { MEDIA_TEXTS, VARIANT_WIDTHS } from "../shared/media";
import type { InspectedImage } from "./inspect";

/** What is wrong with `variants` as the smaller copies of `image`, or undefined when they fit. */
export function variantsProblem(image: InspectedImage, variants: readonly InspectedImage[]): string | undefined {
  if (variants.length > VARIANT_WIDTHS.length) return MEDIA_TEXTS.variantInvalid;
  const widths = new Set(variants.map((variant) => variant.width));
  if (widths.size < variants.length) return MEDIA_TEXTS.variantInvalid;
  for (const variant of variants) {
    if (variant.width >= image.width) return MEDIA_TEXTS.variantInvalid;
    // Drawn at the image's proportions, its height rounded to a whole pixel.
    const expectedHeight = (variant.width * image.height) / image.width;
    if (Math.abs(variant.height - expectedHeight) > 1) return MEDIA_TEXTS.variantInvalid;
  }
  return undefined;
}
