// A contact's status: always in words, the colour only helps.
import { CONTACT_STATUS_LABELS, type ContactStatus } from "../../../../worker/shared/contact-status";
import { Badge } from "../../ui";

const CONTACT_TONES = { new: "amber", contacted: "blue", closed: "slate" } as const satisfies Record<ContactStatus, string>;

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={CONTACT_TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
