// The click path setting and the click queue's names (docs/decisions/0027-speed-and-clicks.md).
// Here, without runtime APIs, so that the benchmarks and the config test read the same names.

/** The queues' names as wrangler.toml declares them (test/scripts/click-queue-config.test.ts holds them together). */
export const CLICK_QUEUE = "harborlight-clicks";
export const CLICK_DEAD_LETTER_QUEUE = "harborlight-clicks-dead-letters";

/** CLICK_PATH: "direct" (the default) writes each click to D1 before its 302; "queue" hands it to the click queue first. */
export const CLICK_PATHS = ["direct", "queue"] as const;
export type ClickPath = (typeof CLICK_PATHS)[number];

/** The setting as the Worker reads it: "queue" (spaces and case aside) is the queued path; anything else, or none, the direct one. */
export function clickPathOf(setting: string | undefined): ClickPath {
  return setting?.trim().toLowerCase() === "queue" ? "queue" : "direct";
}
