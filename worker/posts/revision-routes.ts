// A post's revisions under /api/blog/posts/:id/revisions (docs/decisions/0046-drafts-and-revisions.md):
// staff list them, read one, and restore one, which is itself a save and keeps a revision. Each
// route carries its own guard, since the public reads posts under the same prefix.
import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeWithAudit } from "../db/audit";
import { findPostById, toPostView, updatePost } from "../db/blog";
import { database } from "../db/client";
import { forgetPostAutosave } from "../db/post-autosaves";
import { findPostRevision, listPostRevisions, revisionStatements, toRevisionView } from "../db/post-revisions";
import { readingTimeMinutes } from "../shared/blog";
import { idParamSchema } from "../shared/schemas/admin";
import { revisionParamSchema } from "../shared/schemas/blog";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";
import { changesPages } from "../middleware/page-changes";

export const postRevisionRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.article)
  .get("/:id/revisions", requireAccess, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findPostById(db, id))) return notFound(c);
    return c.json((await listPostRevisions(db, id)).map(toRevisionView));
  })
  .get("/:id/revisions/:revisionId", requireAccess, validate("param", revisionParamSchema), async (c) => {
    const { id, revisionId } = c.req.valid("param");
    const revision = await findPostRevision(database(c.env), id, revisionId);
    if (!revision) return notFound(c);
    return c.json(toRevisionView(revision));
  })
  .post("/:id/revisions/:revisionId/restore", changesPages, requireAccess, validate("param", revisionParamSchema), async (c) => {
    const { id, revisionId } = c.req.valid("param");
    const db = database(c.env);
    const [post, revision] = await Promise.all([findPostById(db, id), findPostRevision(db, id, revisionId)]);
    if (!post || !revision) return notFound(c);
    const user = c.get("user");
    // The post's text as the revision has it; its address, publishing and the rest stay as they are.
    const [row] = await changeWithAudit(
      db,
      { by: user, action: "update", entity: "blog post", entityId: id, summary: `Restored a revision: ${revision.title}` },
      updatePost(db, id, {
        title: revision.title,
        excerpt: revision.excerpt,
        content: revision.content,
        featuredImage: revision.featuredImage,
        readingTime: readingTimeMinutes(revision.content),
        updatedAt: new Date(),
      }),
      [...revisionStatements(db, id, user), forgetPostAutosave(db, id, user.id)],
    );
    if (!row) return notFound(c);
    return c.json(toPostView(row));
  });
