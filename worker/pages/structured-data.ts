// The business as schema.org describes it, written into the served head of the home and contact
// pages as JSON-LD, typed by schema-dts so a misspelled property or a wrong kind of value fails
// the type check. Events describe themselves the same way (worker/events/structured-data.ts).
import type { LocalBusiness, WithContext } from "schema-dts";

import { COMPANY } from "../shared/company";
import { CONTACT_SERVICES } from "../shared/services";

/** The business itself: name, service area, phone, email and hours (S1 and S9). */
export function localBusiness(origin: string): WithContext<LocalBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: COMPANY.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    telephone: COMPANY.phone,
    email: COMPANY.email,
    areaServed: { "@type": "AdministrativeArea", name: COMPANY.serviceArea },
    address: { "@type": "PostalAddress", addressLocality: COMPANY.city, addressRegion: COMPANY.region, addressCountry: "US" },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
    ],
    description: `Security camera installation, security assessments, VMS support and neighborhood security consulting in the ${COMPANY.serviceArea}. Saturday appointments available.`,
    knowsAbout: CONTACT_SERVICES.filter((service) => service.value !== "other").map((service) => service.label),
  };
}
