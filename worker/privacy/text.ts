// Every word the /your-data pages say (R18), in one place. The request's answer is the same for
// every address; the pages opened from a link speak only of the address the link was sent to.
import { COMPANY } from "../shared/company";
import { pageViewText } from "../shared/retention-text";

export const YOUR_DATA_TEXT = {
  contact: `Questions? Call ${COMPANY.phone} or email ${COMPANY.email}.`,
  // The request form
  formTitle: "Your data",
  formIntro: `You can see, download or delete the personal data ${COMPANY.name} holds for your email address: what you sent through our contact form, your camera registrations with their footage requests, and the emails we sent you.`,
  formHow: "Enter your email address. If we hold anything for it, we email a link to that address; the link works for 24 hours.",
  pageViewsHeading: "Page views",
  pageViews: `Page views are counted without your email address and without anything that identifies you, so no page view can be found by your address or shown here. ${pageViewText()}`,
  emailLabel: "Email address",
  submit: "Email me a link",
  // The answer: the same words whether or not anything is held
  sentTitle: "Check your email",
  sent: "If we hold any personal data for that address, a link to it is on its way there. It works for 24 hours. If nothing arrives, we hold nothing for that address.",
  tooManyTitle: "Too many requests",
  tooMany: "Please wait a minute and try again.",
  // Links that cannot be used
  invalidTitle: "This link does not work",
  invalid: "The link may have been cut short when it was copied. Open it again from the email, or ask for a new one.",
  expiredTitle: "This link has expired",
  expired: "Links to your data work for 24 hours. Ask for a new one on this page:",
  usedTitle: "This link has been used",
  used: "The data this link was for has been deleted, so it shows nothing any more.",
  askAgain: "Ask for a new link",
  tooLargeTitle: "What was sent is too large",
  tooLarge:
    "This page's form sends an email address or the code of a link, and what arrived was far bigger. Open the page again and use its button.",
  unreadableTitle: "The form could not be read",
  unreadable: "What was sent did not arrive as this page's form. Open the link from the email again and press the button there.",
  unavailableTitle: "This page is unavailable",
  unavailable: "Something went wrong on our side. Please try again in a few minutes.",
  // What is held
  viewTitle: "The data we hold for your email address",
  viewIntro: (address: string) => `Everything below is held for ${address}. Each record says when we received it and how long we keep it.`,
  nothingHeld: "We hold nothing for this address any more.",
  contactsHeading: "Contact form messages",
  registrationsHeading: "Camera registrations",
  footageHeading: "Footage requests to this camera",
  messagesHeading: "Emails we sent or will send to this address",
  messagesToOthersHeading: "Messages about your records sent to others",
  messagesToOthersIntro:
    "When you wrote to us or registered a camera, we told our staff, and any customer relationship management system we use, by a message of their own. Those messages went to others, so only what kind each was and when is shown. They are deleted with your records.",
  pendingEmailHeading: "A camera registration waiting to change its email to this address",
  accountHeading: "Your sign-in account",
  sessionsHeading: "Where your account signed in",
  accountIntro: `Delete everything does not remove a sign-in account: an administrator does. Ask us at ${COMPANY.email} or ${COMPANY.phone}.`,
  requestsHeading: "Your requests to see or delete your data",
  received: "Received",
  kept: "Kept",
  downloadButton: "Download",
  downloadHint: "A JSON file of every record above, readable as text too.",
  deleteButton: "Delete everything",
  deleteHint: "Deletes every record above. We ask once more before anything is deleted.",
  correctHint: "To correct a camera registration, use the link in the email that confirmed it.",
  // Deleting
  confirmTitle: "Delete everything?",
  confirm: (address: string) =>
    `This deletes your contact form messages, camera registrations, your answers' link to you, and every email to ${address}. It cannot be undone.`,
  confirmButton: "Yes, delete everything",
  keepButton: "No, go back",
  deletedTitle: "Your data is deleted",
  deleted:
    "Every record we held for your address is deleted. Our audit trail keeps only that a deletion was made and when, without your address or any of your details. Any CRM we had sent your records to is told to delete them too.",
  accountKept: `Your sign-in account is still there: an administrator removes it. Ask us at ${COMPANY.email} or ${COMPANY.phone}.`,
} as const;

/** The words a record of the download carries itself, where its fields alone would not say what it is. */
export const HELD_NOTES = {
  pendingEmail:
    "The owner of a camera registration asked to change its email to this address, and it has not been confirmed from here. The registration is its owner's, so its details are not shown; deleting everything here cancels the change.",
} as const;

/** The words for each field of a record, on the page and as the download's keys are explained. */
export const FIELD_LABELS: Record<string, string> = {
  reference: "Reference",
  receivedAt: "Received",
  keptFor: "Kept",
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  pendingEmail: "New email waiting for confirmation",
  phone: "Phone",
  address: "Address",
  service: "Service",
  message: "Message",
  smsConsentAt: "Text message consent given",
  smsConsentVersion: "Consent wording version",
  status: "Status",
  cameraDetails: "Camera details",
  location: "Where the map places it",
  incidentOn: "Incident day",
  incidentWindow: "Time window",
  emailedAt: "Emailed",
  answer: "Your answer",
  answeredAt: "Answered",
  kind: "What was sent",
  to: "To",
  subject: "Subject",
  sentAt: "Sent",
  linkSentAt: "Link sent",
  exportedAt: "Downloaded",
  note: "What this is",
  picture: "Picture",
};
