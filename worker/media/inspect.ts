// What an upload really is, from its bytes alone: the name and the browser's declared type are
// ignored (a PNG renamed .jpg is a PNG; a text file renamed .png is refused). Its header must be
// readable, announce at most MAX_IMAGE_PIXELS, and the data it announces must be there
// (image-data.ts).
import { fileTypeFromBuffer } from "file-type";

import { withoutControlCharacters } from "../shared/characters";
import { IMAGE_TYPES, isImageMimeType, MAX_IMAGE_PIXELS, MEDIA_TEXTS, type ImageMimeType } from "../shared/media";
import { imageDimensions, type Dimensions } from "./dimensions";
import { holdsImageData } from "./image-data";

export interface InspectedImage extends Dimensions {
  mimeType: ImageMimeType;
  /** The SHA-256 of the bytes in hex and the type's extension: the image's key. */
  key: string;
}

export type Inspection = { ok: true; image: InspectedImage } | { ok: false; message: string };

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function inspectImage(bytes: Uint8Array<ArrayBuffer>): Promise<Inspection> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isImageMimeType(detected.mime)) return { ok: false, message: MEDIA_TEXTS.typeNotAllowed };
  const mimeType = detected.mime;
  const size = imageDimensions(mimeType, bytes);
  if (!size) return { ok: false, message: MEDIA_TEXTS.unreadable };
  // The pixels first: a forged header may claim billions, with or without the data.
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { ok: false, message: MEDIA_TEXTS.tooManyPixels };
  if (!holdsImageData(mimeType, bytes, size)) return { ok: false, message: MEDIA_TEXTS.incomplete };
  return { ok: true, image: { mimeType, ...size, key: `${await sha256Hex(bytes)}.${IMAGE_TYPES[mimeType]}` } };
}

/** The file's own name for staff: no folders (some browsers sent the whole path), no control characters, bounded. */
export function plainFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = withoutControlCharacters(base).trim();
  return clean.slice(0, 200) || "image";
}
