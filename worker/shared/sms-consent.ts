/**
 * The SMS consent wording shown beside the contact form's checkbox. Change the version with the
 * wording: each submission records the version its sender agreed to.
 */
export const SMS_CONSENT = {
  version: "2025-01-01",
  text: "I agree to receive text messages about my inquiry, appointments and service updates at the phone number provided. Message frequency varies. Message and data rates may apply. Reply STOP to opt out at any time, or HELP for help. Consent is not a condition of purchase.",
} as const;
