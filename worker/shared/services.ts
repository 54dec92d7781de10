// The services a visitor can ask about on the contact form (S9).
export const CONTACT_SERVICES = [
  { value: "camera_installation", label: "Camera Installation" },
  { value: "security_assessment", label: "Security Assessment" },
  { value: "vms_support", label: "VMS Support" },
  { value: "neighborhood_consulting", label: "Neighborhood Consulting" },
  { value: "other", label: "Other" },
] as const;

export type ContactServiceValue = (typeof CONTACT_SERVICES)[number]["value"];

export const CONTACT_SERVICE_VALUES = CONTACT_SERVICES.map((service) => service.value) as [ContactServiceValue, ...ContactServiceValue[]];

export function serviceLabel(value: string): string {
  return CONTACT_SERVICES.find((service) => service.value === value)?.label ?? value;
}
