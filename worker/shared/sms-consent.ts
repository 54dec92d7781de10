// The SMS consent wording shown beside the contact form's checkbox (R17, decision 0043). It says
// what the form does: the form sends a request only with this consent, while calling, emailing,
// the rest of the site and every service we sell do without it. Change the version with the
// wording: each submission records the version its sender agreed to.
import { COMPANY } from "./company";

export const SMS_CONSENT = {
  version: "2026-11-26",
  text: `I agree to receive text messages from ${COMPANY.name} about my inquiry, appointments and service at the phone number provided. This form sends a request only with this consent; to reach us without it, call ${COMPANY.phone} or email ${COMPANY.email}. Nothing else on this website, and none of our services, requires it. Message frequency varies. Message and data rates may apply. Reply STOP to any text to stop them at any time (your request stays open), or HELP for help.`,
} as const;
