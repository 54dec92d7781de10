// A post showing more uploaded images than one statement binds values (R24): its page looks up
// every image's size and smaller copies in one query. With a value bound per image, a post with
// 101 images answered 503.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { call, db } from "../helpers";
import { GROWN_SIZES } from "./at-scale";

/** Upload keys as the library names them (64 hex digits): image `n` of the post with `size` images, and its 800 px copy. */
const keyOf = (size: number, n: number, copy = false) =>
  `${String(size).padStart(4, "0")}${copy ? 1 : 0}${String(n).padStart(59, "0")}.png`;

/** `size` library images with an 800 px copy each, stored as an upload stores them. */
async function library(size: number) {
  await env.DB.prepare(
    `with recursive counter(n) as (select 1 union all select n + 1 from counter where n < ?1)
     insert into media (key, mime_type, width, height, byte_size, alt, original_name, variants, created_by)
     select printf('%04d0%059d.png', ?1, n), 'image/png', 1600, 1200, 1000, 'A porch ' || n, 'porch.png',
            json_array(json_object('key', printf('%04d1%059d.png', ?1, n), 'width', 800, 'height', 600)), 'staff-admin'
     from counter`,
  )
    .bind(size)
    .run();
}

describe.each(GROWN_SIZES)("a post showing %i uploaded images", (size) => {
  it("is served with every image offered in its smaller copy", async () => {
    await library(size);
    const images = Array.from({ length: size }, (_, n) => `<p><img src="/media/${keyOf(size, n + 1)}" alt="A porch ${n + 1}"></p>`);
    await db()
      .insert(blogPosts)
      .values({
        title: `Porches ${size}`,
        slug: `porches-${size}`,
        excerpt: "Many porches.",
        content: images.join(""),
        category: "Security Tips",
        readingTime: 1,
        isPublished: true,
        publishedAt: new Date("2026-02-01T12:00:00Z"),
      });

    const response = await call(`/blog/porches-${size}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`/media/${keyOf(size, 1, true)} 800w`);
    expect(html).toContain(`/media/${keyOf(size, size, true)} 800w`);
  });
});
