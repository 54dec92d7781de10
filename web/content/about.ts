// About page copy (S2, About).
import { Cpu, Eye, FileSearch, ShieldCheck, Users, Handshake } from "lucide-react";
import { COMPANY } from "../../worker/shared/company";
import type { Blurb, ExpertiseArea, Step, ValueItem } from "./types";

export const aboutHero: Blurb = {
  title: `About ${COMPANY.name}`,
  text: `A local security camera consultancy helping homeowners, businesses and neighborhood associations across the ${COMPANY.serviceArea}.`,
};

export const experienceBadge = "10+ Years";

export const storyHeading = "Our Story";

export const storyParagraphs: string[] = [
  `${COMPANY.name} started with a simple observation: many Baltimore property owners were buying cameras that did not fit their homes. Cameras pointed at the sky, recorders that filled up in a week, and footage too grainy to be useful when something finally happened.`,
  "Over more than ten years we have planned and installed systems in rowhouses in Canton and Fells Point, detached homes in Roland Park, storefronts in Hampden and Mount Vernon, and restaurants in Little Italy. Along the way we have completed more than 100 projects, each one starting with a walk around the property and a conversation about what the owner actually needs.",
  "Today we are a small, local team that still works that way. We design systems around the building, the block and the people who use them, install them carefully, and stay available long after the last cable is run.",
];

export const communityPartnersHeading = "Community Partners";

export const communityPartnersParagraphs: string[] = [
  "Much of our work happens alongside neighborhood associations, block captains and community groups. We attend meetings when invited, help residents map shared alleys and corners, and draft plain-language guidelines for how footage is stored and shared.",
  "We believe a neighborhood camera network works best when neighbors agree on its purpose, respect each other's privacy and know who to call when something happens. Our role is to give them the information and tools to make those decisions together.",
];

export const lawEnforcementHeading = "Working with Local Law Enforcement";

export const lawEnforcementParagraph = `When a client's cameras capture an incident, we can help locate, export and deliver the relevant footage to the police, when appropriate and only with the property owner's consent. ${COMPANY.name} is an independent company: we are not affiliated with, endorsed by or acting on behalf of the Baltimore Police Department or any other government agency.`;

export const approachIntro: Blurb = {
  title: "Our Approach",
  text: "Every project follows the same three steps, whether it is one doorbell camera or a neighborhood network.",
};

export const approachSteps: Step[] = [
  {
    title: "Consultation",
    description:
      "We listen first: what you want to protect, what has happened before, how the property is used and what budget you are working with.",
  },
  {
    title: "Customized Design",
    description:
      "We walk the site and design a system around its entry points, lighting and sightlines, with clear options and honest trade-offs.",
  },
  {
    title: "Implementation and Support",
    description:
      "We install and configure the system, show you how to use it, and remain available for maintenance, updates and questions.",
  },
];

export const missionHeading = "Our Mission";

export const mission = `Our mission is to help the people of the ${COMPANY.serviceArea} protect their homes, businesses and neighborhoods with security systems that are well planned, respectful of privacy and genuinely useful when it matters.`;

export const valuesHeading = "Our Values";

export const values: ValueItem[] = [
  {
    title: "Security First",
    description:
      "Every recommendation is judged by one question: will it make the property meaningfully safer? We would rather suggest better lighting than sell a camera you do not need.",
    icon: ShieldCheck,
  },
  {
    title: "Privacy Focused",
    description:
      "We aim cameras at what our clients are entitled to watch, use privacy masking where views overlap, and keep footage in the owner's control.",
    icon: Eye,
  },
  {
    title: "Community Driven",
    description:
      "Safer blocks come from neighbors working together. We support associations and block groups with planning, guidance and clear footage-sharing rules.",
    icon: Users,
  },
];

export const expertiseHeading = "Our Expertise";

export const expertise: ExpertiseArea[] = [
  {
    title: "Security Consulting",
    subtitle: "Expert Evaluation & Planning",
    description:
      "On-site assessments, vulnerability reviews and written recommendations that prioritize what will make the biggest difference first.",
    icon: FileSearch,
  },
  {
    title: "Technical Implementation",
    subtitle: "Hardware & Software Solutions",
    description:
      "Camera selection, cabling, recorders, video management software and secure remote access, configured and documented for your team.",
    icon: Cpu,
  },
  {
    title: "Community Security",
    subtitle: "Neighborhood-Wide Protection",
    description:
      "Coverage mapping, equipment guidance and footage-sharing policies for associations and block groups that want to work together.",
    icon: Handshake,
  },
];

export const aboutClosingCta = {
  title: "Ready to Work with Us?",
  text: `Whether you are securing a single home or coordinating a whole block, ${COMPANY.name} is glad to talk through your options.`,
  buttonLabel: "Contact Our Team",
  href: "/contact",
} as const;
