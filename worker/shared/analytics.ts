// First-party analytics (R22, docs/decisions/0072-first-party-analytics.md): what is counted, the
// goals, the tables the Analytics section shows and the words it shows them with. Shared by the
// Worker, which counts and adds up, and the dashboard, which asks and draws.
import { daysInRange } from "./calendar-day";
import { eventIdOf } from "./events";
import { isDashboardPage } from "./dashboard-pages";
import { blogSlugOf, findPage } from "./pages";
import { isCalendarDate } from "./time";
import { z } from "./schemas/zod";

/** A visitor's views belong to one visit while no two are further apart than this (Plausible's 30 minutes). */
export const VISIT_GAP_MS = 30 * 60_000;

/** What counts as a goal, as the section names it. */
export const GOALS = {
  contact: "Contact form sent",
  registration: "Camera registered",
  "cost-estimator": "Cost estimate made",
  "coverage-calculator": "Coverage calculated",
  "security-assessment": "Security self-assessment scored",
  phone: "Phone number tapped",
  "short-link": "Short link followed into the site",
} as const;
export type Goal = keyof typeof GOALS;

/** The goals a browser reports itself; the others are counted by the Worker where they happen. */
export const BEACON_GOALS = ["cost-estimator", "coverage-calculator", "security-assessment", "phone"] as const satisfies readonly Goal[];
export type BeaconGoal = (typeof BEACON_GOALS)[number];

/** Each planning tool's goal, reached when it shows its results. */
export type ToolGoal = Extract<BeaconGoal, "cost-estimator" | "coverage-calculator" | "security-assessment">;

/** The tables of the section, each a dimension of the visits and their events. */
export const DIMENSIONS = {
  page: "Top pages",
  entry: "Entry pages",
  exit: "Exit pages",
  source: "Sources",
  medium: "UTM mediums",
  campaign: "UTM campaigns",
  country: "Countries",
  device: "Devices",
  browser: "Browsers",
  goal: "Goals",
} as const;
export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_IDS = Object.keys(DIMENSIONS) as Dimension[];

/** What a dimension's value column is headed. */
export const DIMENSION_COLUMNS: Record<Dimension, string> = {
  page: "Page",
  entry: "Entry page",
  exit: "Exit page",
  source: "Source",
  medium: "UTM medium",
  campaign: "UTM campaign",
  country: "Country",
  device: "Device",
  browser: "Browser",
  goal: "Goal",
};

/** A visit that came with no referrer, campaign or short link. */
export const DIRECT_SOURCE = "Direct / None";

/** Where a visit came from: what a lead's or a registration's record shows (joined on the day's visitor hash). */
export interface VisitSource {
  source: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  shortLink: string | null;
  qrSource: string | null;
  entryPage: string | null;
}

/**
 * A visit's source as the Sources table names it: its UTM source first (the deployer tagged it),
 * then the short link or printed QR code that brought it, then the referring site, else direct.
 */
export function sourceLabel(visit: Pick<VisitSource, "utmSource" | "shortLink" | "qrSource" | "referrer">): string {
  if (visit.utmSource) return visit.utmSource;
  if (visit.shortLink) return visit.qrSource ? `QR code ${visit.shortLink} (${visit.qrSource})` : `Short link ${visit.shortLink}`;
  return visit.referrer ?? DIRECT_SOURCE;
}

/** The change from `before` to `now` in whole percent; none when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** What the dashboard says of where a record's visit came from. */
export function describeVisitSource(source: VisitSource | null): string {
  if (!source) return ANALYTICS_TEXTS.sourceUnknown;
  const parts = [source.source];
  const campaign = [source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ");
  if (campaign) parts.push(`campaign ${campaign}`);
  if (source.shortLink && source.utmSource) parts.push(source.qrSource ? `QR code ${source.shortLink}` : `short link ${source.shortLink}`);
  if (source.referrer && source.source !== source.referrer) parts.push(`from ${source.referrer}`);
  if (source.entryPage) parts.push(`landed on ${source.entryPage}`);
  return parts.join(", ");
}

/** Whether a path is a page of the public site (a post's or an event's, whether or not it exists): what a view may name. */
export function isPublicPagePath(path: string): boolean {
  if (isDashboardPage(path)) return false;
  return findPage(path) !== undefined || blogSlugOf(path) !== undefined || eventIdOf(path) !== undefined;
}

/** What the app's beacon posts to /api/analytics/events: a view the app made without loading a page, or a goal. */
export const beaconSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("view"), path: z.string().startsWith("/").max(300) }),
  z.object({ kind: z.literal("goal"), goal: z.enum(BEACON_GOALS), path: z.string().startsWith("/").max(300) }),
]);
export type Beacon = z.infer<typeof beaconSchema>;

