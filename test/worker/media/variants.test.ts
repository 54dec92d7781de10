// An upload's smaller copies for `srcset` (docs/decisions/0055-responsive-post-images.md): held to
// the image's size and shape, stored and served under their own keys, given to an image uploaded
// before without them, deleted with their image, and offered by the served post page for its
// featured image and the uploads in its body, never wider than their pixels allow.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { InspectedImage } from "../../../worker/media/inspect";
import { variantsProblem } from "../../../worker/media/variants";
import { blogPosts } from "../../../worker/db/schema";
import { MEDIA_TEXTS } from "../../../worker/shared/media";
import type { ImageSizes } from "../../../worker/shared/responsive-image";
import { sanitizeHtml } from "../../../worker/shared/sanitize";
import { apiClient, errorBody, read, successBody } from "../api-client";
import { IMAGES, unique } from "../fixture-images";
import { call, db } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

const VARIANT_INVALID = "Smaller copies must be at most 3 images, each narrower than the original and in its proportions";

describe("variantsProblem", () => {
  const image = (width: number, height: number): InspectedImage => ({ mimeType: "image/webp", width, height, key: `${width}x${height}` });
  it.each([
    ["three copies narrower, in proportion", [image(480, 360), image(800, 600), image(1200, 900)], undefined],
    ["none", [], undefined],
    ["a height rounded to the next pixel", [image(800, 601)], undefined],
    ["a copy as wide as the image", [image(1600, 1200)], VARIANT_INVALID],
    ["a copy of another shape", [image(800, 450)], VARIANT_INVALID],
    ["two copies of one width", [image(800, 600), image(800, 600)], VARIANT_INVALID],
    ["four copies", [image(400, 300), image(480, 360), image(800, 600), image(1200, 900)], VARIANT_INVALID],
  ])("%s", (_, variants, problem) => {
    expect(variantsProblem(image(1600, 1200), variants)).toBe(problem);
  });

  it("says the rule in the spec's words", () => {
    expect(MEDIA_TEXTS.variantInvalid).toBe(VARIANT_INVALID);
  });
});

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

/** The 8×6 JPEG with copies 5×4 (a JPEG) and 3×2 (a PNG): both narrower, both in its proportions. */
function upload(file: Uint8Array<ArrayBuffer>, variants: Uint8Array<ArrayBuffer>[]) {
  return apiClient({ cookie: admin }).media.$post({
    form: {
      file: new File([file], "porch.jpg"),
      alt: "A porch camera",
      variant: variants.map((bytes, i) => new File([bytes], `porch-${i}`)),
    },
  });
}

const keyOf = (url: string) => url.slice("/media/".length);

describe("uploading an image with its smaller copies", () => {
  it("stores each copy under its own key, narrowest first, and serves it", async () => {
    const [medium, small] = [unique(IMAGES.baselineJpeg), unique(IMAGES.png)];
    const response = await upload(unique(IMAGES.progressiveJpeg), [medium, small]);
    expect(response.status).toBe(201);
    const item = await successBody(response);
    expect(item.variants.map(({ width, height }) => [width, height])).toEqual([
      [3, 2],
      [5, 4],
    ]);
    const [first, second] = item.variants;
    expect(new Uint8Array(await (await env.MEDIA.get(keyOf(first!.url)))!.arrayBuffer())).toEqual(small);
    expect(new Uint8Array(await (await env.MEDIA.get(keyOf(second!.url)))!.arrayBuffer())).toEqual(medium);
    const served = await callWith(admin, second!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it.each([
    ["a copy wider than the image", () => [IMAGES.alphaWebp]],
    ["a copy of another shape", () => [IMAGES.lossyWebp]],
    ["text", () => [Uint8Array.from(new TextEncoder().encode("not an image"))]],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_, variants) => {
    const before = (await env.MEDIA.list()).objects.length;
    const response = await upload(unique(IMAGES.progressiveJpeg), variants().map(unique));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VARIANT_INVALID, errors: { variant: [VARIANT_INVALID] } });
    expect((await env.MEDIA.list()).objects.length).toBe(before);
  });

  it("gives an image uploaded before without copies the ones sent with it again", async () => {
    const image = unique(IMAGES.progressiveJpeg);
    expect((await read(upload(image, []))).variants).toEqual([]);
    const again = await upload(image, [unique(IMAGES.baselineJpeg)]);
    expect(again.status).toBe(200);
    expect((await successBody(again)).variants).toMatchObject([{ width: 5, height: 4 }]);
  });

  it("deletes the copies with their image", async () => {
    const item = await read(upload(unique(IMAGES.progressiveJpeg), [unique(IMAGES.baselineJpeg), unique(IMAGES.png)]));
    // The copies are stored first: their absence afterwards is the deletion's doing.
    expect(item.variants).toHaveLength(2);
    for (const variant of item.variants) expect(await env.MEDIA.head(keyOf(variant.url))).not.toBeNull();
    const response = await apiClient({ cookie: admin }).media[":id"].$delete({ param: { id: String(item.id) } });
    expect(response.status).toBe(200);
    for (const variant of item.variants) expect(await env.MEDIA.head(keyOf(variant.url))).toBeNull();
  });

  it("refuses copies sent as text instead of files", async () => {
    const response = await apiClient({ cookie: admin }).media.$post({
      form: { file: new File([unique(IMAGES.progressiveJpeg)], "porch.jpg"), alt: "A porch", variant: "/media/elsewhere.jpg" },
    });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).errors).toEqual({ variant: [VARIANT_INVALID] });
  });
});

