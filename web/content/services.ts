// Services page and home-page service cards (S3: Service).
import { Camera, ClipboardCheck, MonitorCheck, Users } from "lucide-react";
import { COMPANY } from "../../worker/shared/company";
import type { Service, Step } from "./types";

export const servicesHero = {
  title: "Security Services for Baltimore Properties",
  subtitle: `From a single rowhouse camera to a block-by-block neighborhood network, ${COMPANY.name} plans, installs and supports video security systems across the ${COMPANY.serviceArea}.`,
} as const;

/** Shown after each service's own benefits on the Services page. */
export const fixedServiceBenefits = ["Professional installation and setup", "Ongoing technical support"] as const;

export const services: Service[] = [
  {
    id: "camera-installation",
    title: "Camera Installation",
    description:
      "Professionally installed camera systems for homes and businesses, designed around how your property is actually used: entrances, alleys, parking pads, storefronts and loading doors. We specify the cameras, run the cabling and set everything up so it works on day one.",
    icon: Camera,
    features: [
      "Custom camera placement plan",
      "4K and 1080p cameras with night vision",
      "Local recording with optional cloud backup",
      "Clean cable runs suited to rowhouses and older buildings",
      "Mobile app setup for remote viewing",
      "Weather-rated outdoor equipment",
    ],
    benefits: [
      "Coverage planned around entry points, not guesswork",
      "Clear footage day and night, including license plates where appropriate",
      "Remote viewing from your phone, with alerts you can tune",
      "Equipment sized to your budget, with room to expand later",
    ],
    whyChoose:
      "We have installed systems in Baltimore rowhouses, detached homes and commercial spaces, so we know how to work around plaster walls, shared alleys and tight rooflines. Every installation starts with a walk-through and ends with a hands-on handover, so you know exactly how to find and export footage when you need it.",
  },
  {
    id: "security-assessments",
    title: "Security Assessments",
    description:
      "An on-site review of your property's vulnerabilities, lighting, sightlines and existing equipment, followed by a written report with prioritized, practical recommendations. Useful before buying equipment, after an incident, or when an older system no longer meets your needs.",
    icon: ClipboardCheck,
    features: [
      "On-site walk-through of the property",
      "Entry point and perimeter review",
      "Lighting and sightline evaluation",
      "Review of existing cameras and recording",
      "Written report with prioritized recommendations",
    ],
    benefits: [
      "An independent view of where your property is most exposed",
      "Recommendations ranked by impact and cost",
      "A clear plan you can carry out in phases",
      "Advice that covers lighting, locks and habits, not just cameras",
    ],
    whyChoose:
      "Our assessments are vendor-neutral: the goal is to tell you what will actually reduce risk, even when the answer is better lighting or a stronger door rather than more cameras. You receive a written report you can keep, share with your insurer or use to get competing quotes.",
  },
  {
    id: "vms-support",
    title: "VMS Support",
    description:
      "Configuration, maintenance and troubleshooting for video management systems and network video recorders. We help businesses and property managers keep recordings reliable, storage sized correctly and user access under control.",
    icon: MonitorCheck,
    features: [
      "VMS and NVR setup and configuration",
      "Firmware updates and health checks",
      "Storage and retention planning",
      "User accounts and access permissions",
      "Remote troubleshooting",
      "Footage retrieval and export assistance",
    ],
    benefits: [
      "Recordings that are there when you need them",
      "Retention settings matched to your needs and obligations",
      "Fewer outages through routine maintenance",
      "Secure remote access without exposing your network",
    ],
    whyChoose:
      "Many systems fail quietly: a full drive, an offline camera or an expired password is often discovered only after an incident. We monitor the basics, keep firmware current and document your configuration, so your staff can rely on the system instead of babysitting it.",
  },
  {
    id: "neighborhood-consulting",
    title: "Neighborhood Consulting",
    description:
      "Planning support for neighborhood associations, block groups and business districts that want coordinated camera coverage. We help residents agree on goals, map camera locations, respect neighbors' privacy and set clear rules for sharing footage.",
    icon: Users,
    features: [
      "Block-by-block coverage mapping",
      "Community meeting presentations",
      "Privacy and footage-sharing guidelines",
      "Group equipment recommendations",
      "Camera registry coordination",
    ],
    benefits: [
      "Coordinated coverage of shared streets, alleys and corners",
      "Written guidelines residents can agree on",
      "Consistent equipment that is easier to support",
      "A simple process for responding to footage requests",
    ],
    whyChoose:
      "We have worked with Baltimore neighborhood groups that want safer blocks without turning their streets into a surveillance zone. We bring maps, plain-language options and sample policies to your meetings, and we stay involved as households join the network.",
  },
];

export const processSteps: Step[] = [
  {
    title: "Consultation",
    description: "A free conversation about your property, your concerns and your budget, by phone or in person.",
  },
  {
    title: "Assessment",
    description: "We walk the site, review entry points, lighting and existing equipment, and recommend a design.",
  },
  {
    title: "Implementation",
    description: "Our team installs and configures the system, then walks you through using it and retrieving footage.",
  },
  {
    title: "Support",
    description: "We stay available for questions, maintenance, updates and expansion as your needs change.",
  },
];
