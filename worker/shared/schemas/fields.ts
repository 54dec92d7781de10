// Field rules shared by the public forms, each with the spec's exact message (S5).
import { isStorableText, STORABLE_TEXT_MESSAGE } from "../characters";
import { HONEYPOT_FIELD } from "../honeypot";
import { z } from "./zod";

/** The one storable-text rule (characters.ts) with its one message, for every stored text, public or admin. */
export const storable = { error: STORABLE_TEXT_MESSAGE };

export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PHONE_MESSAGE = "Phone number must be at least 10 digits";
const PHONE_MIN_DIGITS = 10;

/** Text of at least `min` characters once trimmed; a missing or non-text value gets the same message. */
export const requiredText = (min: number, message: string, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`).refine(isStorableText, storable);

export const emailField = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** A phone number with at least ten digits, written however the visitor likes. */
export const phoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(30, "Must be at most 30 characters")
  .refine((value) => value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, PHONE_MESSAGE)
  .refine(isStorableText, storable);

/** A checkbox that must be ticked. */
export const mustBeChecked = (message: string) => z.literal(true, { error: message });

/** Fields every public form carries besides its own: the honeypot and, when on, the Turnstile token. */
export const botCheckFields = {
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
  turnstileToken: z.string().max(4096).optional(),
};
