import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { dismissNotFoundPath, listNotFoundPaths, toNotFoundPathView } from "../db/not-found-log";
import { idParamSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

/** The 404 log: the most-hit missing paths, and dismissing one. */
export const notFoundLogRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json((await listNotFoundPaths(database(c.env))).map(toNotFoundPathView)))
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await dismissNotFoundPath(database(c.env), id))) return notFound(c);
    return c.json({ id });
  });
