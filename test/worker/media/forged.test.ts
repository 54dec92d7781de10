// Uploads whose header says more than the file holds (decision 0034): over 40 megapixels, or with
// image data missing, cut short, or too small for the pixels declared. Each is refused with 400
// naming the file, and nothing is stored; the real images of every type still go through.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { media } from "../../../worker/db/schema";
import { MAX_IMAGE_PIXELS, MEDIA_TEXTS } from "../../../worker/shared/media";
import { adminApi, apiClient } from "../api-client";
import { IMAGES } from "../fixture-images";
import { db } from "../helpers";

let admin = apiClient();
beforeAll(async () => {
  admin = await adminApi();
});

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const u32le = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24];
const u24le = (value: number) => u32le(value).slice(0, 3);

/** A file edited in place: `[offset, bytes]` pairs written over a copy. */
function edited(bytes: Uint8Array, ...edits: [number, number[]][]): Uint8Array<ArrayBuffer> {
  const copy = bytes.slice();
  for (const [at, values] of edits) copy.set(values, at);
  return copy;
}

const setU32be = (at: number, value: number): [number, number[]] => [
  at,
  [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff],
];
const setU16be = (at: number, value: number): [number, number[]] => [at, [value >>> 8, value & 0xff]];
const find = (bytes: Uint8Array, pattern: number[]) => {
  for (let at = 0; at + pattern.length <= bytes.length; at++) if (pattern.every((value, i) => bytes[at + i] === value)) return at;
  throw new Error(`pattern ${pattern.join(",")} not in the fixture`);
};

/** An extended WebP (VP8X) with the given flags and canvas, and the chunks after it. */
function vp8xWebp(width: number, height: number, flags = 0, ...chunks: number[][]): Uint8Array<ArrayBuffer> {
  const body = [
    ...ascii("WEBP"),
    ...ascii("VP8X"),
    ...u32le(10),
    flags,
    0,
    0,
    0,
    ...u24le(width - 1),
    ...u24le(height - 1),
    ...chunks.flat(),
  ];
  return Uint8Array.from([...ascii("RIFF"), ...u32le(body.length), ...body]);
}

const jpegFrame = find(IMAGES.baselineJpeg, [0xff, 0xc0]);
const jpegScan = find(IMAGES.baselineJpeg, [0xff, 0xda]);
const avifIspe = find(IMAGES.avif, ascii("ispe"));
const pngData = find(IMAGES.png, ascii("IDAT")) - 4;
const pngEnd = find(IMAGES.png, ascii("IEND")) - 4;

const TOO_MANY_PIXELS: [string, Uint8Array<ArrayBuffer>][] = [
  // The audit's file: 30 bytes, a canvas of 16,777,216 × 16,777,216 and no image data at all.
  ["a 30-byte WebP declaring 16,777,216 × 16,777,216", vp8xWebp(16_777_216, 16_777_216)],
  ["a WebP canvas one pixel over the limit", vp8xWebp(8000, 5001)],
  ["a PNG declaring 10,000 × 10,000", edited(IMAGES.png, setU32be(16, 10_000), setU32be(20, 10_000))],
  ["a JPEG frame of 65,535 × 65,535", edited(IMAGES.baselineJpeg, setU16be(jpegFrame + 5, 65_535), setU16be(jpegFrame + 7, 65_535))],
  ["an AVIF whose extents claim 100,000 × 100,000", edited(IMAGES.avif, setU32be(avifIspe + 8, 100_000), setU32be(avifIspe + 12, 100_000))],
];

const INCOMPLETE: [string, Uint8Array<ArrayBuffer>][] = [
  ["a 30-byte WebP declaring 800 × 600 and nothing else", vp8xWebp(800, 600)],
  ["an animated WebP without a frame", vp8xWebp(800, 600, 0x02, [...ascii("ANIM"), ...u32le(6), 0, 0, 0, 0, 0, 0])],
  ["a WebP whose canvas is bigger than its picture", edited(IMAGES.alphaWebp, [24, u24le(89)], [27, u24le(79)])],
  ["a WebP whose RIFF size runs past the file", edited(IMAGES.lossyWebp, [4, u32le(IMAGES.lossyWebp.length * 2)])],
  ["a lossy WebP cut inside its bitstream", edited(IMAGES.lossyWebp.slice(0, 40), [4, u32le(32)], [16, u32le(20)])],
  [
    "a lossless WebP with its header alone",
    Uint8Array.from([...ascii("RIFF"), ...u32le(17), ...ascii("WEBPVP8L"), ...u32le(5), ...IMAGES.losslessWebp.slice(20, 25)]),
  ],
  ["a PNG without image data", Uint8Array.from([...IMAGES.png.slice(0, pngData), ...IMAGES.png.slice(pngEnd)])],
  ["a PNG cut before its end", IMAGES.png.slice(0, pngEnd)],
  ["a PNG declaring 6,000 × 6,000 over 3 × 2 pixels of data", edited(IMAGES.png, setU32be(16, 6000), setU32be(20, 6000))],
  ["a JPEG cut before its end marker", IMAGES.baselineJpeg.slice(0, -2)],
  ["a JPEG frame with no scan", Uint8Array.from([...IMAGES.baselineJpeg.slice(0, jpegScan), 0xff, 0xd9])],
  [
    "a JPEG declaring 4,000 × 3,000 over 5 × 4 pixels of data",
    edited(IMAGES.baselineJpeg, setU16be(jpegFrame + 5, 3000), setU16be(jpegFrame + 7, 4000)),
  ],
  ["an AVIF cut inside its image data", IMAGES.avif.slice(0, -10)],
];

function upload(bytes: Uint8Array<ArrayBuffer>) {
  return admin.media.$post({ form: { file: new File([bytes], "forged.webp"), alt: "A forged image" } });
}

const stored = async () => ({ rows: (await db().select().from(media)).length, objects: (await env.MEDIA.list()).objects.length });

describe("an upload whose header says more than the file holds", () => {
  it("states the limit as 40 megapixels", () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(MEDIA_TEXTS.tooManyPixels).toBe("Images can be at most 40 megapixels. Make it smaller and upload it again.");
  });

  it.each(TOO_MANY_PIXELS)("%s: 400, too many pixels, nothing stored", async (_name, bytes) => {
    const before = await stored();
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MEDIA_TEXTS.tooManyPixels, errors: { file: [MEDIA_TEXTS.tooManyPixels] } });
    expect(await stored()).toEqual(before);
  });

  it.each(INCOMPLETE)("%s: 400, the data does not match the header, nothing stored", async (_name, bytes) => {
    const before = await stored();
    const response = await upload(bytes);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MEDIA_TEXTS.incomplete, errors: { file: [MEDIA_TEXTS.incomplete] } });
    expect(await stored()).toEqual(before);
  });

  it.each(Object.entries(IMAGES).filter(([name]) => name !== "gif"))(
    "the real %s, with bytes after its end, is stored",
    async (_name, bytes) => {
      const tail = crypto.getRandomValues(new Uint8Array(16));
      const response = await upload(Uint8Array.from([...bytes, ...tail]));
      expect(response.status).toBe(201);
    },
  );
});
