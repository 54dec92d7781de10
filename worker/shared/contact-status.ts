// What staff have done about a lead (R13), and a message's delivery state: the stored values
// (worker/db/schema/ reads them from here) and the words the dashboard shows for them. No
// runtime APIs: the dashboard and the API share it.

/** A lead's status, as stored; the spec's view and delete stay as they are. */
export const CONTACT_STATUS_VALUES = ["new", "contacted", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUS_VALUES)[number];

export const CONTACT_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
} as const satisfies Record<ContactStatus, string>;

/** The status filter's options, in the order staff work through them. */
export const CONTACT_STATUS_OPTIONS = CONTACT_STATUS_VALUES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] }));

/** An outbox message's delivery, as stored. */
export const MESSAGE_STATUS_VALUES = ["pending", "sent", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUS_VALUES)[number];

export const MESSAGE_STATUS_LABELS = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
} as const satisfies Record<MessageStatus, string>;
