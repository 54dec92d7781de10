import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts, media } from "../../../worker/db/schema";
import { UPLOAD_BODY_LIMIT_BYTES } from "../../../worker/middleware/json-body";
import { MAX_IMAGE_BYTES } from "../../../worker/shared/media";
import { apiClient, errorBody, read, successBody, type ApiClient } from "../api-client";
import { IMAGES } from "../fixture-images";
import { call, db, ORIGIN } from "../helpers";
import { asAdmin, asMember, callWith } from "../session-helpers";

let admin: string;
let adminApi: ApiClient;

beforeAll(async () => {
  admin = await asAdmin();
  adminApi = apiClient({ cookie: admin });
});

/** The library's upload form: the file and its alt text. */
function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string, alt = "A camera on a rowhouse", type = "image/jpeg") {
  return apiClient({ cookie }).media.$post({ form: { file: new File([bytes], name, { type }), alt } });
}

/** Raw: a form with no alt field at all, which the typed form does not allow. */
function uploadWithoutAlt(cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/jpeg" }));
  return callWith(cookie, "/api/media", { method: "POST", headers: { Origin: ORIGIN }, body: form });
}

async function uploaded(bytes: Uint8Array<ArrayBuffer>, name = "photo.jpg") {
  const response = await upload(admin, bytes, name);
  expect(response.status).toBe(201);
  return successBody(response);
}

const textBytes = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Bytes no other test uploads: a fixture with a tail (readers stop at the header). */
const unique = (bytes: Uint8Array<ArrayBuffer>) => {
  const tail = crypto.getRandomValues(new Uint8Array(16));
  const out = new Uint8Array(bytes.length + tail.length);
  out.set(bytes);
  out.set(tail, bytes.length);
  return out;
};

async function rowsAndObjects() {
  const rows = await db().select().from(media);
  const objects = await env.MEDIA.list();
  return { rows: rows.length, objects: objects.objects.length };
}

