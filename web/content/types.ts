// Shapes of the site's static content. Pages import the data from the sibling modules
// (services.ts, projects.ts, home.ts, ...) and these types from here.
import type { LucideIcon } from "lucide-react";

export type ServiceId = "camera-installation" | "security-assessments" | "vms-support" | "neighborhood-consulting";

export interface Service {
  id: ServiceId;
  title: string;
  description: string;
  icon: LucideIcon;
  /** 4-6 items; cards show the first 3. */
  features: string[];
  /** 3-4 items for the Services page list, WITHOUT the two fixed items. */
  benefits: string[];
  /** 2-3 sentences for the 'Why choose' box. */
  whyChoose: string;
}

export interface Project {
  id: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string;
  outcomes: string[];
}

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

export interface NeighborhoodPartner {
  name: string;
  subtitle: string;
}

export interface EmergencyContact {
  name: string;
  phone: string;
  icon: LucideIcon;
  urgent?: boolean;
}

export interface Strength {
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface Step {
  title: string;
  description: string;
  items?: string[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** A link of the site's own after the paragraphs, opened as a plain page (a server-rendered one, outside the app). */
  link?: { href: string; label: string };
}

/** A value statement on the About page (Security First, Privacy Focused, Community Driven). */
export interface ValueItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** An 'Our Expertise' card on the About page. */
export interface ExpertiseArea {
  title: string;
  subtitle: string;
  description: string;
  icon: LucideIcon;
}

/** A linked card on the Resources page (planning tools and community resources). */
export interface LinkCard {
  title: string;
  description: string;
  href: string;
  buttonLabel: string;
  icon: LucideIcon;
  bullets?: string[];
}

/** A heading and short text, used for heroes and calls to action. */
export interface Blurb {
  title: string;
  text: string;
}
