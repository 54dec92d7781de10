// What kinds of message the site sends, with the words staff read for each in the dashboard.
export const MESSAGE_KIND_LABELS = {
  "contact-staff": "New lead email to staff",
  "contact-confirmation": "Confirmation email to the visitor",
  "lead-webhook": "CRM webhook",
  "footage-request": "Footage request to a camera owner",
  "registry-confirmation": "Registration confirmation to the camera owner",
  "registry-manage-link": "New registration link to the camera owner",
  "footage-answer": "Footage answer email to staff",
  "former-owner": "Notice to staff that an owner who may have footage left the registry",
  "registry-email-change": "New email address confirmation to the camera owner",
  "registry-email-changed": "Email address change notice to the camera owner's old address",
  "your-data-link": "Link to their own data, to the person who asked",
  "team-invitation": "Invitation to join the team",
  "data-request-staff": "Notice to staff of a data request",
  "failed-message-staff": "Notice to staff that a message failed for good",
  "weekly-summary-staff": "Weekly analytics summary to staff",
} as const satisfies Record<string, string>;

export type MessageKind = keyof typeof MESSAGE_KIND_LABELS;

export function messageKindLabel(kind: string): string {
  return kind in MESSAGE_KIND_LABELS ? MESSAGE_KIND_LABELS[kind as MessageKind] : kind;
}

/** Where an email's "Open in the dashboard" link and a webhook's dashboardUrl lead. */
export function dashboardLink(
  origin: string,
  owner:
    | { contactReference: string }
    | { cameraReference: string }
    | { incidentId: number }
    | { section: "data-requests" | "messages" }
    | { analytics: { from: string; to: string } },
): string {
  const url = new URL("/admin", origin);
  if ("analytics" in owner) {
    // The Analytics section on that range (web/admin/sections/analytics).
    url.searchParams.set("section", "analytics");
    url.searchParams.set("range", "custom");
    url.searchParams.set("from", owner.analytics.from);
    url.searchParams.set("to", owner.analytics.to);
  } else if ("section" in owner) {
    // The data requests' section; the message log, a tab of the leads' section.
    if (owner.section === "messages") {
      url.searchParams.set("section", "contacts");
      url.searchParams.set("tab", "messages");
    } else url.searchParams.set("section", owner.section);
  } else if ("contactReference" in owner) {
    url.searchParams.set("section", "contacts");
    url.searchParams.set("submission", owner.contactReference);
  } else if ("cameraReference" in owner) {
    url.searchParams.set("section", "cameras");
    url.searchParams.set("registration", owner.cameraReference);
  } else {
    // As the dashboard's own incident links (web/admin/sections/registry/incident-row.tsx).
    url.searchParams.set("section", "cameras");
    url.searchParams.set("tab", "incidents");
    url.searchParams.set("incident", String(owner.incidentId));
  }
  return url.href;
}
