// Leads (R13): the public contact form (POST /api/contact), rate limited per client, validated
// with the form's own schema and screened for bots before it is stored with the messages it
// causes; and the staff's /api/contacts: read, export (with the dashboard's filter), a status and
// an internal note, the messages each lead caused, delete (its messages go with it).
import { Hono } from "hono";

import { countGoal, pageOfForm } from "../analytics";
import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeSummary } from "./changes";
import { contactsCsv, contactsCsvName } from "./export";
import { deleteLead, receiveLead } from "./leads";
import { csvResponse } from "../csv";
import { changeWithAudit } from "../db/audit";
import { findContact, listContacts, toContactView, updateContact } from "../db/contacts";
import { database } from "../db/client";
import { messagesOf } from "../db/outbox";
import type { AppEnv } from "../env";
import { toMessageView } from "../outbox";
import { siteOrigin } from "../site-origin";
import { screenSubmission } from "../security/bot-check";
import { rateLimit } from "../security/rate-limit";
import { contactUpdateSchema, exportFilterSchema, idParamSchema } from "../shared/schemas/admin";
import { contactSchema } from "../shared/schemas/contact";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

export const contactFormRoutes = new Hono<AppEnv>()
  .use(jsonBody.small)
  .post("/", rateLimit("FORM_RATE_LIMITER", "contact"), validate("json", contactSchema), async (c) => {
    const { website, turnstileToken, smsConsent: _consented, ...fields } = c.req.valid("json");
    const refused = await screenSubmission(c, { website, turnstileToken });
    if (refused) return refused;
    const lead = await receiveLead(c.env, fields, siteOrigin(c));
    // The goal names the lead, so the source of the visit that sent it is written onto it (R22).
    countGoal(c, "contact", pageOfForm(c, "/contact"), { kind: "lead", id: lead.id });
    return c.json(lead, 201);
  });

export const adminContactRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json((await listContacts(database(c.env))).map(toContactView)))
  .get("/export.csv", validate("query", exportFilterSchema), async (c) => {
    const leads = (await listContacts(database(c.env))).map(toContactView);
    return csvResponse(contactsCsv(leads, c.req.valid("query")), contactsCsvName());
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", contactUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findContact(db, id);
    if (!existing) return notFound(c);
    const summary = changeSummary(existing, input);
    if (!summary) return c.json(toContactView(existing)); // nothing changed: nothing to record
    const note = { by: c.get("user"), action: "update", entity: "contact submission", entityId: id, summary } as const;
    const [row] = await changeWithAudit(db, note, updateContact(db, id, input));
    return c.json(toContactView(row!));
  })
  .get("/:id/messages", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findContact(db, id))) return notFound(c);
    return c.json((await messagesOf(db, { contactSubmissionId: id })).map(toMessageView));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const existing = await findContact(database(c.env), id);
    if (!existing) return notFound(c);
    await deleteLead(c.env, existing, c.get("user"));
    return c.json({ id });
  });
