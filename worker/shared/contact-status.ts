// What staff have done about a contact submission (R13), and the words the dashboard shows for
// it and for a message's delivery state. No runtime APIs: the dashboard and the API share it.
import type { ContactStatus, MessageStatus } from "../db/schema";

export const CONTACT_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
} as const satisfies Record<ContactStatus, string>;

/** The stored values (db/schema.ts CONTACT_STATUSES), repeated here so the dashboard need not load the schema. */
export const CONTACT_STATUS_VALUES = ["new", "contacted", "closed"] as const satisfies readonly ContactStatus[];

/** The status filter's options, in the order staff work through them. */
export const CONTACT_STATUS_OPTIONS = CONTACT_STATUS_VALUES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));

export const MESSAGE_STATUS_LABELS = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
} as const satisfies Record<MessageStatus, string>;

export const MESSAGE_STATUS_VALUES = ["pending", "sent", "failed"] as const satisfies readonly MessageStatus[];

export type { ContactStatus, MessageStatus };
