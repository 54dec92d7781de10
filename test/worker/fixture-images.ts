// The small real images under test/fixtures/images/, as bytes (Vite inlines them as data URLs:
// workerd has no file system to read them from).
import alphaWebp from "../fixtures/images/alpha-9x8.webp?inline";
import baselineJpeg from "../fixtures/images/baseline-5x4.jpg?inline";
import gif from "../fixtures/images/tiny-4x4.gif?inline";
import losslessWebp from "../fixtures/images/lossless-6x5.webp?inline";
import lossyWebp from "../fixtures/images/lossy-7x3.webp?inline";
import progressiveJpeg from "../fixtures/images/progressive-exif-8x6.jpg?inline";
import png from "../fixtures/images/red-3x2.png?inline";
import avif from "../fixtures/images/tiny-4x6.avif?inline";

function bytesOf(dataUrl: string): Uint8Array<ArrayBuffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export const IMAGES = {
  png: bytesOf(png),
  baselineJpeg: bytesOf(baselineJpeg),
  progressiveJpeg: bytesOf(progressiveJpeg),
  lossyWebp: bytesOf(lossyWebp),
  losslessWebp: bytesOf(losslessWebp),
  alphaWebp: bytesOf(alphaWebp),
  avif: bytesOf(avif),
  gif: bytesOf(gif),
};

/** Bytes no other test uploads: a fixture with a tail (readers stop at the header). */
export function unique(bytes: Uint8Array<ArrayBuffer>) {
  const out = new Uint8Array(bytes.length + 16);
  out.set(bytes);
  out.set(crypto.getRandomValues(new Uint8Array(16)), bytes.length);
  return out;
}
