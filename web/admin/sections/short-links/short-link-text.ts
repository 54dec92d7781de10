// The dashboard's words for short links beyond the spec's (copy, search, QR codes, the 404 log).
export const SHORT_LINK_TEXT = {
  copy: "Copy full address",
  copied: "Address copied",
  copyFailed: "Could not copy the address",
  copyByHand: (address: string) => `Select it and copy it by hand: ${address}`,
  search: "Search redirects",
  searchHint: "By path or target",
  show: "Show",
  noMatch: "No redirects match your search.",
  qrCode: "QR code",
  hideQrCode: "Hide QR code",
  sourceTag: "Source tag (optional)",
  sourceTagHint: "Tells this printing apart in the analytics, e.g. canton-flyer",
  notFoundTitle: "Missing pages people asked for",
  notFoundEmpty: "No missing pages recorded yet.",
  createRedirect: "Create redirect",
  dismiss: "Dismiss",
  dismissFailed: "Could not dismiss this path",
} as const;

export const STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = { all: "All", active: "Active", inactive: "Inactive" };
