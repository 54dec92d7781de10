// A session's device in words ("Firefox on Windows"), read from the User-Agent at sign-in, for
// the list of a person's sessions. Only the browser's and system's names are kept, never the raw header.
import Bowser from "bowser";

const UNKNOWN_DEVICE = "Unknown device";

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length === 0 ? UNKNOWN_DEVICE : parts.join(" on ");
}
