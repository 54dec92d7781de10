// schema.org descriptions written into the served head as JSON-LD.
import type { CommunityEvent } from "../db/schema";
import { EVENT_DURATION_MS } from "../shared/calendar-links";
import { COMPANY } from "../shared/company";
import { CONTACT_SERVICES } from "../shared/services";

/** The business itself: name, service area, phone, email and hours (spec sections 1 and 9). */
export function localBusiness(origin: string) {
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

/** One schema.org Event per listed community event. */
export function communityEventsJsonLd(events: CommunityEvent[], origin: string) {
  return events.map((event) => ({
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.eventDate.toISOString(),
    endDate: new Date(event.eventDate.getTime() + EVENT_DURATION_MS).toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location,
      address: {
        "@type": "PostalAddress",
        addressLocality: `${event.neighborhood}, ${COMPANY.city}`,
        addressRegion: COMPANY.region,
        addressCountry: "US",
      },
    },
    organizer: event.organizer ? { "@type": "Organization", name: event.organizer, email: event.contactEmail ?? undefined } : undefined,
    url: event.registrationUrl ?? `${origin}/calendar`,
  }));
}
