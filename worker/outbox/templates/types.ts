// What the templates are given and what they make.
import type { Contact } from "../../db/contacts";
import type { Registration } from "../../db/registrations";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Some fields of a stored row, each of `Known` present: messages are composed as the record is written, with its reference. */
type WithKnown<Row, Known extends keyof Row> = Omit<Row, Known> & { [Field in Known]: NonNullable<Row[Field]> };

/** A lead as its messages tell it (the stored service value, e.g. "home-security": templates show its label). */
export type ContactLead = WithKnown<
  Pick<
    Contact,
    "reference" | "firstName" | "lastName" | "email" | "phone" | "service" | "message" | "smsConsentAt" | "smsConsentVersion" | "createdAt"
  >,
  "reference"
>;

/** A registration as its messages tell it. */
export type CameraLead = WithKnown<
  Pick<Registration, "reference" | "name" | "email" | "phone" | "address" | "cameraDetails" | "createdAt">,
  "reference"
>;
