// The dashboard's "Data requests" (R18): every request, newest first, a page at a time; requests
// staff record for a person who asked outside the site, and what staff do for them: download the
// records, delete everything, or send the person's link (worker/privacy/staff.ts).
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { findDataRequest, listDataRequests } from "../db/data-requests-staff";
import { isSiteAddress } from "./site-addresses";
import { eraseForStaff, exportForStaff, recordStaffRequest, refusalFor, sendLinkForStaff, type Actionable } from "./staff";
import { STAFF_REQUEST_TEXT } from "./staff-text";
import { toDataRequestView } from "./staff-view";
import { DATA_REQUEST_PAGE_SIZE, dataRequestListQuery, staffRequestSchema } from "../shared/data-requests";
import { fieldError } from "../shared/errors";
import { idParamSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

/** The request the address names, when staff may act on it; else the answer to give (404, or 409 in words). */
async function actionable(c: Context<AuthedEnv>, id: number): Promise<Actionable | Response> {
  const request = await findDataRequest(database(c.env), id);
  if (!request) return notFound(c);
  const refusal = refusalFor(request) ?? ((await isSiteAddress(c.env, request.email!)) ? STAFF_REQUEST_TEXT.siteAddress : null);
  return refusal ? c.json({ message: refusal }, 409) : (request as Actionable);
}

/** The request's data was deleted between the read and the write (by the person, or another staff member). */
const deletedMeanwhile = (c: Context<AuthedEnv>) => c.json({ message: STAFF_REQUEST_TEXT.deleted }, 409);

const current = async (c: Context<AuthedEnv>, id: number) => toDataRequestView((await findDataRequest(database(c.env), id))!, new Date());

export const dataRequestRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", validate("query", dataRequestListQuery), async (c) => {
    const { page, state } = c.req.valid("query");
    const { rows, total } = await listDataRequests(database(c.env), { state, page, pageSize: DATA_REQUEST_PAGE_SIZE });
    const now = new Date();
    return c.json({ requests: rows.map((row) => toDataRequestView(row, now)), page, pageSize: DATA_REQUEST_PAGE_SIZE, total });
  })
  .post("/", validate("json", staffRequestSchema), async (c) => {
    const input = c.req.valid("json");
    // Staff are told plainly what the public page does not say: the site's own and staff's addresses are not a person's request.
    if (await isSiteAddress(c.env, input.email.toLowerCase())) return c.json(fieldError("email", STAFF_REQUEST_TEXT.siteAddress), 400);
    const now = new Date();
    return c.json(toDataRequestView(await recordStaffRequest(c, input, now), now), 201);
  })
  .post("/:id/export", validate("param", idParamSchema), async (c) => {
    const request = await actionable(c, c.req.valid("param").id);
    if (request instanceof Response) return request;
    const records = await exportForStaff(c, request, new Date());
    return c.json(records, 200, { "Content-Disposition": `attachment; filename="data-request-${request.reference}.json"` });
  })
  .post("/:id/delete", validate("param", idParamSchema), async (c) => {
    const request = await actionable(c, c.req.valid("param").id);
    if (request instanceof Response) return request;
    if (!(await eraseForStaff(c, request, new Date()))) return deletedMeanwhile(c);
    return c.json(await current(c, request.id));
  })
  .post("/:id/link", validate("param", idParamSchema), async (c) => {
    const request = await actionable(c, c.req.valid("param").id);
    if (request instanceof Response) return request;
    if (!(await sendLinkForStaff(c, request, new Date()))) return deletedMeanwhile(c);
    return c.json(await current(c, request.id));
  });
