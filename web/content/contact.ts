// Contact page copy (S2, Contact).
import { COMPANY, REPLY_PROMISE as replyPromise } from "../../worker/shared/company";
import type { Blurb, FaqEntry } from "./types";

export const contactHero: Blurb = {
  title: "Get In Touch",
  text: `Tell us about your property and what you would like to protect. ${replyPromise}`,
};

/** The confirmation that takes the form's place after a send (the toast's texts are the spec's, in form-texts.ts). */
export const contactSent = {
  title: "We received your message",
  next: replyPromise,
  emailed: "We are also sending a confirmation email to",
  sooner: "Need us sooner? Call or text",
  again: "Send another message",
} as const;

export const contactIntro = `Use the form to request a quote or a free consultation, or reach ${COMPANY.name} directly by phone, text or email. We serve homeowners, businesses and neighborhood associations throughout the ${COMPANY.serviceArea}.`;

export const emergencyNote = `If you are experiencing an emergency or a crime is in progress, call 911 immediately. This form and our phone line are not monitored for emergencies.`;

export const faqHeading = "Frequently Asked Questions";

export const faq: FaqEntry[] = [
  {
    question: "What areas do you serve?",
    answer: `We serve the ${COMPANY.serviceArea}: Baltimore City neighborhoods such as Canton, Fells Point, Federal Hill, Hampden, Roland Park, Mount Vernon and Little Italy, as well as nearby communities in Baltimore County and surrounding areas. If you are unsure whether we cover your location, just ask.`,
  },
  {
    question: "Do you offer free initial consultations?",
    answer:
      "Yes. The initial consultation is free and carries no obligation. We talk through your concerns, your property and your budget, and if it makes sense we schedule an on-site visit and send a written proposal.",
  },
  {
    question: "What types of cameras do you install?",
    answer:
      "We install wired IP cameras in dome, turret and bullet styles, in 1080p and 4K resolutions, along with video doorbells, pan-tilt-zoom cameras and license plate cameras where appropriate. Most systems record to a local network video recorder, with optional cloud backup. We recommend equipment based on the site rather than a single brand.",
  },
  {
    question: "How long does installation take?",
    answer:
      "A basic home system typically takes 1-2 days to install. Larger projects, such as commercial buildings, multi-location businesses or neighborhood networks, take longer; we give you a schedule in the proposal before any work begins.",
  },
  {
    question: "Do you offer maintenance and support plans?",
    answer:
      "Yes. Every installation includes a handover and follow-up support. For ongoing peace of mind, we offer maintenance plans that cover periodic health checks, firmware updates, storage and retention reviews, and priority help with retrieving footage.",
  },
  {
    question: "What does a security assessment include?",
    answer:
      "An assessment includes an on-site walk-through of your property, a review of entry points, perimeter, lighting and sightlines, an evaluation of any existing cameras and recording equipment, and a written report with prioritized recommendations and rough cost ranges.",
  },
];