describe("uploading an image", () => {
  it("decides the type by the bytes: a PNG named .jpg is stored as a PNG, its name kept for staff only", async () => {
    const bytes = unique(IMAGES.png);
    const item = await uploaded(bytes, "C:\\Users\\pat\\Desktop\\porch.jpg");
    expect(item).toMatchObject({
      key: `${await sha256Hex(bytes)}.png`,
      mimeType: "image/png",
      width: 3,
      height: 2,
      byteSize: bytes.length,
      alt: "A camera on a rowhouse",
      originalName: "porch.jpg",
      usedIn: [],
    });
    expect(item.url).toBe(`/media/${item.key}`);
    const object = await env.MEDIA.get(item.key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ["JPEG", IMAGES.baselineJpeg, "image/jpeg", "jpg"],
    ["WebP", IMAGES.lossyWebp, "image/webp", "webp"],
    ["AVIF", IMAGES.avif, "image/avif", "avif"],
  ])("accepts %s", async (_name, bytes, mimeType, extension) => {
    const item = await uploaded(unique(bytes), "x.bin");
    expect(item.mimeType).toBe(mimeType);
    expect(item.key.endsWith(`.${extension}`)).toBe(true);
  });

  it.each([
    ["a text file named .png", textBytes("just some notes, not a picture\n"), "notes.png", "image/png"],
    [
      "an SVG with a script",
      textBytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="9" height="9"/></svg>'),
      "logo.png",
      "image/svg+xml",
    ],
    ["a GIF", IMAGES.gif, "anim.gif", "image/gif"],
    ["an HTML page named .jpg", textBytes("<!doctype html><script>alert(1)</script>"), "photo.jpg", "image/jpeg"],
  ])("refuses %s with a 400 naming the allowed types, storing nothing", async (_name, bytes, name, type) => {
    const before = await rowsAndObjects();
    const response = await upload(admin, bytes, name, "Alt", type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Only JPEG, PNG, WebP and AVIF images can be uploaded",
      errors: { file: ["Only JPEG, PNG, WebP and AVIF images can be uploaded"] },
    });
    expect(await rowsAndObjects()).toEqual(before);
  });

  it("refuses a PNG signature whose header cannot be read", async () => {
    const response = await upload(admin, IMAGES.png.slice(0, 20), "cut.png");
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe("This image could not be read. Save it again as JPEG or PNG and upload that.");
  });

  it("refuses an image over 5 MB with a 413 saying the limit, storing nothing", async () => {
    const before = await rowsAndObjects();
    // A real PNG header followed by padding: one byte over the limit.
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(IMAGES.png);
    const response = await upload(admin, big, "huge.png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Images can be at most 5 MB" });
    expect(await rowsAndObjects()).toEqual(before);
  });

  it("refuses a body far over the limit before reading it", async () => {
    // Room for the image's copies, and more.
    const response = await upload(admin, new Uint8Array(UPLOAD_BODY_LIMIT_BYTES + 64 * 1024), "huger.png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Images can be at most 5 MB" });
  });

  it("requires alt text, trimmed, at most 250 characters", async () => {
    for (const alt of [null, "", "   "]) {
      const response =
        alt === null ? await uploadWithoutAlt(admin, unique(IMAGES.png), "a.png") : await upload(admin, unique(IMAGES.png), "a.png", alt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Alt text is required", errors: { alt: ["Alt text is required"] } });
    }
    const long = await upload(admin, unique(IMAGES.png), "a.png", "x".repeat(251));
    expect(await long.json()).toEqual({
      message: "Alt text must be at most 250 characters",
      errors: { alt: ["Alt text must be at most 250 characters"] },
    });
    const trimmed = await upload(admin, unique(IMAGES.png), "a.png", "  Porch light at dusk  ");
    expect((await successBody(trimmed)).alt).toBe("Porch light at dusk");
  });

  it("names every field's problem at once", async () => {
    const response = await upload(admin, textBytes("text"), "a.png", "");
    expect(await response.json()).toEqual({
      message: "Only JPEG, PNG, WebP and AVIF images can be uploaded",
      errors: { file: ["Only JPEG, PNG, WebP and AVIF images can be uploaded"], alt: ["Alt text is required"] },
    });
  });

  it("asks for a file when none is sent", async () => {
    // Raw: a form without a file, which the typed form does not allow.
    const form = new FormData();
    form.set("alt", "Alt");
    const response = await callWith(admin, "/api/media", { method: "POST", headers: { Origin: ORIGIN }, body: form });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toBe("Choose an image to upload");
  });

  it("keeps one item for the same bytes uploaded twice", async () => {
    const bytes = unique(IMAGES.lossyWebp);
    const first = await uploaded(bytes, "one.webp");
    const again = await upload(admin, bytes, "two.webp", "Another description");
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, key: first.key, alt: first.alt, originalName: "one.webp" });
    expect(await db().select().from(media).where(eq(media.key, first.key))).toHaveLength(1);
  });

  it("takes only multipart forms, and only from the site itself", async () => {
    // Raw: a JSON body and another site's Origin, which the typed client never sends.
    const json = await callWith(admin, "/api/media", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: "Content-Type must be multipart/form-data" });

    const form = new FormData();
    form.set("file", new File([unique(IMAGES.png)], "a.png"));
    form.set("alt", "Alt");
    const crossSite = await callWith(admin, "/api/media", { method: "POST", headers: { Origin: "https://evil.example" }, body: form });
    expect(crossSite.status).toBe(403);
  });

  it("answers 401 without a session and 403 to a non-admin, storing nothing", async () => {
    const before = await rowsAndObjects();
    expect((await upload("", unique(IMAGES.png), "a.png")).status).toBe(401);
    expect((await upload(await asMember(), unique(IMAGES.png), "a.png")).status).toBe(403);
    expect(await rowsAndObjects()).toEqual(before);
  });

  it("records uploads, alt changes and deletes in the audit log without names or alt text", async () => {
    const item = await uploaded(unique(IMAGES.png), "Pat Smith front door.png");
    await changeAlt(admin, item.id, "Pat Smith's door");
    await remove(admin, item.id);
    const { entries: audit } = await read(adminApi.admin.audit.$get({ query: { section: "blog" } }));
    const mine = audit.filter((row) => row.entity === "image" && row.entityId === item.id);
    expect(mine.map((row) => [row.action, row.summary])).toEqual([
      ["delete", `Deleted ${item.key}`],
      ["update", `Alt text changed: ${item.key}`],
      ["create", `Uploaded ${item.key}`],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/Pat|Smith/);
  });
});

