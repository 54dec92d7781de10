// An image's alt text: required, so every image the site shows can be described (R11, WCAG 1.1.1).
import { z } from "./zod";

import { isStorableText } from "../characters";
import { ALT_MAX, MEDIA_MESSAGES } from "../media";
import { storable } from "./fields";

export const altTextSchema = z
  .string({ error: MEDIA_MESSAGES.altRequired })
  .trim()
  .min(1, { error: MEDIA_MESSAGES.altRequired, abort: true })
  .max(ALT_MAX, MEDIA_MESSAGES.altLength)
  .refine(isStorableText, storable);

/** PATCH /api/media/:id: staff correct an image's alt text. */
export const mediaAltSchema = z.object({ alt: altTextSchema });