const day = z.string().refine(isCalendarDate, "Enter a date as YYYY-MM-DD");

/** A filter: a dimension and one of its values ("source:google.com"). */
export interface AnalyticsFilter {
  dimension: Dimension;
  value: string;
}

/** The most days one question may span: ten years of days. */
export const MAX_RANGE_DAYS = 3660;

/** A filter as the address and the API write it ("source:google.com"); none when it names no table. */
export function parseFilter(text: string): AnalyticsFilter | null {
  const at = text.indexOf(":");
  const dimension = text.slice(0, at);
  return at > 0 && dimension in DIMENSIONS ? { dimension: dimension as Dimension, value: text.slice(at + 1) } : null;
}

/** The figures' question: a range of the site's days, and optionally a filter. */
export const figuresQuerySchema = z
  .object({
    from: day,
    to: day,
    filter: z
      .string()
      .max(400)
      .transform((text, context): AnalyticsFilter => {
        const filter = parseFilter(text);
        if (filter) return filter;
        context.addIssue({ code: "custom", message: "Filter by one of the tables: page:/contact" });
        return z.NEVER;
      })
      .optional(),
  })
  .refine((query) => query.from <= query.to, { message: "The range must end on or after its first day", path: ["to"] })
  .refine((query) => daysInRange(query.from, query.to) <= MAX_RANGE_DAYS, {
    message: `Ask for at most ${MAX_RANGE_DAYS} days at once`,
    path: ["from"],
  });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

export const exportQuerySchema = figuresQuerySchema.and(z.object({ table: z.enum(DIMENSION_IDS as [Dimension, ...Dimension[]]) }));

/** The totals of a range. */
export interface Totals {
  visitors: number;
  pageviews: number;
  visits: number;
  /** Page views per visit. */
  viewsPerVisit: number;
  /** The mean time on page in seconds, over views that were followed by another in their visit. */
  timeOnPageSeconds: number;
  /** Bot views, counted apart (never filtered). */
  botViews: number;
}

export interface TableRow {
  value: string;
  visitors: number;
  visits: number;
  /** Page views; for a goal, its completions. */
  pageviews: number;
  timeOnPageSeconds: number;
  /** Visitors who reached the filtered goal, of this row's visitors (only when the filter is a goal). */
  conversionRate?: number;
}

/** The figures of a range: what GET /api/analytics answers. */
export interface Figures {
  from: string;
  to: string;
  filter: AnalyticsFilter | null;
  totals: Totals;
  /** The same number of days just before `from`. */
  previous: { from: string; to: string; totals: Totals };
  /** Each day of the range, and of the previous period, oldest first. */
  series: { day: string; visitors: number; pageviews: number }[];
  previousSeries: { day: string; visitors: number; pageviews: number }[];
  /** Each table's first rows, most visitors first, and how many rows it has. */
  tables: Record<Dimension, { rows: TableRow[]; total: number }>;
}

/** The rows each table of the figures carries; the CSV export has them all. */
export const TABLE_ROWS_SHOWN = 10;

export const ANALYTICS_TEXTS = {
  title: "Analytics",
  intro: "Counted on this site: no cookie, nothing stored on the visitor's device, and no visitor followed from one day to the next.",
  visitors: "Visitors",
  pageviews: "Page views",
  visits: "Visits",
  viewsPerVisit: "Pages per visit",
  timeOnPage: "Time on page",
  botViews: "Bot views (not counted)",
  previousPeriod: "Previous period",
  conversionRate: "Conversion rate",
  completions: "Completions",
  exportCsv: "Download CSV",
  clearFilter: "Clear filter",
  filteredBy: "Filtered by",
  noData: "Nothing counted in this range.",
  sourceUnknown: "Not known (no visit counted for it)",
  cameFrom: "Came from",
  rangeLabel: "Range",
  from: "From",
  to: "To",
  apply: "Show",
} as const;

/** The ranges offered above the figures. */
export const RANGE_PRESETS = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  "last-month": "Last month",
  custom: "Custom range",
} as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
