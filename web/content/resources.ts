// Resources page copy (S2, Resources).
import { BUILD_ENV } from "../../worker/shared/build-env";
import { BookOpen, Calculator, Calendar, Camera, ClipboardCheck, FlaskConical, Flame, Hospital, Phone, Siren, Target } from "lucide-react";
import type { Blurb, EmergencyContact, LinkCard } from "./types";

// Same build-time override pattern as worker/shared/company.ts: a deployer sets
// VITE_HOSPITAL_NAME and VITE_HOSPITAL_PHONE to list a specific hospital.
const env = BUILD_ENV;

export const HOSPITAL_CONTACT = {
  name: env.VITE_HOSPITAL_NAME || "Nearest Hospital Emergency Department",
  phone: env.VITE_HOSPITAL_PHONE || "911",
} as const;

export const resourcesHero = {
  title: "Safety Resources",
  notice: "This platform is not a replacement for emergency services.",
  text: "Emergency numbers, planning tools and community resources for residents and businesses in and around Baltimore.",
} as const;

export const emergencyContactsIntro: Blurb = {
  title: "Emergency Contacts",
  text: "If anyone is in danger or a crime is in progress, call 911 first. Use the non-emergency line for reports that do not need an immediate response.",
};

export const emergencyContacts: EmergencyContact[] = [
  { name: "Emergency Services", phone: "911", icon: Siren, urgent: true },
  { name: "Police Non-Emergency (Baltimore City)", phone: "311", icon: Phone },
  { name: "Fire Department", phone: "911", icon: Flame, urgent: true },
  { name: HOSPITAL_CONTACT.name, phone: HOSPITAL_CONTACT.phone, icon: Hospital },
  { name: "Poison Control", phone: "1-800-222-1222", icon: FlaskConical, urgent: true },
];

export const toolsIntro: Blurb = {
  title: "Security Planning Tools",
  text: "Free self-service tools to help you plan a system before you talk to anyone. Results are estimates, not quotes.",
};

export const toolCards: LinkCard[] = [
  {
    title: "Cost Estimator",
    description:
      "Estimate equipment, installation and monitoring costs by choosing the number of cameras, resolution, installation complexity and features.",
    href: "/cost-estimator",
    buttonLabel: "Try Calculator",
    icon: Calculator,
  },
  {
    title: "Coverage Calculator",
    description: "Work out roughly how many cameras your home or business needs based on its size, floors, entry points and outdoor areas.",
    href: "/coverage-calculator",
    buttonLabel: "Plan Coverage",
    icon: Target,
  },
  {
    title: "Security Assessment",
    description:
      "Check your property against a practical checklist covering perimeter, cameras, access control, emergency preparedness and digital security.",
    href: "/security-assessment",
    buttonLabel: "Assess Security",
    icon: ClipboardCheck,
  },
];

export const communityIntro: Blurb = {
  title: "Community Safety Resources",
  text: "Ways to stay informed and get involved in keeping your neighborhood safe.",
};

export const communityCards: LinkCard[] = [
  {
    title: "Baltimore Security Blog",
    description:
      "Practical articles on choosing cameras, lighting, protecting your footage and working with your neighbors, written for Baltimore properties.",
    href: "/blog",
    buttonLabel: "Read Blog",
    icon: BookOpen,
  },
  {
    title: "Community Events",
    description: "Find upcoming safety meetings and community events in neighborhoods across the city.",
    href: "/calendar",
    buttonLabel: "View Calendar",
    icon: Calendar,
    bullets: ["Neighborhood association meetings", "Police community meetings", "Engagement events"],
  },
  {
    title: "Camera Registration",
    description:
      "Let us know where your private cameras are so you can be contacted if an incident happens nearby. You decide whether to share any footage.",
    href: "/contact#camera-registration",
    buttonLabel: "Register Now",
    icon: Camera,
    bullets: ["Helps police solve crimes", "Builds safer neighborhoods", "Voluntary participation"],
  },
];
