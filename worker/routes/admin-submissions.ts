// What visitors sent: contact submissions and camera registrations, for staff to read,
// export (with the dashboard's filter) and delete; a contact's status and internal note (R13);
// the messages each record caused. Deleting a record deletes its messages (ON DELETE CASCADE).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "../shared/schemas/zod";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import {
  deleteContactSubmission,
  findCameraRegistration,
  findContactSubmission,
  listCameraRegistrations,
  listContactSubmissions,
  toCameraView,
  toContactView,
} from "../db/admin-submissions";
import { database } from "../db/client";
import { messagesOf } from "../db/outbox";
import { contactSubmissions } from "../db/schema";
import { csvResponse, toCsv } from "../csv";
import { deletionMessage } from "../outbox/compose";
import { enqueueMessages } from "../outbox/enqueue";
import { toMessageView } from "../outbox/views";
import { removeFromRegistry } from "../registry/removal";
import { matchesCameraFilter, matchesContactFilter } from "../shared/admin-filters";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "../shared/contact-status";
import { serviceLabel } from "../shared/services";
import { contactUpdateSchema, idParamSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { mutateWithAudit, notFound } from "./admin-crud";

const filterQuery = z.object({
  search: z.string().max(200).optional(),
  service: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
});

/**
 * The audit summary of a status or note change, in words. The note's text is never copied: the
 * audit trail outlives the submission (a deleted lead's words must go with it), and staff read
 * the note itself in the submission's view.
 */
function changeSummary(
  existing: { status: ContactStatus; internalNote: string },
  input: { status?: ContactStatus; internalNote?: string },
) {
  const changes: string[] = [];
  if (input.status !== undefined && input.status !== existing.status) changes.push(`Status: ${CONTACT_STATUS_LABELS[input.status]}`);
  if (input.internalNote !== undefined && input.internalNote !== existing.internalNote)
    changes.push(input.internalNote === "" ? "Note cleared" : "Note changed");
  return changes.join("; ");
}

const today = () => new Date().toISOString().slice(0, 10);

export const adminContactRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listContactSubmissions(database(c.env))).map(toContactView)))
  .get("/export.csv", validate("query", filterQuery), async (c) => {
    const filter = c.req.valid("query");
    const rows = (await listContactSubmissions(database(c.env))).map(toContactView).filter((row) => matchesContactFilter(row, filter));
    const csv = toCsv(
      [
        "Received",
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Service",
        "Message",
        "SMS consent given",
        "Consent wording",
        "Status",
        "Note",
      ],
      rows.map((r) => [
        r.createdAt,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        serviceLabel(r.service),
        r.message,
        r.smsConsentAt,
        r.smsConsentVersion,
        CONTACT_STATUS_LABELS[r.status],
        r.internalNote,
      ]),
    );
    return csvResponse(csv, `contact-submissions-${today()}.csv`);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", contactUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findContactSubmission(db, id);
    if (!existing) return notFound(c);
    const summary = changeSummary(existing, input);
    if (!summary) return c.json(toContactView(existing)); // nothing changed: nothing to record
    const [row] = (await mutateWithAudit(
      c,
      "update",
      "contact submission",
      id,
      summary,
      db.update(contactSubmissions).set(input).where(eq(contactSubmissions.id, id)).returning(),
    )) as (typeof contactSubmissions.$inferSelect)[];
    return c.json(toContactView(row!));
  })
  .get("/:id/messages", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findContactSubmission(db, id))) return notFound(c);
    return c.json((await messagesOf(db, { contactSubmissionId: id })).map(toMessageView));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findContactSubmission(db, id);
    if (!existing) return notFound(c);
    // Its messages, personal data and all, go with it (ON DELETE CASCADE; test/worker/admin-crm.test.ts);
    // the audit trail, which outlives it, names no one; the CRM is sent the deletion, in the same batch.
    const event = existing.reference ? deletionMessage(c.env, { type: "contact.deleted", reference: existing.reference }) : null;
    if (await deleteContactSubmission(db, id, c.get("user"), event)) {
      if (event) await enqueueMessages(c.env, [event]);
    }
    return c.json({ id });
  });

export const adminCameraRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listCameraRegistrations(database(c.env))).map(toCameraView)))
  .get("/export.csv", validate("query", filterQuery), async (c) => {
    const filter = c.req.valid("query");
    const rows = (await listCameraRegistrations(database(c.env))).map(toCameraView).filter((row) => matchesCameraFilter(row, filter));
    const csv = toCsv(
      ["Registered", "Name", "Email", "Phone", "Address", "City", "State", "ZIP", "Camera details"],
      rows.map((r) => [r.createdAt, r.contactName, r.contactEmail, r.contactPhone, r.address, r.city, r.state, r.zipCode, r.description]),
    );
    return csvResponse(csv, `camera-registrations-${today()}.csv`);
  })
  .get("/:id/messages", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findCameraRegistration(db, id))) return notFound(c);
    return c.json((await messagesOf(db, { cameraRegistrationId: id })).map(toMessageView));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findCameraRegistration(db, id);
    if (!existing) return notFound(c);
    // As when its owner removes it: its messages and unanswered requests go with it, answered
    // requests stay without it, and the audit line names no one (db/footage-requests.ts).
    await removeFromRegistry(c.env, existing, { actor: c.get("user"), summary: "Registration deleted by staff" });
    return c.json({ id });
  });
