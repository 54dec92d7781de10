// A person's own data (R18): the page's address, which the footer and the privacy policy link to.
export const YOUR_DATA_PATH = "/your-data";

/** How a data request came: the /your-data form, or staff recording one made by phone or letter. */
export const DATA_REQUEST_CHANNELS = ["web", "staff"] as const;
