// With no EMAIL binding configured, an email is not sent: it is only noted in the Worker's log
// (its id and kind, never its recipient or words, which stay in D1 for staff to read), and the
// message is stored as logged only, so the dashboard says "Logged locally, not sent", never "Sent".
import type { OutboxMessage } from "../../db/schema";
import { logWarning } from "../../log";

export function logEmail(message: Pick<OutboxMessage, "id" | "kind">): void {
  logWarning("outbox-email-logged", "No EMAIL binding is configured: the email was written to the log, not sent", {
    messageId: message.id,
    kind: message.kind,
  });
}
