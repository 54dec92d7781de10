import { describe, expect, it } from "vitest";

import { imageDimensions } from "../../../worker/media/dimensions";
import type { ImageMimeType } from "../../../worker/shared/media";
import { IMAGES } from "../fixture-images";

describe("an image's size read from its header", () => {
  it.each<[string, ImageMimeType, Uint8Array, number, number]>([
    ["PNG", "image/png", IMAGES.png, 3, 2],
    ["baseline JPEG", "image/jpeg", IMAGES.baselineJpeg, 5, 4],
    ["progressive JPEG with EXIF and ICC segments before the frame", "image/jpeg", IMAGES.progressiveJpeg, 8, 6],
    ["lossy WebP (VP8)", "image/webp", IMAGES.lossyWebp, 7, 3],
    ["lossless WebP (VP8L)", "image/webp", IMAGES.losslessWebp, 6, 5],
    ["WebP with alpha (VP8X)", "image/webp", IMAGES.alphaWebp, 9, 8],
    ["AVIF", "image/avif", IMAGES.avif, 4, 6],
  ])("%s", (_name, mime, bytes, width, height) => {
    expect(imageDimensions(mime, bytes)).toEqual({ width, height });
  });

  it.each<[string, ImageMimeType, Uint8Array]>([
    ["an empty file", "image/png", new Uint8Array()],
    ["a PNG cut inside its header", "image/png", IMAGES.png.slice(0, 20)],
    ["a JPEG cut before its frame", "image/jpeg", IMAGES.progressiveJpeg.slice(0, 40)],
    ["a WebP cut inside its header", "image/webp", IMAGES.lossyWebp.slice(0, 27)],
    ["an AVIF cut before its properties", "image/avif", IMAGES.avif.slice(0, 40)],
    ["a PNG read as a JPEG", "image/jpeg", IMAGES.png],
    ["a JPEG read as an AVIF", "image/avif", IMAGES.baselineJpeg],
  ])("%s gives no size, without throwing", (_name, mime, bytes) => {
    expect(imageDimensions(mime, bytes)).toBeUndefined();
  });

  it("refuses a PNG whose header claims a width of 0", () => {
    const forged = IMAGES.png.slice();
    forged.set([0, 0, 0, 0], 16);
    expect(imageDimensions("image/png", forged)).toBeUndefined();
  });

  it("stops on a JPEG segment whose length points past the end", () => {
    const forged = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0, 0]);
    expect(imageDimensions("image/jpeg", forged)).toBeUndefined();
  });
});
