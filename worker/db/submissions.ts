import type { Contact } from "../shared/schemas/contact";
import { SMS_CONSENT } from "../shared/schemas/contact";
import type { Database } from "./client";
import { cameraRegistrations, contactSubmissions } from "./schema";

type ContactFields = Omit<Contact, "website" | "turnstileToken">;

export async function insertContactSubmission(db: Database, input: ContactFields) {
  const { smsConsent: _consented, ...fields } = input;
  const [row] = await db
    .insert(contactSubmissions)
    .values({ ...fields, smsConsentAt: new Date(), smsConsentVersion: SMS_CONSENT.version })
    .returning({ id: contactSubmissions.id });
  return row!;
}

export async function insertCameraRegistration(db: Database, input: typeof cameraRegistrations.$inferInsert) {
  const [row] = await db.insert(cameraRegistrations).values(input).returning({ id: cameraRegistrations.id });
  return row!;
}
