// The windows a short link's click analytics and click export cover (decision 0047): the last 7,
// 30 or 90 Baltimore calendar days, today included, or all time; the chart's bars are days, or
// weeks when a window is too long for daily bars to be read.
import { z } from "./schemas/zod";

export const CLICK_WINDOWS = ["7", "30", "90", "all"] as const;
export type ClickWindow = (typeof CLICK_WINDOWS)[number];
export const DEFAULT_CLICK_WINDOW: ClickWindow = "30";

export const CLICK_WINDOW_LABELS: Record<ClickWindow, string> = {
  "7": "7 days",
  "30": "30 days",
  "90": "90 days",
  all: "All time",
};

export const CLICK_WINDOW_MESSAGE = "Choose 7, 30 or 90 days, or all";

export const clickWindowQuerySchema = z.object({
  days: z.enum(CLICK_WINDOWS, { error: CLICK_WINDOW_MESSAGE }).default(DEFAULT_CLICK_WINDOW),
});

/** All time shows at least as many days as the longest counted window. */
export const ALL_TIME_MIN_DAYS = 90;

/** Days a chart bar covers: one day up to 30 days, a week beyond. */
export const bucketSizeOf = (window: ClickWindow): 1 | 7 => (window === "7" || window === "30" ? 1 : 7);

/**
 * Consecutive dates cut into bars of `size` days, counted back from the last date: every bar
 * is whole but the oldest, which holds what is left over (90 days are 12 weeks and 6 days).
 */
export function bucketDates(dates: readonly string[], size: number): string[][] {
  const buckets: string[][] = [];
  for (let end = dates.length; end > 0; end -= size) buckets.unshift(dates.slice(Math.max(0, end - size), end));
  return buckets;
}

/** The host a referer names ("www.facebook.com"), or "Direct" when none was sent. */
export const DIRECT_REFERRER = "Direct";

export function referrerHostOf(referer: string | null | undefined): string {
  if (!referer) return DIRECT_REFERRER;
  try {
    return new URL(referer).hostname || referer;
  } catch {
    return referer.slice(0, 100);
  }
}
