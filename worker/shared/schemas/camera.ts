import { z } from "./zod";

import { botCheckFields, emailField, mustBeChecked, phoneField, requiredText } from "./fields";

export const CAMERA_TEXTS = {
  name: "Name must be at least 2 characters",
  address: "Address must be at least 5 characters",
  cameraDetails: "Camera details must be at least 10 characters",
  terms: "You must agree to the terms",
} as const;

export const cameraRegistrationSchema = z.object({
  name: requiredText(2, CAMERA_TEXTS.name, 100),
  email: emailField,
  phone: phoneField,
  address: requiredText(5, CAMERA_TEXTS.address, 300),
  cameraDetails: requiredText(10, CAMERA_TEXTS.cameraDetails, 2000),
  terms: mustBeChecked(CAMERA_TEXTS.terms),
  ...botCheckFields,
});

export type CameraRegistrationInput = z.input<typeof cameraRegistrationSchema>;
export type CameraRegistrationOutput = z.output<typeof cameraRegistrationSchema>;
