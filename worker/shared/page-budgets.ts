// The served HTML's budgets in kB (1024 bytes), uncompressed, with the demo content: what a public
// page costs before any script runs (docs/decisions/0004-page-weight.md). `npm run bench:pages`
// reports every page against them, and the Worker's tests hold the calendar to its budget at a
// thousand events, since it carries one page of dates whatever the site holds.
export const HTML_BUDGETS_KB: Readonly<Record<string, number>> = { "/": 32, "/calendar": 48 };

/** The calendar's served HTML budget in bytes. */
export const CALENDAR_HTML_BUDGET = HTML_BUDGETS_KB["/calendar"]! * 1024;
