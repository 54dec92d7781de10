// Toast texts of the public forms (S8), word for word; the one addition is the contact form's
// success when no CRM receives leads (no LEAD_WEBHOOK_URL), where the spec's "added you to our CRM"
// would not be true (decision 0042).
export const FALLBACK_ERROR = "Please try again later.";

export const CONTACT_TOASTS = {
  success: {
    title: "Message sent!",
    description: "We've received your message and added you to our CRM. We'll contact you shortly.",
  },
  successWithoutCrm: {
    title: "Message sent!",
    description: "We've received your message. We'll contact you shortly.",
  },
  failureTitle: "Error sending message",
} as const;

export const CAMERA_TOASTS = {
  success: {
    title: "Camera registered!",
    description: "Your camera has been successfully registered in our database.",
  },
  failureTitle: "Error registering camera",
} as const;
