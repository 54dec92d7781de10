import { z } from "./zod";

import { CONTACT_SERVICE_VALUES } from "../services";
import { botCheckFields, emailField, mustBeChecked, phoneField, requiredText } from "./fields";

export const CONTACT_MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  service: "Please select a service",
  message: "Message must be at least 10 characters",
  smsConsent: "You must consent to SMS communication to proceed",
} as const;

/**
 * The SMS consent wording shown beside the checkbox. Change the version with the wording:
 * each submission records the version its sender agreed to.
 */
export const SMS_CONSENT = {
  version: "2025-01-01",
  text: "I agree to receive text messages about my inquiry, appointments and service updates at the phone number provided. Message frequency varies. Message and data rates may apply. Reply STOP to opt out at any time, or HELP for help. Consent is not a condition of purchase.",
} as const;

export const contactSchema = z.object({
  firstName: requiredText(2, CONTACT_MESSAGES.firstName, 100),
  lastName: requiredText(2, CONTACT_MESSAGES.lastName, 100),
  email: emailField,
  phone: phoneField,
  service: z.enum(CONTACT_SERVICE_VALUES, { error: CONTACT_MESSAGES.service }),
  message: requiredText(10, CONTACT_MESSAGES.message, 5000),
  smsConsent: mustBeChecked(CONTACT_MESSAGES.smsConsent),
  ...botCheckFields,
});

export type ContactInput = z.input<typeof contactSchema>;
