// A contact's status and a message's delivery state: always in words, the colour only helps.
import {
  CONTACT_STATUS_LABELS,
  MESSAGE_STATUS_LABELS,
  type ContactStatus,
  type MessageStatus,
} from "../../../../worker/shared/contact-status";
import { Badge } from "../../ui";

const CONTACT_TONES = { new: "amber", contacted: "blue", closed: "slate" } as const satisfies Record<ContactStatus, string>;
const MESSAGE_TONES = { pending: "amber", sent: "green", failed: "red" } as const satisfies Record<MessageStatus, string>;

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={CONTACT_TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={MESSAGE_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}
