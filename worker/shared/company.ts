// Company constants (R1) and the business details shown with them (R23). The name is a build-time
// constant; the details (phone, email, service area, address, hours, social profiles) are the
// Business details settings, whose first value is what the build says here (the VITE_COMPANY_*
// variables, docs/deploying.md). Markup reads them from COMPANY: in the browser, the details the
// served page carries; wherever markup is rendered ahead of the request (the build's prerendering,
// the Worker's renderer), placeholders that the Worker fills from the current settings in each
// answer (worker/settings/fill.ts), so a prerendered page shows today's phone number.
import { BUILD_ENV } from "./build-env";
import { SOCIAL_PROFILE_IDS, type BusinessDetails, type SocialProfile } from "./business-details";

const env = BUILD_ENV;

/** The Business details until the office changes them: the build's values. */
export const BUSINESS_DEFAULTS: BusinessDetails = {
  email: env.VITE_COMPANY_EMAIL || "hello@harborlight.example",
  phone: env.VITE_COMPANY_PHONE || "(410) 555-0142",
  serviceArea: env.VITE_COMPANY_SERVICE_AREA || "Greater Baltimore Region",
  address: env.VITE_COMPANY_ADDRESS?.replaceAll("\\n", "\n") || "",
  hours: "Mon-Fri 8:00 AM - 6:00 PM\nSat by appointment",
  socials: Object.fromEntries(SOCIAL_PROFILE_IDS.map((id) => [id, ""])) as Record<SocialProfile, string>,
};

/**
 * A phone number as a `tel:` link target: a ten-digit US number with its country code,
 * an 11-digit one as given, and short service numbers (911, 311) as dialled.
 */
export function telHref(phone: string = COMPANY.phone): string {
  if (phone === placeholder("phone")) return placeholder("tel");
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 10) return `tel:${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * Each value markup shows of the details, as text: the details themselves and what is made of
 * them, and the site notice showing now (R23; empty: none).
 */
export function shownDetails(details: BusinessDetails, notice = "") {
  const hidden = (value: string) => (value ? "" : "hidden");
  return {
    notice,
    /** A class hiding the notice's bar when none shows. */
    noticeHidden: hidden(notice),
    phone: details.phone,
    tel: telHref(details.phone),
    email: details.email,
    serviceArea: details.serviceArea,
    address: details.address,
    /** A class hiding what shows the address when there is none. */
    addressHidden: hidden(details.address),
    /** A class hiding the social profiles' list when none is set. */
    socialsHidden: hidden(SOCIAL_PROFILE_IDS.map((id) => details.socials[id]).join("")),
    hours: details.hours,
    /** The hours on one line: "Mon-Fri 8:00 AM - 6:00 PM, Sat by appointment". */
    hoursInline: details.hours.split("\n").join(", "),
    ...Object.fromEntries(
      SOCIAL_PROFILE_IDS.flatMap((id) => [
        [id, details.socials[id]],
        [`${id}Hidden`, hidden(details.socials[id])],
      ]),
    ),
  } as ShownDetails;
}

type ShownDetails = {
  notice: string;
  noticeHidden: string;
  phone: string;
  tel: string;
  email: string;
  serviceArea: string;
  address: string;
  addressHidden: string;
  socialsHidden: string;
  hours: string;
  hoursInline: string;
} & Record<SocialProfile | `${SocialProfile}Hidden`, string>;

export type ShownDetail = keyof ShownDetails;

/** A detail's placeholder in markup rendered ahead of the request: `__SITE_phone__`. */
export const placeholder = (name: ShownDetail) => `__SITE_${name}__`;

/** Every placeholder, found in a text by this pattern (its group is the detail's name). */
export const PLACEHOLDER_PATTERN = /__SITE_([A-Za-z]+)__/g;

const PLACEHOLDERS = Object.fromEntries(
  Object.keys(shownDetails(BUSINESS_DEFAULTS)).map((name) => [name, placeholder(name as ShownDetail)]),
) as ShownDetails;

/** The id of the script element a served page carries its details in, as JSON. */
export const DETAILS_ELEMENT_ID = "site-details";

/** What a served page carries in that element: the details, and the notice showing when it was served. */
export type CarriedDetails = BusinessDetails & { notice: string };

/** In a browser, the details the served page carries (the build's when it carries none); elsewhere the placeholders. */
function detailsHere(): ShownDetails {
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } }).document;
  if (!page) return PLACEHOLDERS;
  const carried = page.getElementById(DETAILS_ELEMENT_ID)?.textContent;
  if (!carried) return shownDetails(BUSINESS_DEFAULTS);
  try {
    const { notice, ...details } = JSON.parse(carried) as Partial<CarriedDetails>;
    return shownDetails({ ...BUSINESS_DEFAULTS, ...details }, typeof notice === "string" ? notice : "");
  } catch {
    return shownDetails(BUSINESS_DEFAULTS);
  }
}

export const COMPANY = {
  name: env.VITE_COMPANY_NAME || "Harborlight Security",
  phoneLabel: "Call or Text",
  city: "Baltimore",
  region: "MD",
  ...detailsHere(),
} as const;

/** The reply promise: made on the contact page, after a send, and in the visitor's confirmation email. */
export const REPLY_PROMISE = "We reply to every message, usually within one business day.";

export const DEFAULT_BLOG_AUTHOR = env.VITE_DEFAULT_BLOG_AUTHOR || "Harborlight Security Team";
