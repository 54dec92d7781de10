// Home page copy (S2, Home).
import { Eye, Handshake, Headphones, MapPin, Scale, Wrench } from "lucide-react";
import { COMPANY } from "../../worker/shared/company";
import { INCIDENT_RADIUS_FEET } from "../../worker/shared/registry";
import type { Blurb, NeighborhoodPartner, Strength, Testimonial } from "./types";

export const hero = {
  eyebrow: `Security camera consulting for the ${COMPANY.serviceArea}`,
  title: "Security Cameras Planned Around Your Property, Not a Catalog",
  subtitle: `${COMPANY.name} designs, installs and supports camera systems for Baltimore homes, businesses and neighborhood associations, from Canton rowhouses to Roland Park homes and Mount Vernon storefronts.`,
} as const;

export const partnersHeading = "Trusted by neighborhood associations";

// Placeholder names for the partners strip; replace them with the actual groups
// (with their permission) before launch.
export const neighborhoodPartners: NeighborhoodPartner[] = [
  { name: "Canton Waterfront Neighbors", subtitle: "Neighborhood camera network" },
  { name: "Federal Hill Block Captains", subtitle: "Safety walk and camera planning" },
  { name: "Hampden Residents' Safety Committee", subtitle: "Alley lighting and cameras" },
  { name: "Little Italy Neighbors Group", subtitle: "Business and residential coverage" },
];

export const servicesIntro: Blurb = {
  title: "Security Services",
  text: "Four ways we help Baltimore property owners see what is happening, respond with confidence and keep their systems running.",
};

export const strengthsIntro: Blurb = {
  title: `Why Baltimore Trusts ${COMPANY.name}`,
  text: "We are a local team that plans carefully, installs cleanly and stays reachable after the job is done.",
};

export const strengths: Strength[] = [
  {
    title: "Local Knowledge",
    description: "We work across Baltimore every week and understand its rowhouse blocks, shared alleys, older wiring and street parking.",
    icon: MapPin,
  },
  {
    title: "Vendor-Neutral Advice",
    description: "We recommend equipment on fit and reliability, and we explain the trade-offs so you can make the call.",
    icon: Scale,
  },
  {
    title: "Privacy by Design",
    description: "We aim cameras at your property, not your neighbors' windows, and set up privacy masking where views overlap.",
    icon: Eye,
  },
  {
    title: "Careful Installation",
    description: "Tidy cable runs, sealed penetrations and a walk-through at the end, so the system looks as good as it works.",
    icon: Wrench,
  },
  {
    title: "Responsive Support",
    description: "Questions after installation reach the same local team, by phone, text or email.",
    icon: Headphones,
  },
  {
    title: "Community Partnerships",
    description: "We help neighborhood groups plan shared coverage with clear, agreed rules for footage.",
    icon: Handshake,
  },
];

/** The way to the camera registry from the home page (issue 41: not only from the footer). */
export const registryCallout = {
  title: "Community Camera Registry",
  text: `Own a camera? Join our free, voluntary registry. If an incident is reported within ${INCIDENT_RADIUS_FEET} ft of your address, we email you to ask whether you have footage; sharing it is always your choice.`,
  link: "Register Your Camera",
} as const;

export const projectsBadge = "100+ Projects";

export const featuredProjectsIntro: Blurb = {
  title: "Featured Projects",
  text: "A look at recent work for neighborhoods, businesses and homeowners in and around the city.",
};

export const testimonialsIntro: Blurb = {
  title: "What Our Clients Say",
  text: "Individual experiences from homeowners, business owners and community volunteers we have worked with.",
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "They walked the whole property with me before recommending anything, and the plan they came back with used fewer cameras than I expected. The install was neat and they showed me exactly how to pull footage from my phone.",
    author: "Margaret H.",
    title: "Homeowner, Roland Park",
  },
  {
    quote:
      "Our block had talked about cameras for years without getting anywhere. They came to our meeting with a map and a draft footage policy, and within a few months most of the alley was covered.",
    author: "Darnell W.",
    title: "Block Captain, Canton",
  },
  {
    quote:
      "We run two restaurants and I wanted one place to check both. Now I can see the kitchen, registers and back doors at either location, and when a drive filled up they caught it before we lost anything.",
    author: "Angela R.",
    title: "Restaurant Owner, Little Italy",
  },
];

export const closingCta: Blurb = {
  title: "Ready to See Your Property Clearly?",
  text: `Tell us about your home, business or block. ${COMPANY.name} offers a free initial consultation anywhere in the ${COMPANY.serviceArea}, with no obligation to buy.`,
};
