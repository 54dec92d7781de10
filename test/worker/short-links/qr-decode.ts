// Reading a QR code back as a phone would: jsQR over the image's pixels.
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** Node's Buffer, which nodejs_compat puts on globalThis (this program has no Node types for its value). */
const NodeBuffer = (globalThis as unknown as { Buffer: { from(bytes: ArrayBuffer): Buffer } }).Buffer;

/** The text a PNG's QR code holds, or undefined when none can be read. */
export async function decodeQrPng(bytes: ArrayBuffer): Promise<{ text: string | undefined; width: number; height: number }> {
  // pngjs's streaming parser: its synchronous one calls node:zlib in a way workerd does not offer.
  const image = await new Promise<PNG>((resolve, reject) =>
    new PNG().parse(NodeBuffer.from(bytes), (error, png) => (error ? reject(error) : resolve(png))),
  );
  const text = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  return { text, width: image.width, height: image.height };
}

/**
 * The text an SVG's QR code holds: its dark runs (qrcode's path of `M x y`, `m dx 0` and `h n`
 * steps, one row per y) drawn into pixels, then read like the PNG.
 */
export function decodeQrSvg(svg: string): string | undefined {
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const scale = 8;
  const pixels = new Uint8ClampedArray(side * scale * side * scale * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === "m") x += Number(a);
    else {
      for (let column = x; column < x + Number(a); column++) darken(pixels, side * scale, column, y, scale);
      x += Number(a);
    }
  }
  return jsQR(pixels, side * scale, side * scale)?.data;
}

function darken(pixels: Uint8ClampedArray, width: number, column: number, row: number, scale: number) {
  for (let dy = 0; dy < scale; dy++)
    for (let dx = 0; dx < scale; dx++) {
      const at = ((row * scale + dy) * width + column * scale + dx) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
}
