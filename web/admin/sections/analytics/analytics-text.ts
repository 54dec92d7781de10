// The Analytics screen's own words, beside the shared ones (worker/shared/analytics.ts).
export const ANALYTICS_SCREEN_TEXTS = {
  chartTitle: "Visitors per day",
  chartTable: "Show the chart as a table",
  day: "Day",
  thisPeriod: "This period",
  previousPeriod: "Previous period",
  previous: (value: string) => `previous period: ${value}`,
  rowsShown: (shown: number, total: number) => `${shown} of ${total}`,
  filterBy: (column: string, value: string) => `Filter by ${column.toLowerCase()} ${value}`,
  downloadTable: (title: string) => `Download ${title.toLowerCase()} as CSV`,
  seconds: (total: number) => (total < 60 ? `${total}s` : `${Math.floor(total / 60)}m ${total % 60}s`),
} as const;
