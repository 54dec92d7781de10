// Why an attempt failed, in words staff can read and without personal data: these words are
// stored on the message and shown in the dashboard. What a receiver or a service answered is kept
// as one plain line: its controls, direction overrides and line breaks made spaces, what looks
// like personal data redacted, and bounded in length.
import { scrub } from "../../log";
import { isStorableText } from "../../shared/characters";

export class DeliveryFailure extends Error {
  override name = "DeliveryFailure";
}

/** The most of a receiver's answer, or a service's error, kept on the message. */
export const ANSWER_CHARS = 200;

/** Outside text as one plain line of at most `max` characters. */
export function plainLine(text: string, max = ANSWER_CHARS): string {
  const line = Array.from(text, (char) => (isStorableText(char) && !/\s/.test(char) ? char : " "))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
  const kept = scrub(line);
  return kept.length > max ? `${kept.slice(0, max - 1)}…` : kept;
}

export function failureWords(error: unknown, service: string): string {
  if (error instanceof DeliveryFailure) return error.message;
  const detail = error instanceof Error && error.message ? `: ${plainLine(error.message)}` : "";
  return `${service} failed${detail}`;
}