function changeAlt(cookie: string, id: number, alt: string) {
  return apiClient({ cookie }).media[":id"].$patch({ param: { id: String(id) }, json: { alt } });
}

const remove = (cookie: string, id: number) => apiClient({ cookie }).media[":id"].$delete({ param: { id: String(id) } });

async function library() {
  const response = await adminApi.media.$get();
  expect(response.status).toBe(200);
  return successBody(response);
}

async function post(title: string, fields: { featuredImage?: string; content?: string }) {
  const [row] = await db()
    .insert(blogPosts)
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${crypto.randomUUID().slice(0, 8)}`,
      excerpt: "x",
      content: fields.content ?? "<p>x</p>",
      category: "Technology",
      readingTime: 1,
      featuredImage: fields.featuredImage,
    })
    .returning();
  return row!;
}

describe("the library", () => {
  it("lists each image with the posts that show it, as featured image or in the text", async () => {
    const featured = await uploaded(unique(IMAGES.png));
    const inline = await uploaded(unique(IMAGES.png));
    const unused = await uploaded(unique(IMAGES.png));
    const a = await post("Porch lights", { featuredImage: featured.url });
    const b = await post("Alley cameras", {
      content: `<p>See</p><img src="${featured.url}" alt="x"><img src="https://example.org${inline.url}" alt="y">`,
    });
    const items = new Map((await library()).map((item) => [item.id, item]));
    expect(items.get(featured.id)?.usedIn).toEqual([
      { id: b.id, title: "Alley cameras" },
      { id: a.id, title: "Porch lights" },
    ]);
    expect(items.get(inline.id)?.usedIn).toEqual([{ id: b.id, title: "Alley cameras" }]);
    expect(items.get(unused.id)?.usedIn).toEqual([]);
  });

  it("changes an image's alt text, with the same rules as the upload", async () => {
    const item = await uploaded(unique(IMAGES.png));
    const changed = await changeAlt(admin, item.id, "  A clearer description ");
    expect(changed.status).toBe(200);
    expect((await successBody(changed)).alt).toBe("A clearer description");
    const empty = await changeAlt(admin, item.id, " ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Alt text is required", errors: { alt: ["Alt text is required"] } });
    expect((await changeAlt(admin, 999999, "x")).status).toBe(404);
  });

  it("refuses to delete an image a post still uses, naming the posts; deletes it once it is unused", async () => {
    const item = await uploaded(unique(IMAGES.png));
    const using = await post("Winter lighting", { featuredImage: item.url });
    const refused = await remove(admin, item.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'This image is used in "Winter lighting". Remove it from that post first.',
      usedIn: [{ id: using.id, title: "Winter lighting" }],
    });
    expect(await env.MEDIA.head(item.key)).not.toBeNull();
    expect((await call(item.url)).status).toBe(200);

    await db().update(blogPosts).set({ featuredImage: null }).where(eq(blogPosts.id, using.id));
    const deleted = await remove(admin, item.id);
    expect(deleted.status).toBe(200);
    expect(await db().select().from(media).where(eq(media.id, item.id))).toEqual([]);
    expect(await env.MEDIA.head(item.key)).toBeNull();
    expect((await call(item.url)).status).toBe(404);
    expect((await remove(admin, item.id)).status).toBe(404);
  });

  it("names every post that uses an image", async () => {
    const item = await uploaded(unique(IMAGES.png));
    await post("First", { featuredImage: item.url });
    await post("Second", { content: `<img src="${item.url}" alt="">` });
    const refused = await remove(admin, item.id);
    expect((await errorBody(refused)).message).toBe('This image is used in "First", "Second". Remove it from those posts first.');
  });

  it("is for admins only", async () => {
    const member = await asMember();
    const item = await uploaded(unique(IMAGES.png));
    expect((await apiClient().media.$get()).status).toBe(401);
    expect((await apiClient({ cookie: member }).media.$get()).status).toBe(403);
    expect((await changeAlt(member, item.id, "x")).status).toBe(403);
    expect((await remove(member, item.id)).status).toBe(403);
    expect((await remove("", item.id)).status).toBe(401);
    expect(await env.MEDIA.head(item.key)).not.toBeNull();
  });
});

describe("serving an image from /media/<key>", () => {
  it("answers the bytes with their type, a year's immutable caching, an ETag and nosniff", async () => {
    const bytes = unique(IMAGES.avif);
    const item = await uploaded(bytes);
    const response = await call(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/avif");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 304 without a body when the browser's copy is current, and the image when it is not", async () => {
    const item = await uploaded(unique(IMAGES.png));
    const etag = (await call(item.url)).headers.get("ETag")!;
    const notModified = await call(item.url, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);
    expect(notModified.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await notModified.text()).toBe("");
    const stale = await call(item.url, { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const bytes = unique(IMAGES.png);
    const item = await uploaded(bytes);
    const response = await call(item.url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(await response.text()).toBe("");
  });

  it.each([`/media/${"0".repeat(64)}.png`, "/media/not-a-key.png", "/media/", `/media/${"A".repeat(64)}.png`, "/media/x/../../api/status"])(
    "answers the not-found page with 404 for %s",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).not.toContain("immutable");
    },
  );

  it("is never taken by a short link", async () => {
    const response = await adminApi.redirects.$post({ json: { fromPath: "/media/flyer", toUrl: "https://example.org" } });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe("This path is used by the site");
  });
});

describe("a post's featured image from the library", () => {
  it("comes with the image's alt text in the public post and list, and follows an alt change", async () => {
    const item = await uploaded(unique(IMAGES.png));
    const [published] = await db()
      .insert(blogPosts)
      .values({
        title: "Featured",
        slug: `featured-${crypto.randomUUID().slice(0, 8)}`,
        excerpt: "x",
        content: "<p>x</p>",
        category: "Technology",
        readingTime: 1,
        featuredImage: item.url,
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning();
    const readPost = () => read(apiClient().blog.posts[":slug"].$get({ param: { slug: published!.slug } }));
    expect((await readPost()).featuredImageAlt).toBe("A camera on a rowhouse");
    const list = await read(apiClient().blog.posts.$get({ query: { limit: "50" } }));
    expect(list.find((entry) => entry.slug === published!.slug)?.featuredImageAlt).toBe("A camera on a rowhouse");

    await changeAlt(admin, item.id, "The new porch light");
    expect((await readPost()).featuredImageAlt).toBe("The new porch light");
  });

  it("has no alt text for an image from elsewhere", async () => {
    const [published] = await db()
      .insert(blogPosts)
      .values({
        title: "Outside",
        slug: `outside-${crypto.randomUUID().slice(0, 8)}`,
        excerpt: "x",
        content: "<p>x</p>",
        category: "Technology",
        readingTime: 1,
        featuredImage: "/images/blog/winter.svg",
        isPublished: true,
        publishedAt: new Date(),
      })
      .returning();
    expect((await read(apiClient().blog.posts[":slug"].$get({ param: { slug: published!.slug } }))).featuredImageAlt).toBeNull();
  });

  it("is accepted by the post form as a /media/ path", async () => {
    const item = await uploaded(unique(IMAGES.png));
    const response = await adminApi.blog.posts.$post({
      json: {
        title: "With an upload",
        slug: `with-an-upload-${crypto.randomUUID().slice(0, 8)}`,
        excerpt: "x",
        content: "<p>x</p>",
        author: "Staff",
        category: "Technology",
        featuredImage: item.url,
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ featuredImage: item.url, featuredImageAlt: "A camera on a rowhouse" });
  });
});
