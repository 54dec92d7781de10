// An image's width and height, read from its header (docs/decisions/0022-media-uploads.md).
// Only the four types the site accepts; every read is bounds-checked, so a truncated or
// forged header gives undefined, never an exception or a read past the end.
import type { ImageMimeType } from "../shared/media";

export interface Dimensions {
  width: number;
  height: number;
}

/** Reads that answer undefined past the end of the bytes. */
class Bytes {
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get length() {
    return this.bytes.length;
  }
  u8 = (at: number) => (at >= 0 && at + 1 <= this.length ? this.view.getUint8(at) : undefined);
  u16be = (at: number) => (at >= 0 && at + 2 <= this.length ? this.view.getUint16(at) : undefined);
  u16le = (at: number) => (at >= 0 && at + 2 <= this.length ? this.view.getUint16(at, true) : undefined);
  u24le = (at: number) =>
    at >= 0 && at + 3 <= this.length ? this.view.getUint16(at, true) + this.view.getUint8(at + 2) * 0x10000 : undefined;
  u32be = (at: number) => (at >= 0 && at + 4 <= this.length ? this.view.getUint32(at) : undefined);
  u32le = (at: number) => (at >= 0 && at + 4 <= this.length ? this.view.getUint32(at, true) : undefined);
  text = (at: number, length: number) =>
    at >= 0 && at + length <= this.length ? String.fromCharCode(...this.bytes.subarray(at, at + length)) : undefined;
}

const sized = (width: number | undefined, height: number | undefined): Dimensions | undefined =>
  width !== undefined && height !== undefined && width > 0 && height > 0 ? { width, height } : undefined;

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function png(b: Bytes): Dimensions | undefined {
  if (b.text(12, 4) !== "IHDR") return undefined;
  return sized(b.u32be(16), b.u32be(20));
}

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
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Length, precision, then height and width.
      return sized(b.u16be(at + 7), b.u16be(at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

/** WebP: a RIFF file whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webp(b: Bytes): Dimensions | undefined {
  if (b.text(0, 4) !== "RIFF" || b.text(8, 4) !== "WEBP") return undefined;
  switch (b.text(12, 4)) {
    case "VP8 ": {
      // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
      if (b.u8(23) !== 0x9d || b.u8(24) !== 0x01 || b.u8(25) !== 0x2a) return undefined;
      const width = b.u16le(26);
      const height = b.u16le(28);
      return sized(width === undefined ? undefined : width & 0x3fff, height === undefined ? undefined : height & 0x3fff);
    }
    case "VP8L": {
      // Signature 0x2f, then width - 1 and height - 1 in 14 bits each.
      const bits = b.u32le(21);
      if (b.u8(20) !== 0x2f || bits === undefined) return undefined;
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case "VP8X": {
      const width = b.u24le(24);
      const height = b.u24le(27);
      return sized(width === undefined ? undefined : width + 1, height === undefined ? undefined : height + 1);
    }
    default:
      return undefined;
  }
}

/** Boxes nested at most this deep, and this many looked at, whatever a forged file claims. */
const MAX_BOXES = 1000;

/**
 * AVIF: ISO-BMFF boxes; the image spatial extents ("ispe") sit in meta > iprp > ipco. A file may
 * hold several (a grid and its tiles, an alpha plane, a thumbnail): the largest is the picture.
 */
function avif(b: Bytes): Dimensions | undefined {
  if (b.text(4, 4) !== "ftyp") return undefined;
  let best: Dimensions | undefined;
  let seen = 0;
  const walk = (start: number, end: number, depth: number) => {
    let at = start;
    while (at + 8 <= end && seen++ < MAX_BOXES) {
      let size = b.u32be(at);
      const type = b.text(at + 4, 4);
      let header = 8;
      if (size === undefined || type === undefined) return;
      if (size === 1) {
        // A 64-bit size: anything past 2^32 is past any upload anyway.
        const high = b.u32be(at + 8);
        const low = b.u32be(at + 12);
        if (high !== 0 || low === undefined) return;
        size = low;
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header || at + size > end) return;
      if (type === "meta" && depth === 0)
        walk(at + header + 4, at + size, depth + 1); // a full box: version and flags first
      else if ((type === "iprp" && depth === 1) || (type === "ipco" && depth === 2)) walk(at + header, at + size, depth + 1);
      else if (type === "ispe" && depth === 3) {
        const found = sized(b.u32be(at + header + 4), b.u32be(at + header + 8));
        if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
      }
      at += size;
    }
  };
  walk(0, b.length, 0);
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
