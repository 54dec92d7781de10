// A message's delivery state: always in words, the colour only helps. An email only written to the
// log (no EMAIL binding) is stored as sent, never to be tried again, but it is not called sent.
import { MESSAGE_STATUS_LABELS, type MessageStatus } from "../../../../worker/shared/contact-status";
import { Badge } from "../../ui";
import { DELIVERY_TEXT } from "./message-text";

const MESSAGE_TONES = { pending: "amber", sent: "green", failed: "red" } as const satisfies Record<MessageStatus, string>;

export function MessageStatusBadge({ status, loggedOnly = false }: { status: MessageStatus; loggedOnly?: boolean }) {
  if (status === "sent" && loggedOnly) return <Badge tone="slate">{DELIVERY_TEXT.loggedOnly}</Badge>;
  return <Badge tone={MESSAGE_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}
