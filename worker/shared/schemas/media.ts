// An image's alt text: required, so every image the site shows can be described (R11, WCAG 1.1.1).
import { z } from "./zod";

import { isStorableText } from "../characters";
import { ALT_MAX, MEDIA_TEXTS } from "../media";
import { storable } from "./fields";

export const altTextSchema = z
  .string({ error: MEDIA_TEXTS.altRequired })
  .trim()
  .min(1, { error: MEDIA_TEXTS.altRequired, abort: true })
  .max(ALT_MAX, MEDIA_TEXTS.altLength)
  .refine(isStorableText, storable);

/** PATCH /api/media/:id: staff correct an image's alt text. */
export const mediaAltSchema = z.object({ alt: altTextSchema });
