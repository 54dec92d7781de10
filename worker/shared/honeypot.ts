/** The name of the honeypot field: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";
