// Terms of service (S2, Terms of service). Twelve sections, in this order.
import { COMPANY } from "../../worker/shared/company";
import { LEGAL_EFFECTIVE_DATE } from "./legal";
import type { LegalSection } from "./types";

export const termsTitle = "Terms of Service";

export const termsIntro: string[] = [
  `These Terms of Service ("Terms") govern your use of the website operated by ${COMPANY.name} ("we", "us", "our"), including its planning tools, blog, events calendar, camera registry and contact forms. Please read them carefully.`,
];

export const termsSections: LegalSection[] = [
  {
    id: "acceptance-of-terms",
    heading: "Acceptance of Terms",
    paragraphs: [
      "By accessing or using the website, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website.",
    ],
  },
  {
    id: "description-of-service",
    heading: "Description of Service",
    paragraphs: [
      `The website provides information about ${COMPANY.name}'s security camera installation, security assessment, video management system support and neighborhood consulting services in the ${COMPANY.serviceArea}, together with the resources listed below.`,
      "Installation, assessment, support and consulting work is provided under a separate written proposal or agreement, which governs that work if it conflicts with these Terms.",
    ],
    list: [
      "Planning tools (cost estimator, coverage calculator and security assessment) that give general estimates only. Their results are not quotes or professional advice for your specific property.",
      "A blog with general security information.",
      "A community events calendar. Event details come from organizers and may change; please confirm with the organizer before attending.",
      "A voluntary camera registry. It is a private list kept by us, separate from any government program, and it gives no one live access to your cameras.",
      "Contact and registration forms for reaching our team.",
    ],
  },
  {
    id: "user-responsibilities",
    heading: "User Responsibilities",
    paragraphs: ["When using the website, you agree to:"],
    list: [
      "Provide accurate, current information in any form you submit, and only information you have the right to share.",
      "Register only cameras you own or are authorized to manage.",
      "Install and use cameras in compliance with applicable laws, including laws on privacy and audio recording, and respect your neighbors' privacy.",
      "Not misuse the website, including by attempting unauthorized access, interfering with its operation, or submitting spam or harmful content.",
      "Call 911 for emergencies rather than relying on the website, its forms or our phone line.",
    ],
  },
  {
    id: "limitations-and-security-disclaimer",
    heading: "Limitations and Security Disclaimer",
    paragraphs: [
      "No security system, camera, assessment or recommendation can guarantee protection against crime, loss, damage or injury. Cameras and recorders can fail, be obstructed, lose power or network connectivity, or fail to capture an event clearly.",
      `Information on the website is general and provided for informational purposes only, "as is" and without warranties of any kind, to the extent permitted by law. It is not legal advice and does not replace a professional assessment of your property.`,
      `${COMPANY.name} is an independent company and is not affiliated with, endorsed by or acting on behalf of any police department or other government agency. Testimonials reflect the individual experiences of particular clients, and your results may differ.`,
    ],
  },
  {
    id: "privacy",
    heading: "Privacy",
    paragraphs: [
      "Our Privacy Policy explains how we collect, use and share information, including how session-recording analytics is used when enabled, and forms part of these Terms.",
    ],
  },
  {
    id: "sms-communications",
    heading: "SMS Communications",
    paragraphs: [
      `By checking the SMS consent box on our contact form, you agree to receive text messages from ${COMPANY.name} at the number you provide about your inquiry, appointments and service. The contact form sends a request only with this consent; you may instead call ${COMPANY.phone} or email ${COMPANY.email}, and none of our services requires it. Consent is not shared with third parties for marketing.`,
      "Message frequency varies. Message and data rates may apply. Reply STOP at any time to opt out; you will receive one confirmation message and no further texts. Reply HELP for help, or contact us using the details below. Carriers are not liable for delayed or undelivered messages.",
    ],
  },
  {
    id: "limitation-of-liability",
    heading: "Limitation of Liability",
    paragraphs: [
      `To the fullest extent permitted by law, ${COMPANY.name} and its owners, employees and contractors are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of property, data, profits or footage, arising from or related to your use of the website, its tools or its content, even if advised of the possibility of such damages.`,
      "Where liability cannot be excluded, our total liability for any claim relating to the website is limited to one hundred U.S. dollars. Some jurisdictions do not allow certain limitations, so some of these may not apply to you.",
    ],
  },
  {
    id: "indemnification",
    heading: "Indemnification",
    paragraphs: [
      `You agree to indemnify and hold harmless ${COMPANY.name} and its owners, employees and contractors from any claims, damages, losses and expenses, including reasonable attorneys' fees, arising from your misuse of the website, your violation of these Terms, or your violation of any law or the rights of another person.`,
    ],
  },
  {
    id: "termination",
    heading: "Termination",
    paragraphs: [
      "We may suspend or end your access to the website, or remove any registration or submission, at any time and without notice if we believe you have violated these Terms or the law. Sections that by their nature should survive termination, including the disclaimers, limitation of liability, indemnification and governing law, will survive.",
    ],
  },
  {
    id: "changes-to-terms",
    heading: "Changes to Terms",
    paragraphs: [
      `We may update these Terms from time to time by posting the revised version on this page and updating the effective date, currently ${LEGAL_EFFECTIVE_DATE}. Where a change is material, we will give at least 30 days' notice on the website before it takes effect. Your continued use of the website after changes take effect means you accept them.`,
    ],
  },
  {
    id: "governing-law",
    heading: "Governing Law",
    paragraphs: [
      "These Terms are governed by the laws of the State of Maryland, without regard to its conflict of law rules. Any dispute relating to these Terms or the website will be brought in the state or federal courts located in Maryland, and you consent to their jurisdiction.",
    ],
  },
  {
    id: "contact-us",
    heading: "Contact Us",
    paragraphs: [`If you have questions about these Terms, please contact ${COMPANY.name}:`],
    list: [`Email: ${COMPANY.email}`, `Phone: ${COMPANY.phone}`, `Service area: ${COMPANY.serviceArea}`],
  },
];
