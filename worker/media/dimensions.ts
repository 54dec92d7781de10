// An image's width and height, read from its header (docs/decisions/0022-media-uploads.md).
// Only the four types the site accepts; every read is bounds-checked, so a truncated or
// forged header gives undefined, never an exception or a read past the end.
import type { ImageMimeType } from "../shared/media";
import { Bytes } from "./bytes";
import { boxBudget, childBoxes } from "./iso-boxes";

export interface Dimensions {
  width: number;
  height: number;
}

const sized = (width: number | undefined, height: number | undefined): Dimensions | undefined =>
  width !== undefined && height !== undefined && width > 0 && height > 0 ? { width, height } : undefined;

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function png(b: Bytes): Dimensions | undefined {
  if (b.text(12, 4) !== "IHDR") return undefined;
  return sized(b.u32be(16), b.u32be(20));
}

/** SOF0-SOF15 but DHT, JPG and DAC, which share the range. */
export const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments to the first start-of-frame (SOF0-SOF15 but DHT, JPG and DAC). */
function jpeg(b: Bytes): Dimensions | undefined {
  if (b.u16be(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at < b.length) {
    if (b.u8(at) !== 0xff) return undefined;
    let marker = b.u8(at + 1);
    // Fill bytes: any number of 0xFF may precede a marker.
    while (marker === 0xff) marker = b.u8(++at + 1);
    if (marker === undefined) return undefined;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or the scan, before any frame
    const length = b.u16be(at + 2);
    if (length === undefined || length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      // Length, precision, then height and width.
      return sized(b.u16be(at + 7), b.u16be(at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

/** A lossy (VP8) bitstream whose payload starts at `at`: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height. */
export function vp8Size(b: Bytes, at: number): Dimensions | undefined {
  if (b.u8(at + 3) !== 0x9d || b.u8(at + 4) !== 0x01 || b.u8(at + 5) !== 0x2a) return undefined;
  const width = b.u16le(at + 6);
  const height = b.u16le(at + 8);
  return sized(width === undefined ? undefined : width & 0x3fff, height === undefined ? undefined : height & 0x3fff);
}

/** A lossless (VP8L) bitstream whose payload starts at `at`: signature 0x2f, then width - 1 and height - 1 in 14 bits each. */
export function vp8lSize(b: Bytes, at: number): Dimensions | undefined {
  const bits = b.u32le(at + 1);
  if (b.u8(at) !== 0x2f || bits === undefined) return undefined;
  return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
}

/** WebP: a RIFF file whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webp(b: Bytes): Dimensions | undefined {
  if (b.text(0, 4) !== "RIFF" || b.text(8, 4) !== "WEBP") return undefined;
  switch (b.text(12, 4)) {
    case "VP8 ":
      return vp8Size(b, 20);
    case "VP8L":
      return vp8lSize(b, 20);
    case "VP8X": {
      const width = b.u24le(24);
      const height = b.u24le(27);
      return sized(width === undefined ? undefined : width + 1, height === undefined ? undefined : height + 1);
    }
    default:
      return undefined;
  }
}

/**
 * AVIF: ISO-BMFF boxes; the image spatial extents ("ispe") sit in meta > iprp > ipco. A file may
 * hold several (a grid and its tiles, an alpha plane, a thumbnail): the largest is the picture.
 */
function avif(b: Bytes): Dimensions | undefined {
  if (b.text(4, 4) !== "ftyp") return undefined;
  let best: Dimensions | undefined;
  const budget = boxBudget();
  const file = { type: "", body: 0, end: b.length };
  for (const meta of childBoxes(b, file, "meta", budget))
    for (const iprp of childBoxes(b, meta, "iprp", budget, true))
      for (const ipco of childBoxes(b, iprp, "ipco", budget))
        for (const ispe of childBoxes(b, ipco, "ispe", budget)) {
          const found = sized(b.u32be(ispe.body + 4), b.u32be(ispe.body + 8));
          if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
        }
  return best;
}

const READERS: Record<ImageMimeType, (b: Bytes) => Dimensions | undefined> = {
  "image/png": png,
  "image/jpeg": jpeg,
  "image/webp": webp,
  "image/avif": avif,
};

/** The image's size in pixels, or undefined when its header cannot be read. */
export function imageDimensions(mime: ImageMimeType, bytes: Uint8Array): Dimensions | undefined {
  return READERS[mime](new Bytes(bytes));
}
