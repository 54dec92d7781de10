// A WebP or AVIF upload's JPEG copy for link previews (docs/decisions/0022-media-uploads.md):
// stored beside the image when it fits, refused with the field named when it does not, left out
// for a JPEG or PNG, and deleted with its image.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import type { InspectedImage } from "../../../worker/media/inspect";
import { linkPreviewProblem } from "../../../worker/media/link-preview";
import { media } from "../../../worker/db/schema";
import { MEDIA_TEXTS } from "../../../worker/shared/media";
import { apiClient, errorBody, read, successBody } from "../api-client";
import { IMAGES, unique } from "../fixture-images";
import { db } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

const PREVIEW_INVALID = "A link preview must be a JPEG at most 1200 pixels wide, in the image's proportions";

describe("linkPreviewProblem", () => {
  const image = (mimeType: InspectedImage["mimeType"], width: number, height: number): InspectedImage => ({
    mimeType,
    width,
    height,
    key: "k",
  });
  it.each([
    ["a JPEG 1200 wide in the image's proportions", image("image/webp", 1600, 1200), image("image/jpeg", 1200, 900), undefined],
    ["a height rounded to the next pixel", image("image/avif", 1600, 901), image("image/jpeg", 1200, 676), undefined],
    ["a small image's copy at its own width", image("image/webp", 6, 5), image("image/jpeg", 5, 4), undefined],
    ["a PNG copy", image("image/webp", 1600, 1200), image("image/png", 1200, 900), PREVIEW_INVALID],
    ["a WebP copy", image("image/webp", 1600, 1200), image("image/webp", 1200, 900), PREVIEW_INVALID],
    ["a copy wider than 1200", image("image/webp", 1600, 1200), image("image/jpeg", 1201, 901), PREVIEW_INVALID],
    ["a copy wider than the image", image("image/webp", 800, 600), image("image/jpeg", 1000, 750), PREVIEW_INVALID],
    ["a copy of another shape", image("image/webp", 1600, 1200), image("image/jpeg", 1200, 675), PREVIEW_INVALID],
  ])("%s", (_, upload, preview, problem) => {
    expect(linkPreviewProblem(upload, preview)).toBe(problem);
  });

  it("says the limit in the spec's words", () => {
    expect(MEDIA_TEXTS.previewInvalid).toBe(PREVIEW_INVALID);
  });
});

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

function upload(file: Uint8Array<ArrayBuffer>, preview?: Uint8Array<ArrayBuffer> | string) {
  return apiClient({ cookie: admin }).media.$post({
    form: {
      file: new File([file], "porch.webp"),
      alt: "A porch camera",
      preview: typeof preview === "object" ? new File([preview], "porch.jpg") : preview,
    },
  });
}

const keyOf = (url: string) => url.slice("/media/".length);

describe("uploading a WebP with its link preview", () => {
  it("stores the JPEG copy under its own key beside the image, and serves it", async () => {
    const preview = unique(IMAGES.baselineJpeg);
    const response = await upload(unique(IMAGES.losslessWebp), preview);
    expect(response.status).toBe(201);
    const item = await successBody(response);
    expect(item.linkPreview).toMatchObject({ width: 5, height: 4 });
    const previewKey = keyOf(item.linkPreview!.url);
    expect(previewKey).toMatch(/^[0-9a-f]{64}\.jpg$/);
    const stored = await env.MEDIA.get(previewKey);
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(preview);
    const served = await callWith(admin, item.linkPreview!.url);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it.each([
    ["a PNG", () => IMAGES.png],
    ["a JPEG wider than the image", () => IMAGES.progressiveJpeg],
    ["text", () => Uint8Array.from(new TextEncoder().encode("not an image"))],
  ])("refuses %s as the preview with a 400 naming the field, storing nothing", async (_, previewBytes) => {
    const image = unique(IMAGES.losslessWebp);
    const before = (await env.MEDIA.list()).objects.length;
    const response = await upload(image, unique(previewBytes()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: PREVIEW_INVALID, errors: { preview: [PREVIEW_INVALID] } });
    expect((await env.MEDIA.list()).objects.length).toBe(before);
  });

  it("refuses a preview that is not a file", async () => {
    const response = await upload(unique(IMAGES.losslessWebp), "https://elsewhere.example/porch.jpg");
    expect(response.status).toBe(400);
    expect((await errorBody(response)).errors).toEqual({ preview: [PREVIEW_INVALID] });
  });

  it("leaves out a copy sent with a PNG, which is shown as it is", async () => {
    const preview = unique(IMAGES.baselineJpeg);
    const response = await upload(unique(IMAGES.png), preview);
    expect(response.status).toBe(201);
    expect((await successBody(response)).linkPreview).toBeNull();
    const listed = await env.MEDIA.list();
    const storedBytes = await Promise.all(listed.objects.map(async (object) => (await env.MEDIA.get(object.key))!.arrayBuffer()));
    expect(storedBytes.some((bytes) => new Uint8Array(bytes).every((byte, index) => byte === preview[index]))).toBe(false);
  });

  it("gives an image uploaded before without a copy the one sent with it again", async () => {
    const image = unique(IMAGES.losslessWebp);
    expect((await read(upload(image))).linkPreview).toBeNull();
    const again = await upload(image, unique(IMAGES.baselineJpeg));
    expect(again.status).toBe(200);
    const item = await successBody(again);
    expect(item.linkPreview).toMatchObject({ width: 5, height: 4 });
    expect(await env.MEDIA.head(keyOf(item.linkPreview!.url))).not.toBeNull();
  });

  it("deletes the copy with its image, unless another image has the very same copy", async () => {
    const shared = unique(IMAGES.baselineJpeg);
    const first = await read(upload(unique(IMAGES.losslessWebp), shared));
    const second = await read(upload(unique(IMAGES.losslessWebp), shared));
    const previewKey = keyOf(first.linkPreview!.url);
    expect(keyOf(second.linkPreview!.url)).toBe(previewKey);

    const remove = (id: number) => apiClient({ cookie: admin }).media[":id"].$delete({ param: { id: String(id) } });
    expect((await remove(first.id)).status).toBe(200);
    expect(await env.MEDIA.head(first.key)).toBeNull();
    expect(await env.MEDIA.head(previewKey)).not.toBeNull();

    expect((await remove(second.id)).status).toBe(200);
    expect(await env.MEDIA.head(previewKey)).toBeNull();
    expect(await db().select().from(media).where(eq(media.previewKey, previewKey))).toEqual([]);
  });
});
