// Leads past their retention period (R20, worker/shared/retention.ts): 730 days after staff closed
// them, or 1095 days after they came when never closed. Each is deleted as staff deletion does
// (worker/contacts/leads.ts deleteLead): its messages with it, one audit line without its details,
// and the CRM's `contact.deleted` event (R13) through the outbox, so a CRM that was sent the lead
// deletes it too (docs/decisions/0057-retention.md).
import { database } from "../db/client";
import { dueLeads, purgeLeads, type LeadCutoffs } from "../db/retention";
import type { Env } from "../env";
import { deletionMessage } from "../outbox";
import { enqueueMessages, mailSettings } from "../outbox";
import { RETENTION_DAYS, retentionCutoff } from "../shared/retention";

type LeadPurgeEnv = Pick<
  Env,
  "DB" | "MAIL_FROM" | "STAFF_EMAIL" | "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET" | "EMAIL_QUEUE" | "WEBHOOK_QUEUE"
>;

/** Answers how many leads it deleted; the next run takes any beyond its batch. */
export async function purgeExpiredLeads(env: LeadPurgeEnv, now: Date): Promise<number> {
  const db = database(env);
  const cutoffs: LeadCutoffs = {
    closedBefore: retentionCutoff(now, RETENTION_DAYS.closedLead),
    receivedBefore: retentionCutoff(now, RETENTION_DAYS.openLead),
  };
  const due = await dueLeads(db, cutoffs);
  const settings = await mailSettings(env);
  const leads = due.map(({ id, reference }) => ({
    id,
    // A lead without a reference was stored before the CRM was sent any: nothing to tell it.
    event: reference ? deletionMessage(settings, { type: "contact.deleted", reference }) : null,
  }));
  const summary = `Deleted with its messages after the retention period (${RETENTION_DAYS.closedLead} days after closing, ${RETENTION_DAYS.openLead} after it came if never closed)`;
  const deleted = await purgeLeads(db, leads, cutoffs, { summary, now });
  const events = leads.filter((lead) => deleted.includes(lead.id)).flatMap((lead) => lead.event ?? []);
  await enqueueMessages(env, events);
  return deleted.length;
}
