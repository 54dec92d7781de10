// Toast texts of the public forms (S8), word for word.
export const FALLBACK_ERROR = "Please try again later.";

export const CONTACT_TOASTS = {
  success: {
    title: "Message sent!",
    description: "We've received your message and added you to our CRM. We'll contact you shortly.",
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
