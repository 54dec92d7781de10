// Camera registration page copy (S2, Camera registration; S5, the form's
// rules; S9, the registry program). The city program is described as general
// information only: the company is not part of, or affiliated with, the city or the police.
import { EyeOff, Hand, HandHeart, MailCheck, ShieldCheck } from "lucide-react";
import type { LucideIcon } from "lucide-react";

import { COMPANY } from "../../worker/shared/company";
import { INCIDENT_RADIUS_FEET } from "../../worker/shared/registry";
import type { Blurb, Step } from "./types";

/** The city program's figures as the spec states them (S9); the city sets the real terms. */
export const CITY_PROGRAM = {
  rebateMaxUsd: 150,
  purchasedAfter: "June 1, 2020",
  voucherUsd: 150,
} as const;

/** Our registry emails owners about incidents reported within this distance of their address. */
const NOTIFICATION_RADIUS_FT = INCIDENT_RADIUS_FEET;

/** A map for planning camera placement; a deployer can point it at another map. */
export const PLANNING_MAP_URL = "https://www.openstreetmap.org/#map=12/39.2904/-76.6122";

const rebate = `up to $${CITY_PROGRAM.rebateMaxUsd} per system`;
const voucher = `$${CITY_PROGRAM.voucherUsd}`;

export const cameraRegistrationHero: Blurb = {
  title: "Register Your Security Camera",
  text: "Help your neighborhood when something happens nearby, while keeping full control of your footage. Learn about the city's camera rebate program, then join our free, voluntary community registry.",
};

export const heroCta = "Register Your Camera";

export const cityProgram = {
  heading: "The City's Camera Registry and Rebate Program",
  paragraphs: [
    "Baltimore City runs a program that lets residents and businesses register their private security cameras with the police. Registering tells investigators where footage may exist, so after an incident they know whose camera might have recorded something and can ask the owner for help.",
    `The program also offers a rebate of ${rebate} for cameras bought after ${CITY_PROGRAM.purchasedAfter}, and eligible residents may qualify for a ${voucher} voucher toward a camera system.`,
  ],
  caution: `This is general information to help you plan. ${COMPANY.name} is a private company: we are not part of, or affiliated with, the city or the police department, and we cannot approve registrations, rebates or vouchers. Program terms can change, so check current eligibility and how to apply with the city program directly, for example on the official Baltimore City website or by calling 311.`,
  mapIntro: "Deciding where a camera should go? Look at your block, nearby intersections and alleys on the map before you choose a spot.",
  mapLink: "View the planning map",
  glance: {
    heading: "The city program at a glance",
    items: [
      { label: "Rebate", value: `Up to $${CITY_PROGRAM.rebateMaxUsd} per system` },
      { label: "Eligible cameras", value: `Bought after ${CITY_PROGRAM.purchasedAfter}` },
      { label: "Voucher", value: `${voucher} for eligible residents` },
      { label: "Terms", value: "Set by the city and subject to change" },
    ],
  },
} as const;

