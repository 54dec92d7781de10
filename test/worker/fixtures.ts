import type { CameraRegistrationInput } from "../../worker/shared/schemas/camera";
import type { ContactInput } from "../../worker/shared/schemas/contact";

/** Submissions that pass every rule of S5. */
export const VALID_CONTACT: ContactInput = {
  firstName: "Dana",
  lastName: "Reyes",
  email: "dana@example.com",
  phone: "(410) 555-0188",
  service: "other",
  message: "A message long enough to pass.",
  smsConsent: true,
};

export const VALID_CAMERA: CameraRegistrationInput = {
  name: "Dana Reyes",
  email: "dana@example.com",
  phone: "410-555-0188",
  address: "2900 O'Donnell St, Baltimore, MD 21224",
  cameraDetails: "Two 4K cameras covering the alley and front steps.",
  terms: true,
};
