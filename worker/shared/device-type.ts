// The kind of device a click came from, read from its stored user agent when analytics are asked
// for (decision 0047): no parsing library is installed, and four kinds need only a few words of
// the string. A bot is a bot whatever device it names (worker/shared/bots.ts decided at the click).
export const DEVICE_TYPES = ["mobile", "tablet", "desktop", "bot"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  mobile: "Mobile",
  tablet: "Tablet",
  desktop: "Desktop",
  bot: "Bot",
};

// Tablets first: an Android tablet's agent lacks "Mobile", an iPad's says "iPad", and Silk and
// PlayBook are tablets; a Kindle e-reader is counted with them.
const TABLET = /\b(ipad|tablet|playbook|silk|kindle)\b|android(?!.*\bmobile\b)/i;
const MOBILE = /\b(mobile|iphone|ipod|android|blackberry|bb10|opera mini|iemobile|windows phone|webos)\b/i;

/** mobile, tablet or desktop for a person's agent; an empty one is counted as desktop. */
export function deviceTypeOf(userAgent: string | null | undefined, isBot: boolean): DeviceType {
  if (isBot) return "bot";
  const agent = userAgent ?? "";
  if (TABLET.test(agent)) return "tablet";
  if (MOBILE.test(agent)) return "mobile";
  return "desktop";
}
