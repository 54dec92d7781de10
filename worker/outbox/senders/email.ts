// An email message through Cloudflare Email Service (the EMAIL binding), or only to the log when
// no binding is configured (log.ts). Answers whether it was only logged: also when the binding is
// wrangler's local stand-in (EMAIL_DELIVERY = "simulated"), which writes it out and sends nothing.
import type { Env } from "../../env";
import type { OutboxMessage } from "../../db/schema";
import { COMPANY } from "../../shared/company";
import { DeliveryFailure } from "./failure";
import { logEmail } from "./log";

export async function sendEmail(env: Pick<Env, "EMAIL" | "EMAIL_DELIVERY">, message: OutboxMessage): Promise<{ loggedOnly: boolean }> {
  if (!message.sender || !message.subject) throw new DeliveryFailure("The message has no sender or subject");
  if (!env.EMAIL) {
    logEmail(message);
    return { loggedOnly: true };
  }
  await env.EMAIL.send({
    from: { name: COMPANY.name, email: message.sender },
    to: message.recipient,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.textBody,
    ...(message.htmlBody ? { html: message.htmlBody } : {}),
  });
  return { loggedOnly: env.EMAIL_DELIVERY === "simulated" };
}
