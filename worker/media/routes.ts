// The media library under /api/media (docs/decisions/0022-media-uploads.md): staff upload
// images, correct their alt text and delete those no post shows. Every call is admin-only, its
// body checked first (middleware/json-body.ts); each write renews the cached pages that show images.
import { Hono } from "hono";
import { validator } from "hono/validator";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeWithAudit, changeWithAuditIfChanged } from "../db/audit";
import { database } from "../db/client";
import {
  deleteUnusedMedia,
  findMediaById,
  findMediaByKey,
  insertMediaIfNew,
  keysStillNamed,
  listMediaWithUse,
  postsUsingImage,
  setCopies,
  toMediaView,
  updateMediaAlt,
} from "../db/media";
import { logError } from "../log";
import { requireForm } from "../middleware/form-body";
import { imageUploadBody, jsonBody } from "../middleware/json-body";
import { changesPages } from "../middleware/page-changes";
import { idParamSchema } from "../shared/schemas/admin";
import { mediaAltSchema } from "../shared/schemas/media";
import { imageInUseMessage } from "../shared/media";
import { validate } from "../validation";
import { checkUpload, copyColumns, storeCopies, storeObject, type UploadFields } from "./upload-routes";

/**
 * The upload's fields as they arrive (hc's `$post({ form })`): `file` (the image), `alt`, for
 * a WebP or AVIF image an optional `preview`, its JPEG copy for link previews, and `variant`
 * once per smaller copy for `srcset`. `requireForm` has read the body first: one that is no
 * readable form has had its 400.
 */
const uploadForm = validator(
  "form",
  (form): UploadFields => ({ file: form.file, alt: form.alt, preview: form.preview, variant: form.variant }),
);

export const mediaRoutes = new Hono<AuthedEnv>()
  .get("/", requireAccess, async (c) => c.json(await listMediaWithUse(database(c.env))))
  .post("/", imageUploadBody, changesPages, requireAccess, requireForm, uploadForm, async (c) => {
    const upload = await checkUpload(c.req.valid("form"));
    if (!upload.ok) return c.json(upload.error, upload.status);
    const { upload: file, preview, variants, alt, originalName } = upload;
    const { bytes, image } = file;
    const db = database(c.env);
    // The same bytes again: the image is already here, under the same key. One stored before
    // link previews or smaller copies were made takes the copies sent now.
    const existing = await findMediaByKey(db, image.key);
    if (existing) {
      const newPreview = existing.previewKey ? undefined : preview;
      const newVariants = existing.variants?.length ? [] : variants;
      if (!newPreview && newVariants.length === 0) return c.json(toMediaView(existing), 200);
      await storeCopies(c.env.MEDIA, newPreview, newVariants);
      const updated = await setCopies(db, existing.id, copyColumns(newPreview, newVariants));
      return c.json(toMediaView(updated ?? existing), 200);
    }

    // The objects first: a row is never without its bytes. (An object whose row failed is
    // simply written again by the next upload of the same image.)
    await storeCopies(c.env.MEDIA, preview, variants);
    await storeObject(c.env.MEDIA, file);
    const user = c.get("user");
    const inserted = await changeWithAuditIfChanged(
      db,
      { by: user, action: "create", entity: "image", entityId: "inserted", summary: `Uploaded ${image.key}` },
      insertMediaIfNew(db, {
        ...image,
        ...copyColumns(preview, variants),
        byteSize: bytes.byteLength,
        alt,
        originalName,
        createdBy: user.id,
        createdAt: new Date(),
      }),
    );
    if (inserted[0]) return c.json(toMediaView(inserted[0]), 201);
    // Uploaded twice at the same moment: the other request stored it.
    const stored = await findMediaByKey(db, image.key);
    if (!stored) throw new Error("The image's row was deleted while the same image was uploaded");
    return c.json(toMediaView(stored), 200);
  })
  .patch(
    "/:id",
    jsonBody.small,
    changesPages,
    requireAccess,
    validate("param", idParamSchema),
    validate("json", mediaAltSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = database(c.env);
      const existing = await findMediaById(db, id);
      if (!existing) return notFound(c);
      // The audit says that the alt text changed, never what it says.
      const [row] = await changeWithAudit(
        db,
        { by: c.get("user"), action: "update", entity: "image", entityId: id, summary: `Alt text changed: ${existing.key}` },
        updateMediaAlt(db, id, c.req.valid("json").alt),
      );
      return c.json(toMediaView(row!, await postsUsingImage(db, existing.key)));
    },
  )
  .delete("/:id", changesPages, requireAccess, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findMediaById(db, id);
    if (!existing) return notFound(c);
    const deleted = await changeWithAuditIfChanged(
      db,
      { by: c.get("user"), action: "delete", entity: "image", entityId: id, summary: `Deleted ${existing.key}` },
      deleteUnusedMedia(db, id),
    );
    if (!deleted[0]) {
      const posts = await postsUsingImage(db, existing.key);
      // Deleted by someone else in the meantime, or still shown by a post.
      if (posts.length === 0) return notFound(c);
      return c.json({ message: imageInUseMessage(posts.map((post) => post.title)), usedIn: posts }, 409);
    }
    try {
      // The image's own bytes, its link preview and its smaller copies go, unless another image
      // or a post still names the same bytes (a key is the hash of the bytes, so images share them).
      const keys = [existing.key, ...(existing.previewKey ? [existing.previewKey] : []), ...(existing.variants ?? []).map((v) => v.key)];
      const kept = await keysStillNamed(db, keys);
      const unnamed = keys.filter((key) => !kept.has(key));
      if (unnamed.length > 0) await c.env.MEDIA.delete(unnamed);
    } catch (error) {
      // The row is gone: an object left behind is only storage.
      logError("media", error, { action: "delete object" });
    }
    return c.json({ id });
  });
