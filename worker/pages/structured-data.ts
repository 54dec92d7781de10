// The business as schema.org describes it, written into the served head of the home and contact
// pages as JSON-LD, typed by schema-dts so a misspelled property or a wrong kind of value fails
// the type check. Events describe themselves the same way (worker/events/structured-data.ts).
import type { LocalBusiness, WithContext } from "schema-dts";

import { COMPANY } from "../shared/company";
import { CONTACT_SERVICES } from "../shared/services";
import { SOCIAL_PROFILE_IDS, type BusinessDetails } from "../shared/settings";
import { openingHoursOf } from "./opening-hours";

/** The last line of an address as "City, ST 12345", when it is written so. */
const CITY_LINE = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** The postal address: the office's own when it gives one, else the city the business serves from. */
function postalAddress(address: string) {
  const lines = address.split("\n").filter(Boolean);
  const city = CITY_LINE.exec(lines.at(-1) ?? "");
  const street = (city ? lines.slice(0, -1) : lines).join(", ");
  return {
    "@type": "PostalAddress" as const,
    ...(street ? { streetAddress: street } : {}),
    addressLocality: city?.[1] ?? COMPANY.city,
    addressRegion: city?.[2] ?? COMPANY.region,
    ...(city ? { postalCode: city[3] } : {}),
    addressCountry: "US",
  };
}

/** The business itself: name, service area, phone, email, address, hours and profiles, from the Business details (S1, S9, R23). */
export function localBusiness(origin: string, details: BusinessDetails): WithContext<LocalBusiness> {
  const profiles = SOCIAL_PROFILE_IDS.map((id) => details.socials[id]).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: COMPANY.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    telephone: details.phone,
    email: details.email,
    areaServed: { "@type": "AdministrativeArea", name: details.serviceArea },
    address: postalAddress(details.address),
    openingHoursSpecification: openingHoursOf(details.hours),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    description: `Security camera installation, security assessments, VMS support and neighborhood security consulting in the ${details.serviceArea}.`,
    knowsAbout: CONTACT_SERVICES.filter((service) => service.value !== "other").map((service) => service.label),
  };
}
