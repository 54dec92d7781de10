// A person's own data (R18), without an account:
//   /your-data           a form with an email address; the answer is the same for every address,
//                        and a link goes to the address only when something is held for it
//   /your-data/view      (the emailed link) everything held, with Download and Delete everything
//   /your-data/download  POST: the records as a JSON file; the request records that they were
//   /your-data/delete    GET asks once more; POST deletes everything, once
// A GET never changes anything (mail scanners open links). A tampered, expired or used link gets a
// plain 4xx page.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";

import { database } from "../db/client";
import { heldForAddress, markExported } from "../db/data-requests";
import { isStorageFailure } from "../db/errors";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { limitBody } from "../middleware/body-limit";
import { siteOrigin } from "../site-origin";
import { eraseEverything } from "./erase";
import { describeHeld } from "./held";
import { openLink, withForm } from "./open";
import { confirmPage, deletedPage, formPage, tooLargePage, unavailablePage, usedPage, viewPage } from "./pages";
import { requestLink } from "./request";

/** A form holds an address or a token: anything far bigger is not ours, and is answered 413 (R7). */
const FORM_LIMIT_BYTES = 4 * 1024;

export const yourDataRoutes = new Hono<AppEnv>()
  .use(limitBody<AppEnv>(FORM_LIMIT_BYTES, (c) => tooLargePage(c)))
  .get("/", (c) => formPage(c))
  .post("/", (c) => withForm(c, (form) => requestLink(c, form)))
  .get("/view", async (c) => {
    const token = c.req.query("t") ?? "";
    const opened = await openLink(c, token, "see");
    if (opened instanceof Response) return opened;
    const now = new Date();
    const records = describeHeld(opened.address, await heldForAddress(database(c.env), opened.address), now);
    return viewPage(c, token, await opened.other("delete"), opened.address, records);
  })
  .post("/download", (c) =>
    withForm(c, async (form) => {
      const opened = await openLink(c, form.t ?? "", "see");
      if (opened instanceof Response) return opened;
      const now = new Date();
      const db = database(c.env);
      const records = describeHeld(opened.address, await heldForAddress(db, opened.address), now);
      await markExported(db, opened.request.id, now);
      return c.body(JSON.stringify(records, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="your-data-${now.toISOString().slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      });
    }),
  )
  .get("/delete", async (c) => {
    const token = c.req.query("t") ?? "";
    const opened = await openLink(c, token, "delete");
    if (opened instanceof Response) return opened;
    return confirmPage(c, token, await opened.other("see"), opened.address);
  })
  .post("/delete", (c) =>
    withForm(c, async (form) => {
      const opened = await openLink(c, form.t ?? "", "delete");
      if (opened instanceof Response) return opened;
      const { erased, accountKept } = await eraseEverything(c.env, siteOrigin(c), opened.request.id, opened.address, new Date());
      return erased ? deletedPage(c, { accountKept }) : usedPage(c);
    }),
  );

yourDataRoutes.onError((error, c) => {
  // A missing SIGNING_SECRET says so in the log; the person sees that the page is unavailable.
  logError("your-data-page", error, { method: c.req.method, status: error instanceof HTTPException ? error.status : 500 });
  return unavailablePage(c, !(error instanceof HTTPException) && isStorageFailure(error) ? 503 : 500);
});
