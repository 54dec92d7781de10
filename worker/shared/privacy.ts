// A person's own data (R18): the page's address, which the footer and the privacy policy link to,
// how a request came, and the days the law gives to answer one. The dashboard's "Data requests"
// inputs are in ./data-requests.ts (the footer loads this file).
export const YOUR_DATA_PATH = "/your-data";

/** How a data request came: the /your-data form, or to staff, who record it in the dashboard. */
export const DATA_REQUEST_CHANNELS = ["web", "phone", "letter", "email", "in person"] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];

/** Maryland's Online Data Privacy Act: a request is answered within this many days of its receipt. */
export const ANSWER_LIMIT_DAYS = 45;
