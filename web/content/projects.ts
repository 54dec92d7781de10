// Projects page and the home page's featured projects (S3: Project).
// The home page features the first three; images live under public/images/projects/.
import type { Project, Step } from "./types";

export const projectsHero = {
  title: "Our Security Projects",
  subtitle:
    "A selection of camera, access control and consulting work for homes, businesses and community groups around Baltimore. Client names are withheld to protect their privacy.",
} as const;

export const projects: Project[] = [
  {
    id: "baltimore-community",
    title: "Neighborhood Camera Network",
    description:
      "A coordinated camera plan for a Southeast Baltimore neighborhood group covering shared alleys, corner blocks and a pocket park. Participating households installed matching cameras under a written footage-sharing policy agreed at a community meeting.",
    category: "Community",
    imageUrl: "/images/projects/baltimore-community.svg",
    outcomes: [
      "Coordinated coverage of alleys and corners",
      "Written footage-sharing guidelines",
      "Consistent equipment across participating homes",
      "Privacy masking for neighboring windows",
      "Registry sign-up for participating households",
    ],
  },
  {
    id: "fitness-studio",
    title: "Fitness Studio Security",
    description:
      "Camera and entry upgrades for a boutique fitness studio in Federal Hill with early-morning and late-evening classes. The system covers the entrance, front desk and equipment floor, while locker rooms and changing areas are kept entirely camera-free.",
    category: "Commercial",
    imageUrl: "/images/projects/fitness-studio.svg",
    outcomes: [
      "Entrance and front desk coverage",
      "Keypad entry for staff with individual codes",
      "Camera-free locker and changing areas",
      "Remote viewing for the owner",
    ],
  },
  {
    id: "high-end-residential",
    title: "Luxury Residence Protection",
    description:
      "A discreet camera and lighting design for a large detached home in Roland Park with a long driveway, mature trees and a detached garage. Cameras were placed to blend with the architecture while covering every approach to the house.",
    category: "Residential",
    imageUrl: "/images/projects/high-end-residential.svg",
    outcomes: [
      "Discreet cameras that suit the architecture",
      "Driveway and detached garage coverage",
      "Motion-activated lighting integration",
      "Smart alerts that ignore trees and passing cars",
      "Local recording with encrypted cloud backup",
    ],
  },
  {
    id: "medical-office",
    title: "Medical Office Complex",
    description:
      "A HIPAA-compliant camera system with access control for a multi-tenant medical office building. Cameras cover entrances, corridors and parking while avoiding exam rooms and screens, and badge access limits records and staff areas to authorized personnel.",
    category: "Healthcare",
    imageUrl: "/images/projects/medical-office.svg",
    outcomes: ["HIPAA-compliant monitoring", "Privacy-focused access control", "Patient privacy protection protocols"],
  },
  {
    id: "restaurant-chain",
    title: "Restaurant Security Network",
    description:
      "A unified camera system for a small group of restaurants in Little Italy and Fells Point. Each location records locally, and the owners review all sites from one dashboard, with coverage of kitchens, registers, back doors and delivery areas.",
    category: "Hospitality",
    imageUrl: "/images/projects/restaurant-chain.svg",
    outcomes: ["Kitchen safety monitoring", "Point-of-sale security", "Multi-location management dashboard"],
  },
  {
    id: "nonprofit-center",
    title: "Community Nonprofit Center",
    description:
      "A budget-conscious system for a community nonprofit in West Baltimore that hosts youth programs and evening meetings. We prioritized entrances, the parking lot and the main hall, and helped staff write simple procedures for incidents and emergencies.",
    category: "Nonprofit",
    imageUrl: "/images/projects/nonprofit-center.svg",
    outcomes: ["Cost-effective coverage", "Community safety protocols", "Emergency contact coordination"],
  },
];

export const approachSteps: Step[] = [
  {
    title: "Assessment",
    description: "We start on site, learning how the property is used and where it is exposed.",
    items: ["Site evaluation", "Threat analysis", "Requirements gathering"],
  },
  {
    title: "Design",
    description: "We turn what we learned into a system plan that fits the property and the budget.",
    items: ["Custom solution development", "Equipment selection", "System architecture planning"],
  },
  {
    title: "Implementation",
    description: "We install, configure and hand over a system your team knows how to use.",
    items: ["Professional installation", "System configuration", "Training and handover"],
  },
];