describe("the served post page", () => {
  const NOW = Date.parse("2031-05-01T12:00:00.000Z");
  afterEach(() => vi.useRealTimers());

  /** A 1200×900 upload with copies 480 and 800 wide (rows only: the page reads the library, not the bytes). */
  async function storedPhoto(): Promise<{ key: string; copies: string[] }> {
    const item = await read(upload(unique(IMAGES.progressiveJpeg), []));
    const key = keyOf(item.url);
    const copies = [`${"e".repeat(63)}1.webp`, `${"e".repeat(63)}2.webp`];
    await env.DB.prepare("update media set width = 1200, height = 900, variants = ? where key = ?")
      .bind(
        JSON.stringify([
          { key: copies[0], width: 480, height: 360 },
          { key: copies[1], width: 800, height: 600 },
        ]),
        key,
      )
      .run();
    return { key, copies };
  }

  it("offers the featured image's and the body's uploads through srcset, never wider than 1 CSS pixel per 1.5 of theirs", async () => {
    const { key, copies } = await storedPhoto();
    await db()
      .insert(blogPosts)
      .values({
        title: "Porch cameras",
        slug: "porch-cameras-srcset",
        excerpt: "Where to put them",
        content: `<p>Look:</p><img src="/media/${key}" alt="A porch camera" width="1200" height="900"><img src="/images/elsewhere.png" alt="x" srcset="/media/${key} 2x, https://elsewhere.example/a.jpg 1x" sizes="50vw">`,
        author: "Dana Brooks",
        category: "Security Tips",
        readingTime: 2,
        isPublished: true,
        publishedAt: new Date(NOW - 1000),
        featuredImage: `/media/${key}`,
      });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(NOW));
    const html = await (await call("/blog/porch-cameras-srcset", { headers: { "User-Agent": "Googlebot/2.1" } })).text();
    const srcset = `/media/${copies[0]} 480w, /media/${copies[1]} 800w, /media/${key} 1200w`;
    // The body's upload: 1200 pixels shown at most 800 CSS pixels wide, in a column at most 768.
    expect(html).toContain(
      `<img src="/media/${key}" alt="A porch camera" width="800" height="600" srcset="${srcset}" sizes="(max-width: 800px) calc(100vw - 32px), 768px">`,
    );
    // An image from elsewhere keeps no srcset naming another site (and no sizes without one).
    expect(html).toContain('<img src="/images/elsewhere.png" alt="x">');
    // The featured image: its 16:9 box at most 800 CSS pixels wide (1200 pixels / 1.5), cropped top and bottom.
    // (React writes some names in camel case; HTML reads attribute names in any case.)
    const featured = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0]?.toLowerCase();
    expect(featured).toContain(`srcset="${srcset}"`);
    expect(featured).toContain('width="800"');
    expect(featured).toContain('height="450"');
    expect(featured).toContain('sizes="(max-width: 832px) calc(100vw - 32px), 800px"');
  });
});

describe("the sanitizer's srcset and sizes", () => {
  const KEY = `${"f".repeat(64)}.webp`;
  const SMALL = `${"0".repeat(64)}.webp`;
  const clean = (html: string, images?: ReadonlyMap<string, ImageSizes>) => sanitizeHtml(html, "https://site.example", { images });

  it.each([
    [
      "keeps them on an image when every address is an upload",
      `<img src="/media/${KEY}" alt="a" srcset="/media/${SMALL} 480w, /media/${KEY} 960w" sizes="50vw">`,
      `<img src="/media/${KEY}" alt="a" srcset="/media/${SMALL} 480w, /media/${KEY} 960w" sizes="50vw">`,
    ],
    [
      "drops both when one address is another site's",
      `<img src="/media/${KEY}" alt="a" srcset="/media/${SMALL} 480w, https://elsewhere.example/big.jpg 960w" sizes="50vw">`,
      `<img src="/media/${KEY}" alt="a">`,
    ],
    [
      "drops both when an address is a full one, even this site's",
      `<img src="/a.png" alt="a" srcset="https://site.example/media/${KEY} 2x">`,
      `<img src="/a.png" alt="a">`,
    ],
    ["drops a sizes without a srcset", `<img src="/a.png" alt="a" sizes="50vw">`, `<img src="/a.png" alt="a">`],
    ["keeps neither on another element", `<p srcset="/media/${KEY} 1x" sizes="50vw">x</p>`, `<p>x</p>`],
  ])("%s", (_, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it("gives an upload of the library its copies and the width it may be shown at, replacing what the HTML said", () => {
    const images = new Map([[KEY, { width: 300, height: 200, variants: [] }]]);
    expect(clean(`<img src="/media/${KEY}" alt="a" width="300" height="200" srcset="/media/${SMALL} 100w" sizes="10vw">`, images)).toBe(
      `<img src="/media/${KEY}" alt="a" width="200" height="133" srcset="/media/${KEY} 300w" sizes="(max-width: 232px) calc(100vw - 32px), 200px">`,
    );
  });

  it("writes the feed's images with one full address, without copies (read away from the site)", () => {
    const images = new Map([[KEY, { width: 300, height: 200, variants: [] }]]);
    const html = `<img src="/media/${KEY}" alt="a" srcset="/media/${SMALL} 480w, /media/${KEY} 960w" sizes="50vw">`;
    expect(sanitizeHtml(html, "https://site.example", { images, addressesFrom: "https://site.example/blog/a-post" })).toBe(
      `<img src="https://site.example/media/${KEY}" alt="a" width="200" height="133">`,
    );
  });
});
