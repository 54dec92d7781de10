import { z } from "./zod";

import { CONTACT_SERVICE_VALUES } from "../services";
import { botCheckFields, emailField, mustBeChecked, phoneField, requiredText } from "./fields";

export const CONTACT_TEXTS = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  service: "Please select a service",
  message: "Message must be at least 10 characters",
  smsConsent: "You must consent to SMS communication to proceed",
} as const;

export const contactSchema = z.object({
  firstName: requiredText(2, CONTACT_TEXTS.firstName, 100),
  lastName: requiredText(2, CONTACT_TEXTS.lastName, 100),
  email: emailField,
  phone: phoneField,
  service: z.enum(CONTACT_SERVICE_VALUES, { error: CONTACT_TEXTS.service }),
  message: requiredText(10, CONTACT_TEXTS.message, 5000),
  smsConsent: mustBeChecked(CONTACT_TEXTS.smsConsent),
  ...botCheckFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;
