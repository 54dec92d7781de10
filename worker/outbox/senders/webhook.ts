// A webhook call: the stored JSON body POSTed to LEAD_WEBHOOK_URL, signed as Standard Webhooks
// says, with the message's id as webhook-id so a receiver can drop a repeat.
import type { Env } from "../../env";
import type { OutboxMessage } from "../../db/schema";
import { httpHref } from "../../shared/addresses";
import { WEBHOOK_TIMEOUT_MS } from "../policy";
import { webhookHeaders } from "../webhook-signature";
import { DeliveryFailure } from "./failure";

export async function postWebhook(
  env: Pick<Env, "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">,
  message: OutboxMessage,
  now: Date,
): Promise<void> {
  const url = env.LEAD_WEBHOOK_URL ? httpHref(env.LEAD_WEBHOOK_URL) : undefined;
  if (!url) throw new DeliveryFailure("LEAD_WEBHOOK_URL is not set to an http(s) address");
  if (!env.LEAD_WEBHOOK_SECRET) throw new DeliveryFailure("LEAD_WEBHOOK_SECRET is not set");
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: webhookHeaders(env.LEAD_WEBHOOK_SECRET, message.id, now, message.textBody),
      body: message.textBody,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new DeliveryFailure(
      timedOut ? `The receiver did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds` : "The receiver could not be reached",
    );
  }
  // The answer's body is the receiver's business; read it away so the connection is released.
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`The receiver answered ${response.status}`);
}
