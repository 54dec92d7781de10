// A public form's record and the messages it causes, stored together: one D1 batch, so a stored
// submission always has its messages and a failed batch leaves neither (R13).
import { sql } from "drizzle-orm";

import type { Database } from "./client";
import type { UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, contactSubmissions, outboxMessages } from "./schema";

type WithReference<T> = T & { reference: string };

export async function insertContactSubmission(
  db: Database,
  lead: WithReference<typeof contactSubmissions.$inferInsert>,
  messages: UnownedOutboxMessage[],
) {
  const owner = sql`(select ${contactSubmissions.id} from ${contactSubmissions} where ${contactSubmissions.reference} = ${lead.reference})`;
  const [inserted] = await db.batch([
    db.insert(contactSubmissions).values(lead).returning({ id: contactSubmissions.id }),
    ...messages.map((message) => db.insert(outboxMessages).values({ ...message, contactSubmissionId: owner })),
  ]);
  return inserted[0]!;
}

export async function insertCameraRegistration(
  db: Database,
  lead: WithReference<typeof cameraRegistrations.$inferInsert>,
  messages: UnownedOutboxMessage[],
) {
  const owner = sql`(select ${cameraRegistrations.id} from ${cameraRegistrations} where ${cameraRegistrations.reference} = ${lead.reference})`;
  const [inserted] = await db.batch([
    db.insert(cameraRegistrations).values(lead).returning({ id: cameraRegistrations.id }),
    ...messages.map((message) => db.insert(outboxMessages).values({ ...message, cameraRegistrationId: owner })),
  ]);
  return inserted[0]!;
}
