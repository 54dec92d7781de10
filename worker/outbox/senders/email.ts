// An email message through Cloudflare Email Service (the EMAIL binding).
import type { Env } from "../../env";
import type { OutboxMessage } from "../../db/schema";
import { COMPANY } from "../../shared/company";
import { DeliveryFailure } from "./failure";

export async function sendEmail(env: Pick<Env, "EMAIL">, message: OutboxMessage): Promise<void> {
  if (!message.sender || !message.subject) throw new DeliveryFailure("The message has no sender or subject");
  await env.EMAIL.send({
    from: { name: COMPANY.name, email: message.sender },
    to: message.recipient,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.textBody,
    ...(message.htmlBody ? { html: message.htmlBody } : {}),
  });
}
