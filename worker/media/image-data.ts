// Whether an upload holds the picture its header describes (docs/decisions/0034-bad-input.md).
// The header gives the size (dimensions.ts); this follows each format's own structure to the
// picture's data and refuses a file whose header promises data that is not there: a WebP of 30
// bytes declaring a canvas and nothing else, a PNG without image data, a JPEG without a scan or
// cut before its end, an AVIF whose items point past the end of the file. Pixels are not decoded
// (the Worker has no decoder); what is checked is that the data the header announces is there,
// where and as long as the header says, and, where the coding sets a floor (PNG's deflate, JPEG's
// Huffman codes), long enough for the pixels declared. Bytes after the end of the image are left alone.
import type { ImageMimeType } from "../shared/media";
import { Bytes } from "./bytes";
import { isStartOfFrame, vp8lSize, vp8Size, type Dimensions } from "./dimensions";
import { boxBudget, boxesIn, childBoxes, type Box } from "./iso-boxes";

/** Deflate, which PNG compresses with, writes at least one byte for every 1,032 it stands for. */
const DEFLATE_MAX_RATIO = 1032;

/** Channels of each PNG colour type: grey, RGB, palette, grey and alpha, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * PNG: chunks from the header to IEND, each inside the file, with enough image data (IDAT) for
 * the pixels the header declares, however well they compress.
 */
function png(b: Bytes, size: Dimensions): boolean {
  const depth = b.u8(24);
  const channels = PNG_CHANNELS[b.u8(25) ?? -1];
  if (depth === undefined || channels === undefined) return false;
  const pixelBytes = (size.width * size.height * channels * depth) / 8;
  let imageData = 0;
  for (let at = 8; ; ) {
    const length = b.u32be(at);
    const type = b.text(at + 4, 4);
    // Length, type, data, CRC.
    if (length === undefined || type === undefined || at + 12 + length > b.length) return false;
    if (type === "IDAT") imageData += length;
    if (type === "IEND") return imageData > 0 && imageData * DEFLATE_MAX_RATIO >= pixelBytes;
    at += 12 + length;
  }
}

/** Where the end-of-image marker (FF D9) is, searching from `from` (coded data never holds one). */
function endOfImage(b: Bytes, from: number): number | undefined {
  for (let at = b.bytes.indexOf(0xff, from); at >= 0; at = b.bytes.indexOf(0xff, at + 1)) {
    if (b.bytes[at + 1] === 0xd9) return at;
  }
  return undefined;
}

/** Frames coded with Huffman codes (SOF0-3, 5-7): every 8×8 block costs at least a bit. */
const isHuffmanFrame = (marker: number) => marker <= 0xc7;

/**
 * JPEG: a frame, then a scan whose coded data follows it up to the end-of-image marker. Huffman
 * coding spends at least one bit on each block of the frame's largest component, so its data is
 * at least that long.
 */
function jpeg(b: Bytes, size: Dimensions): boolean {
  let frame: number | undefined;
  let at = 2;
  while (at < b.length) {
    if (b.u8(at) !== 0xff) return false;
    let marker = b.u8(at + 1);
    while (marker === 0xff) marker = b.u8(++at + 1);
    if (marker === undefined || marker === 0xd9) return false;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.u16be(at + 2);
    if (length === undefined || length < 2 || at + 2 + length > b.length) return false;
    if (isStartOfFrame(marker)) frame = marker;
    if (marker === 0xda) {
      const data = at + 2 + length;
      const end = endOfImage(b, data + 1); // at least one byte of coded data
      if (frame === undefined || end === undefined) return false;
      const blocks = Math.ceil(size.width / 8) * Math.ceil(size.height / 8);
      return !isHuffmanFrame(frame) || (end - data) * 8 >= blocks;
    }
    at += 2 + length;
  }
  return false;
}

interface Chunk {
  type: string;
  body: number;
  size: number;
}

/** RIFF chunks from `start` to `end`, up to the first that does not fit. */
function riffChunks(b: Bytes, start: number, end: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = start; at + 8 <= end; ) {
    const type = b.text(at, 4);
    const size = b.u32le(at + 4);
    if (type === undefined || size === undefined || at + 8 + size > end) break;
    chunks.push({ type, body: at + 8, size });
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return chunks;
}

const sameSize = (a: Dimensions | undefined, b: Dimensions) => a !== undefined && a.width === b.width && a.height === b.height;

/** A lossy key frame: its first partition, as its frame tag states it, inside the chunk. */
function vp8Holds(b: Bytes, chunk: Chunk, size: Dimensions): boolean {
  const tag = b.u24le(chunk.body);
  if (tag === undefined || (tag & 1) !== 0) return false; // not a key frame
  const firstPartition = tag >>> 5;
  return firstPartition > 0 && 10 + firstPartition <= chunk.size && sameSize(vp8Size(b, chunk.body), size);
}

/** A bitstream (lossy or lossless) of the given size inside the chunk. */
function bitstreamHolds(b: Bytes, chunk: Chunk, size: Dimensions): boolean {
  if (chunk.type === "VP8 ") return vp8Holds(b, chunk, size);
  // Signature and size (5 bytes), then the image's coded data.
  return chunk.type === "VP8L" && chunk.size > 5 && sameSize(vp8lSize(b, chunk.body), size);
}

