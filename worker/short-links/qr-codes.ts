// A short link's QR code, drawn on the Worker (docs/decisions/0024-short-links-for-print.md):
// SVG for print shops, PNG at print sizes. Quiet zone of 4 modules (the QR standard's), error
// correction M (15 %): enough for a creased or smudged flyer, still a small symbol.
import QRCode from "qrcode";

import type { QrPngSize } from "../shared/short-links";
import { blackAndWhitePng } from "./png";

const ERROR_CORRECTION = "M";
const QUIET_ZONE_MODULES = 4;

/** Opens at 600 px in a viewer; as a vector it prints sharp at any size. */
const SVG_DISPLAY_SIZE = 600;

export function qrSvg(address: string): Promise<string> {
  return QRCode.toString(address, {
    type: "svg",
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE_MODULES,
    width: SVG_DISPLAY_SIZE,
    color: { dark: "#000000", light: "#ffffff" },
  });
}

/**
 * Exactly `size` pixels square. Every module is the same whole number of pixels, so print
 * stays crisp; the pixels left over widen the quiet zone.
 */
export function qrPng(address: string, size: QrPngSize): Promise<Uint8Array<ArrayBuffer>> {
  const { modules } = QRCode.create(address, { errorCorrectionLevel: ERROR_CORRECTION });
  const scale = Math.floor(size / (modules.size + 2 * QUIET_ZONE_MODULES));
  const offset = Math.floor((size - modules.size * scale) / 2);
  return blackAndWhitePng(size, (x, y) => {
    const column = Math.floor((x - offset) / scale);
    const row = Math.floor((y - offset) / scale);
    return x >= offset && y >= offset && column < modules.size && row < modules.size && Boolean(modules.get(row, column));
  });
}

/** "qr-flyer-canton-canton-flyer-600px.png": the path and tag in letters a file system keeps. */
export function qrFileName(fromPath: string, sourceTag: string | undefined, extension: "svg" | "png", size?: number): string {
  return `qr-${[fileSlugOf(fromPath), sourceTag, size ? `${size}px` : undefined].filter(Boolean).join("-")}.${extension}`;
}

/** A link's path in letters a file system keeps: "/Flyer Canton" as "flyer-canton". */
export function fileSlugOf(fromPath: string): string {
  return (
    decodeURIComponentSafe(fromPath)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "link"
  );
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