export interface RegistryPoint {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const registryIntro: Blurb = {
  title: "How Our Community Registry Works",
  text: `A separate, voluntary list kept by ${COMPANY.name}. It connects camera owners with requests for footage from incidents near them, and it leaves every decision with you.`,
};

// Said among the registry's points and again once a camera is registered.
const footageRequestByEmail = `If an incident is reported within ${NOTIFICATION_RADIUS_FT} ft of your address, we email you to ask whether you are willing to share footage.`;
const sharingIsYourChoice = "Share, decline or simply ignore a request. The choice is yours every time, and saying no is always fine.";

export const registryPoints: RegistryPoint[] = [
  {
    title: "Voluntary",
    description:
      "Joining is your choice, and you can leave at any time: every email we send you has a link that deletes your registration at once.",
    icon: HandHeart,
  },
  {
    title: "Only what we need",
    description:
      "We keep your contact details, your address (placed on our map, to find the cameras near an incident) and a description of your cameras. We never ask for passwords or stream links, and we hold none of your recordings.",
    icon: ShieldCheck,
  },
  {
    title: "An email when it matters",
    description: footageRequestByEmail,
    icon: MailCheck,
  },
  {
    title: "You decide",
    description: sharingIsYourChoice,
    icon: Hand,
  },
  {
    title: "No live access",
    description: "Nobody gets live access to your cameras through the registry: not us, not the police, not your neighbors.",
    icon: EyeOff,
  },
];

export interface ComparisonRow {
  topic: string;
  city: string;
  community: string;
}

export const comparison = {
  heading: "City Program and Community Registry Compared",
  caption: "How the city's camera program and our community registry differ",
  columns: { topic: "Topic", city: "City program", community: "Our community registry" },
  rows: [
    {
      topic: "Who runs it",
      city: "The city, working with the police department",
      community: `${COMPANY.name}, a private company (not a government program)`,
    },
    {
      topic: "What you share",
      city: "Your contact details and camera locations, as the city's form asks",
      community: "Your contact details, address and a description of your cameras",
    },
    {
      topic: "Rebate available",
      city: `Yes, ${rebate} for cameras bought after ${CITY_PROGRAM.purchasedAfter}, plus a ${voucher} voucher for eligible residents`,
      community: "No, we do not offer rebates",
    },
    {
      topic: "How footage requests arrive",
      city: "Investigators may contact you directly to ask for footage",
      community: `We email you when an incident is reported within ${NOTIFICATION_RADIUS_FT} ft of your address`,
    },
    { topic: "Live access to your cameras", city: "None", community: "None" },
    { topic: "Cost to register", city: "Free", community: "Free" },
  ] satisfies ComparisonRow[],
} as const;

export const stepsIntro: Blurb = {
  title: "Two Steps to Register",
  text: "The two lists are separate and each helps in its own way, so we recommend doing both.",
};

export const registrationSteps: Step[] = [
  {
    title: "Register with the city program",
    description: `Sign up through the city's official camera registry. If your cameras were bought after ${CITY_PROGRAM.purchasedAfter}, claim the rebate of ${rebate} if you are eligible, or ask about the ${voucher} voucher. Check the current terms with the city first.`,
  },
  {
    title: "Register with our community registry",
    description:
      "Fill in the form below with your contact details and a short description of your cameras. It is free and takes about two minutes.",
  },
];

export const stepsFormLink = "Go to the form";

export const registrationFormIntro: Blurb = {
  title: "Register With Our Community Registry",
  text: `Tell us how to reach you and what your cameras cover. We use these details only to contact you about footage requests within ${NOTIFICATION_RADIUS_FT} ft of your address.`,
};

/** The form's labels, hints and button texts. Validation messages come from the shared schema. */
export const CAMERA_FORM = {
  ariaLabel: "Camera registration form",
  labels: {
    name: "Full Name",
    email: "Email",
    phone: "Phone",
    address: "Address",
    cameraDetails: "Camera Details",
  },
  hints: {
    address: "Street address, city, state and ZIP",
    cameraDetails: "How many cameras you have, where they point (front door, alley, street), and how long they keep recordings.",
  },
  terms: "I agree to the registry terms and to be contacted about footage requests near my address.",
  termsLinks: { intro: "Before you agree, please read our", terms: "Terms of Service", and: "and", privacy: "Privacy Policy" },
  submit: "Register Camera",
  submitting: "Registering...",
} as const;

/** The confirmation that takes the form's place after a registration (the toast's texts are the spec's, in form-texts.ts). */
export const registrationSent = {
  title: "Your camera is registered",
  lines: [
    footageRequestByEmail,
    sharingIsYourChoice,
    "We have emailed you a link to see what we keep, change your details or remove your registration.",
  ],
  again: "Register another camera",
} as const;

export const disclaimer = {
  title: "Please note",
  points: [
    "Participation is voluntary.",
    "Registering gives no one live access to your cameras.",
    "By registering you consent to be contacted about footage requests near your address.",
  ],
  removal:
    "You can leave the registry at any time with the link in any email we send you, which deletes your registration at once, or by emailing",
} as const;
