// A message's delivery state: always in words, the colour only helps.
import { MESSAGE_STATUS_LABELS, type MessageStatus } from "../../../../worker/shared/contact-status";
import { Badge } from "../../ui";

const MESSAGE_TONES = { pending: "amber", sent: "green", failed: "red" } as const satisfies Record<MessageStatus, string>;

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={MESSAGE_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}
