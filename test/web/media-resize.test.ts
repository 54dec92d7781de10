import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_WIDTH, planLinkPreview, planUpload } from "../../web/admin/sections/media/resize";

const MB = 1024 * 1024;

describe("what the dashboard uploads for an image", () => {
  it.each([
    [
      "a wide photo is shrunk to the widest the site shows",
      { width: 4032, height: 3024, type: "image/jpeg", bytes: 3 * MB },
      true,
      1600,
      1200,
    ],
    ["a wide PNG too, keeping its proportions", { width: 3200, height: 1000, type: "image/png", bytes: 1 * MB }, true, 1600, 500],
    ["an odd size is rounded, never 0 high", { width: 4000, height: 1, type: "image/webp", bytes: 1000 }, true, 1600, 1],
    ["a small PNG goes as it is", { width: 800, height: 600, type: "image/png", bytes: 200_000 }, false, 800, 600],
    ["exactly the widest goes as it is", { width: MAX_UPLOAD_WIDTH, height: 900, type: "image/webp", bytes: 300_000 }, false, 1600, 900],
    ["a small JPEG is drawn again, to drop its EXIF", { width: 640, height: 480, type: "image/jpeg", bytes: 90_000 }, true, 640, 480],
    [
      "a small but heavy PNG is drawn again to shrink it",
      { width: 1500, height: 1500, type: "image/png", bytes: 6 * MB },
      true,
      1500,
      1500,
    ],
    ["a tall narrow image is not enlarged", { width: 300, height: 5000, type: "image/avif", bytes: 50_000 }, false, 300, 5000],
  ])("%s", (_name, image, reencode, width, height) => {
    expect(planUpload(image, 5 * MB)).toEqual({ reencode, width, height });
  });
});

describe("the JPEG copy sent for link previews", () => {
  it.each([
    [
      "a WebP drawn at the widest the site shows gets a copy 1200 wide",
      { width: 1600, height: 1200, type: "image/webp" },
      { width: 1200, height: 900 },
    ],
    ["an AVIF too, its height rounded", { width: 1600, height: 901, type: "image/avif" }, { width: 1200, height: 676 }],
    ["a small WebP gets a copy at its own size", { width: 640, height: 480, type: "image/webp" }, { width: 640, height: 480 }],
    ["a JPEG needs none: platforms show it", { width: 1600, height: 1200, type: "image/jpeg" }, undefined],
    ["a PNG needs none", { width: 800, height: 600, type: "image/png" }, undefined],
  ])("%s", (_name, upload, preview) => {
    expect(planLinkPreview(upload)).toEqual(preview);
  });
});
