// The media library under /api/media (docs/decisions/0022-media-uploads.md): staff upload
// images, correct their alt text and delete those no post shows. Every call is admin-only.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { validator } from "hono/validator";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { auditStatementIfChanged } from "../db/audit";
import { database } from "../db/client";
import { deleteUnusedMedia, findMediaById, findMediaByKey, listMediaWithUse, postsUsingImage, toMediaView } from "../db/media";
import { media, type MediaItem } from "../db/schema";
import { logError } from "../log";
import { inspectImage, plainFileName, type InspectedImage } from "../media/inspect";
import { IMMUTABLE_CACHE_CONTROL } from "../media/serve";
import type { ApiError } from "../shared/errors";
import { idParamSchema } from "../shared/schemas/admin";
import { altTextSchema, mediaAltSchema } from "../shared/schemas/media";
import { imageInUseMessage, MAX_IMAGE_BYTES, MEDIA_MESSAGES } from "../shared/media";
import { validate } from "../validation";
import { fieldError, mutateWithAudit, notFound } from "./admin-crud";

/** The upload's two fields as they arrive: `file` (the image) and `alt` (hc's `$post({ form })`). */
const uploadForm = validator("form", (form) => ({ file: form.file, alt: form.alt }));

type CheckedUpload =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; image: InspectedImage; alt: string; originalName: string }
  | { ok: false; status: 400 | 413; error: ApiError };

/**
 * An oversized file is a 413; a missing file, a type other than the four, unreadable bytes or
 * a bad alt text a 400 naming each field's problem.
 */
async function checkUpload({ file, alt }: { file: unknown; alt: unknown }): Promise<CheckedUpload> {
  if (!(file instanceof File)) return { ok: false, status: 400, error: fieldError("file", MEDIA_MESSAGES.fileRequired) };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 413, error: { message: MEDIA_MESSAGES.tooLarge } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspection = await inspectImage(bytes);
  const altText = altTextSchema.safeParse(alt);
  const errors: Record<string, string[]> = {};
  if (!inspection.ok) errors.file = [inspection.message];
  if (!altText.success) errors.alt = altText.error.issues.map((issue) => issue.message);
  if (!inspection.ok || !altText.success) return { ok: false, status: 400, error: { message: Object.values(errors)[0]![0]!, errors } };
  return { ok: true, bytes, image: inspection.image, alt: altText.data, originalName: plainFileName(file.name) };
}

export const mediaRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json(await listMediaWithUse(database(c.env))))
  .post("/", uploadForm, async (c) => {
    const upload = await checkUpload(c.req.valid("form"));
    if (!upload.ok) return c.json(upload.error, upload.status);
    const { bytes, image, alt, originalName } = upload;
    const db = database(c.env);
    // The same bytes again: the image is already here, under the same key.
    const existing = await findMediaByKey(db, image.key);
    if (existing) return c.json(toMediaView(existing), 200);

    // The object first: a row is never without its bytes. (An object whose row failed is
    // simply written again by the next upload of the same image.)
    await c.env.MEDIA.put(image.key, bytes, { httpMetadata: { contentType: image.mimeType, cacheControl: IMMUTABLE_CACHE_CONTROL } });
    const user = c.get("user");
    const [inserted] = (await db.batch([
      db
        .insert(media)
        .values({ ...image, byteSize: bytes.byteLength, alt, originalName, createdBy: user.id, createdAt: new Date() })
        .onConflictDoNothing({ target: media.key })
        .returning(),
      auditStatementIfChanged(db, user, "create", "image", "inserted", `Uploaded ${image.key}`),
    ])) as [MediaItem[], unknown];
    if (inserted[0]) return c.json(toMediaView(inserted[0]), 201);
    // Uploaded twice at the same moment: the other request stored it.
    const stored = await findMediaByKey(db, image.key);
    if (!stored) throw new Error("The image's row was deleted while the same image was uploaded");
    return c.json(toMediaView(stored), 200);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", mediaAltSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findMediaById(db, id);
    if (!existing) return notFound(c);
    // The audit says that the alt text changed, never what it says.
    const [row] = (await mutateWithAudit(
      c,
      "update",
      "image",
      id,
      `Alt text changed: ${existing.key}`,
      db
        .update(media)
        .set({ alt: c.req.valid("json").alt })
        .where(eq(media.id, id))
        .returning(),
    )) as MediaItem[];
    return c.json(toMediaView(row!, await postsUsingImage(db, existing.key)));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findMediaById(db, id);
    if (!existing) return notFound(c);
    const [deleted] = (await db.batch([
      deleteUnusedMedia(db, id),
      auditStatementIfChanged(db, c.get("user"), "delete", "image", id, `Deleted ${existing.key}`),
    ])) as [{ id: number }[], unknown];
    if (!deleted[0]) {
      const posts = await postsUsingImage(db, existing.key);
      // Deleted by someone else in the meantime, or still shown by a post.
      if (posts.length === 0) return notFound(c);
      return c.json({ message: imageInUseMessage(posts.map((post) => post.title)), usedIn: posts }, 409);
    }
    try {
      await c.env.MEDIA.delete(existing.key);
    } catch (error) {
      // The row is gone, so nothing links to the object any more; it is only storage.
      logError("media", error, { action: "delete object" });
    }
    return c.json({ id });
  });