/** An animation frame: inside the canvas, with a bitstream of the frame's own size. */
function frameHolds(b: Bytes, frame: Chunk, canvas: Dimensions): boolean {
  const [x, y, width, height] = [0, 3, 6, 9].map((offset) => b.u24le(frame.body + offset));
  if (x === undefined || y === undefined || width === undefined || height === undefined) return false;
  const size = { width: width + 1, height: height + 1 };
  if (x * 2 + size.width > canvas.width || y * 2 + size.height > canvas.height) return false;
  return riffChunks(b, frame.body + 16, frame.body + frame.size).some((chunk) => bitstreamHolds(b, chunk, size));
}

/** WebP: the RIFF size within the file, and a bitstream of the declared size (every frame's, for an animation). */
function webp(b: Bytes, size: Dimensions): boolean {
  const riffSize = b.u32le(4);
  if (riffSize === undefined || 8 + riffSize > b.length) return false;
  const [first, ...rest] = riffChunks(b, 12, 8 + riffSize);
  if (!first) return false;
  if (first.type !== "VP8X") return bitstreamHolds(b, first, size);
  const animated = ((b.u8(first.body) ?? 0) & 0x02) !== 0;
  if (!animated) return rest.some((chunk) => bitstreamHolds(b, chunk, size));
  const frames = rest.filter((chunk) => chunk.type === "ANMF");
  return frames.length > 0 && frames.every((frame) => frameHolds(b, frame, size));
}

/** A big-endian number of 0, 4 or 8 bytes (past 2^32 is past any upload); undefined otherwise. */
function sizedNumber(b: Bytes, at: number, bytes: number): number | undefined {
  if (bytes === 0) return 0;
  if (bytes === 4) return b.u32be(at);
  if (bytes === 8) return b.u32be(at) === 0 ? b.u32be(at + 4) : undefined;
  return undefined;
}

/**
 * The item locations ("iloc", ISO/IEC 14496-12 8.11.3): every extent stored in the file
 * (construction method 0) or in the meta box's own data ("idat", method 1) lies inside it, and
 * some item has data. A method-1 extent counts from the start of `idat`'s contents.
 */
function itemsInside(b: Bytes, iloc: Box, idat: Box | undefined): boolean {
  const version = b.u8(iloc.body);
  const sizes = b.u16be(iloc.body + 4);
  if (version === undefined || version > 2 || sizes === undefined) return false;
  const [offsetSize, lengthSize, baseOffsetSize, indexSize] = [
    sizes >>> 12,
    (sizes >>> 8) & 15,
    (sizes >>> 4) & 15,
    version > 0 ? sizes & 15 : 0,
  ];
  const idBytes = version < 2 ? 2 : 4;
  const count = version < 2 ? b.u16be(iloc.body + 6) : b.u32be(iloc.body + 6);
  let at = iloc.body + 6 + idBytes;
  let withData = 0;
  for (let item = 0; item < (count ?? -1); item++) {
    if (at > iloc.end) return false;
    at += idBytes;
    const method = version > 0 ? (b.u16be(at) ?? 0) & 15 : 0;
    at += (version > 0 ? 2 : 0) + 2; // construction method, data reference index
    const base = sizedNumber(b, at, baseOffsetSize);
    const extents = b.u16be((at += baseOffsetSize));
    at += 2;
    if (base === undefined || extents === undefined) return false;
    for (let extent = 0; extent < extents; extent++) {
      at += indexSize;
      const offset = sizedNumber(b, at, offsetSize);
      const length = sizedNumber(b, (at += offsetSize), lengthSize);
      at += lengthSize;
      if (offset === undefined || length === undefined || at > iloc.end) return false;
      const start = base + offset;
      const room = method === 0 ? b.length - start : method === 1 && idat ? idat.end - idat.body - start : undefined;
      if (room === undefined) continue; // data made from other items
      if (room <= 0 || length > room) return false;
      withData++;
    }
  }
  return count !== undefined && at <= iloc.end && withData > 0;
}

/** AVIF: the meta box's item locations, every one inside the file. */
function avif(b: Bytes): boolean {
  const budget = boxBudget();
  const meta = [...boxesIn(b, 0, b.length, budget)].find((box) => box.type === "meta");
  if (!meta) return false;
  const [iloc] = childBoxes(b, meta, "iloc", budget, true);
  const [idat] = childBoxes(b, meta, "idat", budget, true);
  return iloc !== undefined && itemsInside(b, iloc, idat);
}

const CHECKS: Record<ImageMimeType, (b: Bytes, size: Dimensions) => boolean> = {
  "image/png": png,
  "image/jpeg": jpeg,
  "image/webp": webp,
  "image/avif": avif,
};

/** Whether the file holds the data its header (already read as `size`) announces. */
export function holdsImageData(mime: ImageMimeType, bytes: Uint8Array, size: Dimensions): boolean {
  return CHECKS[mime](new Bytes(bytes), size);
}
