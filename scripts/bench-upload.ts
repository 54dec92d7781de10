// `npm run bench:pages`'s post with uploaded images (docs/decisions/0055-responsive-post-images.md):
// a photo-sized upload (1600 px wide, with the copies the dashboard would draw at 480, 800 and
// 1200) as its featured image and in its body, and a small upload (360 px, no copies) in its
// body, stored in the local bucket and library as an upload through the dashboard stores them.
// The pictures are one of the site's own illustrations drawn as PNG.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

import { Resvg } from "@resvg/resvg-js";

import { BLOG_POST_PREFIX } from "../worker/shared/pages";
import { VARIANT_WIDTHS, type MediaVariant } from "../worker/shared/media";
import { run } from "./run";
import { seedPosts } from "./seed-data";

export const UPLOADS_POST_SLUG = "bench-post-with-uploaded-images";
export const UPLOADS_POST_PATH = `${BLOG_POST_PREFIX}${UPLOADS_POST_SLUG}`;
const SOURCE_SVG = "public/images/blog/camera-placement-baltimore-rowhouses.svg";
const BUCKET = "harborlight-media";

interface Drawn extends MediaVariant {
  bytes: Buffer;
}

function draw(width: number): Drawn {
  const png = new Resvg(readFileSync(SOURCE_SVG), { fitTo: { mode: "width", value: width } }).render();
  const bytes = png.asPng();
  return { key: `${createHash("sha256").update(bytes).digest("hex")}.png`, width: png.width, height: png.height, bytes };
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function mediaRow(image: Drawn, alt: string, variants: readonly Drawn[]): string {
  const copies = JSON.stringify(variants.map(({ key, width, height }) => ({ key, width, height })));
  return `INSERT OR IGNORE INTO media (key, mime_type, width, height, byte_size, alt, original_name, created_by, variants) VALUES (${quote(image.key)}, 'image/png', ${image.width}, ${image.height}, ${image.bytes.length}, ${quote(alt)}, 'rowhouses.png', 'bench', ${variants.length > 0 ? quote(copies) : "NULL"});`;
}

/** Stores the images and the post in the local state `stateDir`; answers the post's path. */
export async function seedUploadedImagesPost(stateDir: string): Promise<string> {
  const photo = draw(1600);
  const variants = VARIANT_WIDTHS.map(draw);
  const small = draw(360);
  const dir = `${stateDir}/bench-uploads`;
  mkdirSync(dir, { recursive: true });
  for (const image of [photo, ...variants, small]) {
    const file = `${dir}/${image.key}`;
    writeFileSync(file, image.bytes);
    const target = `${BUCKET}/${image.key}`;
    await run("wrangler", [
      "r2",
      "object",
      "put",
      target,
      `--file=${file}`,
      "--content-type=image/png",
      "--local",
      `--persist-to=${stateDir}`,
    ]);
  }
  const article = seedPosts.find((post) => post.isPublished)!;
  const img = (image: Drawn, alt: string) => `<img src="/media/${image.key}" alt="${alt}" width="${image.width}" height="${image.height}">`;
  const [firstParagraph, ...rest] = article.content.split("</p>");
  const content = [
    `${firstParagraph}</p>`,
    img(photo, "Cameras over the doors of a row of Baltimore rowhouses"),
    rest.slice(0, 4).join("</p>"),
    img(small, "A small drawing of the same rowhouses"),
    rest.slice(4).join("</p>"),
  ].join("");
  const statements = [
    mediaRow(photo, "Cameras over the doors of a row of Baltimore rowhouses", variants),
    mediaRow(small, "A small drawing of the same rowhouses", []),
    `INSERT OR IGNORE INTO blog_posts (title, slug, excerpt, content, category, tags, featured_image, is_published, published_at, reading_time) VALUES (${[
      quote("Rowhouse cameras, with photos"),
      quote(UPLOADS_POST_SLUG),
      quote(article.excerpt),
      quote(content),
      quote(article.category),
      quote(JSON.stringify(article.tags)),
      quote(`/media/${photo.key}`),
    ].join(", ")}, 1, ${Date.now() - 60_000}, 5);`,
  ];
  const sqlFile = `${dir}/uploads.sql`;
  writeFileSync(sqlFile, `${statements.join("\n")}\n`);
  await run("wrangler", ["d1", "execute", "DB", "--local", `--persist-to=${stateDir}`, `--file=${sqlFile}`, "--yes"]);
  return UPLOADS_POST_PATH;
}
