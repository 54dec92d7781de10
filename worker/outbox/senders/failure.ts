// Why an attempt failed, in words staff can read and without personal data: these words are
// stored on the message and shown in the dashboard.
import { scrub } from "../../log";

export class DeliveryFailure extends Error {
  override name = "DeliveryFailure";
}

export function failureWords(error: unknown, service: string): string {
  if (error instanceof DeliveryFailure) return error.message;
  const detail = error instanceof Error && error.message ? `: ${scrub(error.message)}` : "";
  return `${service} failed${detail}`.slice(0, 300);
}
