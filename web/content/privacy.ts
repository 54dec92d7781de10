// Privacy policy (S2, Privacy policy). Sections render in this order.
import { COMPANY } from "../../worker/shared/company";
import { YOUR_DATA_PATH } from "../../worker/shared/privacy";
import { pageViewText, retentionPolicy } from "../../worker/shared/retention-text";
import { LEGAL_EFFECTIVE_DATE } from "./legal";
import type { LegalSection } from "./types";

export const privacyTitle = "Privacy Policy";

export const privacyIntro: string[] = [
  `This Privacy Policy explains how ${COMPANY.name} ("we", "us", "our") collects, uses, shares and protects information when you visit our website, use our planning tools, register a camera or contact us. By using the website, you agree to the practices described here.`,
];

export const privacySections: LegalSection[] = [
  {
    id: "information-we-collect",
    heading: "Information We Collect",
    paragraphs: [
      "We collect information you give us directly and a limited amount of information collected automatically when you use the website.",
      "The planning tools (cost estimator, coverage calculator and security assessment) run in your browser; we do not store the values you enter into them.",
    ],
    list: [
      "Contact form: your first and last name, email address, phone number, the service you are interested in, your message, and your consent to receive text messages, which the form requires: when you gave it and the version of the wording you agreed to.",
      "Camera registration: your name, email address, phone number, property address, a description of your cameras, and your agreement to the registration terms.",
      "Staff accounts: when our staff sign in to the administration area, we receive their name and email address from the sign-in provider and use a session cookie to keep them signed in. Visitors do not need an account.",
      pageViewText(),
      "Short links: when you follow a short link we publish, we record the time, browser type, referring page and IP address of that visit.",
      "Session recordings: when enabled, a session-recording analytics service records how visitors interact with our pages, as described under How We Use Your Information.",
    ],
  },
  {
    id: "how-we-use-your-information",
    heading: "How We Use Your Information",
    paragraphs: [
      "We use the information we collect to respond to you and to run and improve our business. We do not sell your personal information.",
      "Session-recording analytics: when enabled, we use a third-party session-recording analytics service to understand how visitors use the website and to find pages that are confusing or broken. It records page views, mouse movements, clicks, scrolling, screen size, browser and device type, and approximate location derived from your IP address. We configure it so that the contents of form fields, such as your name, email address, phone number and message, are masked and not captured. You can block it with a browser extension or content blocker, or by disabling JavaScript; the rest of the website continues to work. When no analytics service is configured, no session recording takes place.",
    ],
    list: [
      "To answer inquiries, prepare quotes and schedule consultations, assessments and installations.",
      "To keep a record of your request in our customer relationship management system so we can follow up.",
      "To send text messages and emails about your request or service, if you have agreed to receive them.",
      "To operate our voluntary camera registry, including contacting registered owners if an incident is reported nearby.",
      "To understand how the website is used, fix problems and improve our content and tools.",
      "To protect the website, our clients and ourselves against fraud, abuse and security incidents, and to comply with the law.",
    ],
  },
  {
    id: "how-we-share-your-information",
    heading: "How We Share Your Information",
    paragraphs: [
      "We share personal information only as described below.",
      "SMS messaging: mobile phone numbers and SMS opt-in consent are never shared with or sold to third parties or affiliates for marketing or promotional purposes. Text messages from us relate to your inquiry, appointments and service. Message frequency varies. Message and data rates may apply. Reply STOP to any text to stop them at any time, or HELP for help.",
    ],
    list: [
      "Service providers who help us run the website and our business, such as hosting, email, text messaging, customer relationship management and analytics providers. They may use the information only to provide services to us.",
      "Camera registry footage: we never have live access to registered cameras. If police or another party asks about footage from a registered camera, we pass the request to the camera's owner, who decides whether to share anything.",
      "Legal requirements: when we believe in good faith that disclosure is required by law, subpoena or court order, or is necessary to protect someone's safety.",
      "Business transfers: if our business is sold or merged, information may transfer to the new owner, who must continue to protect it as described in this policy.",
      "With your consent: in any other case, only when you ask us to or agree to it.",
    ],
  },
  {
    id: "your-choices",
    heading: "Your Choices",
    paragraphs: [
      `You can see, download or delete what we hold for your email address yourself (see Your Data below), or contact us at ${COMPANY.email} to ask what personal information we hold about you, or to ask us to correct or delete it. We will respond within 45 days, subject to any records we must keep by law.`,
    ],
    list: [
      `Text messages: our contact form sends a request only with your consent to text messages about it. To reach us without giving it, call ${COMPANY.phone} or email ${COMPANY.email}; nothing else on this website, and none of our services, requires it. Reply STOP to any text to stop receiving texts at any time (your request stays open), or HELP for help.`,
      "Email: use the unsubscribe link in any non-transactional email, or ask us to stop.",
      "Camera registry: remove your registration at any time with the link in its emails or on our Your data page, or ask us to.",
      "Cookies and analytics: block or delete cookies in your browser settings, and block session recording with a browser extension or content blocker.",
    ],
  },
  {
    id: "your-data",
    heading: "Your Data: See, Download or Delete It",
    paragraphs: [
      `You can see, download and delete the personal data we hold for your email address yourself, without an account. On our Your data page, enter your address: if we hold anything for it, we email a link to that address, which works for 24 hours. The page answers in the same words whether or not we hold anything, so it tells no one else whether you are our customer or in our camera registry.`,
      "The link shows everything we hold for the address, each record with when we received it and how long we keep it: your contact form messages, your camera registrations with the footage requests we sent you and your answers, the emails we sent you, a change of a camera registration's email to your address still waiting for confirmation, and a sign-in account if you have one. The messages your records caused to our staff or our customer relationship management system are listed by kind and date. Our staff's own notes are not part of it, and neither is anything about other people. Download gives you all of it as a file. To correct a camera registration, use the link in the email that confirmed it.",
      `Delete everything (we ask once more first) removes your contact form messages, your camera registrations, the footage requests you had not answered, the link between you and the answers you gave (the answer stays with the incident, without your name or details), a change of a registration's email to your address, and every email to your address. A sign-in account stays until an administrator removes it: ask us. Any customer relationship management system we sent your records to is told to delete them. Our audit trail keeps only that a deletion was made and when; the record of your request keeps its dates but not your address. A delete link works once.`,
    ],
    link: { href: YOUR_DATA_PATH, label: "See, download or delete your data" },
  },
  // Every period from the settings the cron trigger's purges read (R20).
  { id: "how-long-we-keep-it", ...retentionPolicy() },
  {
    id: "data-security",
    heading: "Data Security",
    paragraphs: [
      "We use reasonable administrative, technical and physical safeguards to protect personal information, including encrypted connections to the website and restricting access to staff who need it for their work.",
      "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If you believe your information has been compromised, please contact us right away.",
    ],
  },
  {
    id: "third-party-links",
    heading: "Third-Party Links",
    paragraphs: [
      "Our website may link to or embed content from other websites, such as maps, government program pages, equipment manufacturers and community organizations. We do not control those sites and are not responsible for their content or privacy practices. Please review their privacy policies before giving them any information.",
    ],
  },
  {
    id: "childrens-privacy",
    heading: "Children's Privacy",
    paragraphs: [
      "Our website and services are not directed to children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, please contact us and we will delete it.",
    ],
  },
  {
    id: "changes-to-this-policy",
    heading: "Changes to This Policy",
    paragraphs: [
      `We may update this Privacy Policy from time to time. When we do, we will post the revised policy on this page and update the effective date, currently ${LEGAL_EFFECTIVE_DATE}. If we make material changes, we will give notice on the website before they take effect. Your continued use of the website after the effective date means you accept the updated policy.`,
    ],
  },
  {
    id: "contact-us",
    heading: "Contact Us",
    paragraphs: [`If you have questions about this Privacy Policy or how we handle your information, please contact ${COMPANY.name}:`],
    list: [`Email: ${COMPANY.email}`, `Phone: ${COMPANY.phone}`, `Service area: ${COMPANY.serviceArea}`],
  },
];
