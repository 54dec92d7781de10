// What the templates are given and what they make.
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ContactLead {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The stored value (e.g. "home-security"); templates show its label. */
  service: string;
  message: string;
  smsConsentAt: Date;
  smsConsentVersion: string;
  createdAt: Date;
}

export interface CameraLead {
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  cameraDetails: string;
  createdAt: Date;
}
