// Company constants (R1). Every page reads them from here; a deployer overrides any of
// them at build time with the VITE_COMPANY_* variables (see docs/deploying.md, "Configuration").
import { BUILD_ENV } from "./build-env";

const env = BUILD_ENV;

export const COMPANY = {
  name: env.VITE_COMPANY_NAME || "Harborlight Security",
  email: env.VITE_COMPANY_EMAIL || "hello@harborlight.example",
  phone: env.VITE_COMPANY_PHONE || "(410) 555-0142",
  phoneLabel: "Call or Text",
  serviceArea: env.VITE_COMPANY_SERVICE_AREA || "Greater Baltimore Region",
  city: "Baltimore",
  region: "MD",
  hours: {
    weekdays: "Mon-Fri 8:00 AM - 6:00 PM",
    saturday: "Sat by appointment",
  },
} as const;

/** The reply promise: made on the contact page, after a send, and in the visitor's confirmation email. */
export const REPLY_PROMISE = "We reply to every message, usually within one business day.";

export const DEFAULT_BLOG_AUTHOR = env.VITE_DEFAULT_BLOG_AUTHOR || "Harborlight Security Team";

/**
 * A phone number as a `tel:` link target: a ten-digit US number with its country code,
 * an 11-digit one as given, and short service numbers (911, 311) as dialled.
 */
export function telHref(phone: string = COMPANY.phone): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 10) return `tel:${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
