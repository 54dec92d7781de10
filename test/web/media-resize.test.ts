import { afterEach, describe, expect, it, vi } from "vitest";

import { MAX_UPLOAD_WIDTH, planLinkPreview, planUpload, planVariants, prepareUpload } from "../../web/admin/sections/media/resize";

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

describe("the smaller copies sent for srcset", () => {
  it.each([
    [
      "a photo at the widest the site shows gets three",
      { width: 1600, height: 1200 },
      [
        { width: 480, height: 360 },
        { width: 800, height: 600 },
        { width: 1200, height: 900 },
      ],
    ],
    [
      "a narrower image only those narrower than it, heights rounded",
      { width: 1000, height: 563 },
      [
        { width: 480, height: 270 },
        { width: 800, height: 450 },
      ],
    ],
    ["an image exactly 800 wide one", { width: 800, height: 600 }, [{ width: 480, height: 360 }]],
    ["a small image none: it is its own smallest", { width: 480, height: 320 }, []],
  ])("%s", (_name, upload, variants) => {
    expect(planVariants(upload)).toEqual(variants);
  });
});

describe("preparing an upload in a browser that draws", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** jsdom draws nothing: a canvas that "encodes" its own size, in the type asked for, stands in. */
  function drawingBrowser(image: { width: number; height: number }) {
    vi.stubGlobal("createImageBitmap", () => Promise.resolve({ ...image, close: () => {} }));
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: () => {} } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([`${this.width}x${this.height}`], { type }));
    });
  }

  it("sends a big photo at 1600 wide as WebP with its copies 480, 800 and 1200 wide", async () => {
    drawingBrowser({ width: 4000, height: 3000 });
    const prepared = await prepareUpload(new File(["photo"], "porch.jpg", { type: "image/jpeg" }), 5 * MB);
    expect(prepared.file.name).toBe("porch.webp");
    expect(await prepared.file.text()).toBe("1600x1200");
    expect(prepared.variants?.map((file) => file.name)).toEqual(["porch.480.webp", "porch.800.webp", "porch.1200.webp"]);
    expect(await Promise.all(prepared.variants!.map((file) => file.text()))).toEqual(["480x360", "800x600", "1200x900"]);
    expect(prepared.variants?.every((file) => file.type === "image/webp")).toBe(true);
  });

  it("sends a small PNG as it is, with no copies", async () => {
    drawingBrowser({ width: 400, height: 300 });
    const png = new File(["png"], "icon.png", { type: "image/png" });
    const prepared = await prepareUpload(png, 5 * MB);
    expect(prepared).toEqual({ file: png });
  });
});
