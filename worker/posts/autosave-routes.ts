// A staff member's autosaved copy of a post, under /api/blog/posts/:id/autosave
// (docs/decisions/0050): the editor writes it as they type and reads it when the post is opened
// again. It is theirs alone, changes nothing readers see and is not audited (a save is); their
// next save of the post deletes it. Each route carries its own guard, as the public reads posts
// under the same prefix.
import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { postExists } from "../db/blog";
import { database } from "../db/client";
import { findPostAutosave, forgetPostAutosave, keepPostAutosave } from "../db/post-autosaves";
import { idParamSchema } from "../shared/schemas/admin";
import { postAutosaveSchema } from "../shared/schemas/blog";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

export const postAutosaveRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.article)
  .get("/:id/autosave", requireAccess, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const autosave = await findPostAutosave(db, id, c.get("user").id);
    // None kept: say whether the post itself is there (a copy goes with its post).
    if (!autosave && !(await postExists(db, id))) return notFound(c);
    // Fields written by an older form are read through the same rules; anything else is dropped.
    const fields = autosave ? postAutosaveSchema.safeParse(autosave.fields) : undefined;
    return c.json({
      autosave: autosave && fields?.success ? { savedAt: autosave.savedAt.toISOString(), fields: fields.data } : null,
    });
  })
  .put("/:id/autosave", requireAccess, validate("param", idParamSchema), validate("json", postAutosaveSchema), async (c) => {
    const { id } = c.req.valid("param");
    const savedAt = await keepPostAutosave(database(c.env), id, c.get("user").id, c.req.valid("json"));
    if (!savedAt) return notFound(c);
    return c.json({ savedAt: savedAt.toISOString() });
  })
  .delete("/:id/autosave", requireAccess, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await forgetPostAutosave(database(c.env), id, c.get("user").id);
    return c.body(null, 204);
  });
