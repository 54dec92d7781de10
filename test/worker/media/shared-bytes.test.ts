// Bytes stored once and named by several images (docs/decisions/0022-media-uploads.md): a key is
// the hash of the bytes, so one object can be one image's own file, another's smaller copy and a
// third's link preview. Deleting an unused image removes an object only when no other image, none
// of their copies and no post still names it; a live post's picture keeps being served.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { apiClient, read } from "../api-client";
import { IMAGES, unique } from "../fixture-images";
import { call, db } from "../helpers";
import { asAdmin } from "../session-helpers";

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

const keyOf = (url: string) => url.slice("/media/".length);

/** An upload with optional smaller copies and link preview, each sent as its own file. */
function upload(
  file: Uint8Array<ArrayBuffer>,
  name: string,
  copies: { variants?: Uint8Array<ArrayBuffer>[]; preview?: Uint8Array<ArrayBuffer> } = {},
) {
  return read(
    apiClient({ cookie: admin }).media.$post({
      form: {
        file: new File([file], name),
        alt: "A porch camera",
        variant: (copies.variants ?? []).map((bytes, i) => new File([bytes], `copy-${i}`)),
        ...(copies.preview && { preview: new File([copies.preview], "preview.jpg") }),
      },
    }),
  );
}

const remove = (id: number) => apiClient({ cookie: admin }).media[":id"].$delete({ param: { id: String(id) } });

async function livePost(fields: { featuredImage?: string; content?: string }) {
  await db()
    .insert(blogPosts)
    .values({
      title: "Porch cameras",
      slug: `porch-cameras-${crypto.randomUUID().slice(0, 8)}`,
      excerpt: "x",
      content: fields.content ?? "<p>x</p>",
      category: "Technology",
      readingTime: 1,
      featuredImage: fields.featuredImage,
      isPublished: true,
    });
}

describe("deleting an image whose bytes another image names", () => {
  it("keeps an image a live post shows when an unused image had the same bytes as its smaller copy", async () => {
    const small = unique(IMAGES.baselineJpeg);
    const shown = await upload(small, "small.jpg");
    await livePost({ featuredImage: shown.url });
    const unused = await upload(unique(IMAGES.progressiveJpeg), "large.jpg", { variants: [small] });
    expect(keyOf(unused.variants[0]!.url)).toBe(shown.key);

    expect((await remove(unused.id)).status).toBe(200);
    expect(await env.MEDIA.head(unused.key)).toBeNull();
    expect((await call(shown.url)).status).toBe(200);
  });

  it("keeps a live post's smaller copy when an unused image is the same bytes", async () => {
    const small = unique(IMAGES.baselineJpeg);
    const shown = await upload(unique(IMAGES.progressiveJpeg), "large.jpg", { variants: [small] });
    await livePost({ content: `<p><img src="${shown.url}" alt="A porch camera"></p>` });
    const unused = await upload(small, "small.jpg");
    expect(unused.key).toBe(keyOf(shown.variants[0]!.url));

    expect((await remove(unused.id)).status).toBe(200);
    expect((await call(shown.variants[0]!.url)).status).toBe(200);
    expect((await call(shown.url)).status).toBe(200);
  });

  it("keeps a link preview another image has, and an object a post names directly", async () => {
    const jpeg = unique(IMAGES.baselineJpeg);
    const withPreview = await upload(unique(IMAGES.losslessWebp), "porch.webp", { preview: jpeg });
    const copy = unique(IMAGES.png);
    const unused = await upload(unique(IMAGES.progressiveJpeg), "large.jpg", { variants: [copy] });
    const sameAsPreview = await upload(jpeg, "porch.jpg");
    expect(sameAsPreview.key).toBe(keyOf(withPreview.linkPreview!.url));
    // A post that shows a copy by its own address.
    await livePost({ content: `<p><img src="${unused.variants[0]!.url}" alt="A red square"></p>` });

    expect((await remove(sameAsPreview.id)).status).toBe(200);
    expect((await remove(unused.id)).status).toBe(200);
    expect((await call(withPreview.linkPreview!.url)).status).toBe(200);
    expect((await call(unused.variants[0]!.url)).status).toBe(200);
    expect(await env.MEDIA.head(unused.key)).toBeNull();
  });
});
