// The link-preview cards the build draws: real PNGs of 1200 x 630, one for the site, one per
// blog category and one for each of the site's blog illustrations, where the Worker names them.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";

import { writeSocialImages } from "../../scripts/social-images";
import { BLOG_CATEGORIES } from "../../worker/shared/blog";
import { categorySocialImage, rasterizedSvgPath, SITE_SOCIAL_IMAGE } from "../../worker/shared/social-images";

const out = mkdtempSync(join(tmpdir(), "social-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the build's link-preview cards", () => {
  const written = writeSocialImages(out);
  const illustrations = readdirSync("public/images/blog").filter((name) => name.endsWith(".svg"));

  it("covers the site, every category and every illustration, at the paths the head names", () => {
    expect(written).toEqual(
      expect.arrayContaining([
        SITE_SOCIAL_IMAGE.url,
        ...BLOG_CATEGORIES.map((category) => categorySocialImage(category).url),
        ...illustrations.map((name) => rasterizedSvgPath(`/images/blog/${name}`)),
      ]),
    );
    expect(written).toHaveLength(1 + BLOG_CATEGORIES.length + illustrations.length);
  });

  it("draws each as a 1200 x 630 PNG with something on it", () => {
    for (const path of written) {
      const png = PNG.sync.read(readFileSync(join(out, path)));
      expect([png.width, png.height], path).toEqual([1200, 630]);
      // Not one flat colour: the drawing happened.
      const colours = new Set<number>();
      for (let i = 0; i < png.data.length; i += 4 * 997) colours.add(png.data.readUInt32BE(i));
      expect(colours.size, path).toBeGreaterThan(3);
    }
  });

  it("names no card for anything but the site's own illustrations", () => {
    expect(rasterizedSvgPath("/images/blog/camera.svg")).toBe("/images/social/blog/camera.png");
    expect(rasterizedSvgPath("/images/projects/camera.svg")).toBeUndefined();
    expect(rasterizedSvgPath("/images/blog/../x.svg")).toBeUndefined();
    expect(categorySocialImage("Gardening")).toEqual(SITE_SOCIAL_IMAGE);
  });
});
