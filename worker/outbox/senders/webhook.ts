// A webhook call: the stored JSON body POSTed to LEAD_WEBHOOK_URL, signed as Standard Webhooks
// says, with the message's id as webhook-id so a receiver can drop a repeat.
import type { Env } from "../../env";
import type { OutboxMessage } from "../../db/schema";
import { httpHref } from "../../shared/addresses";
import { WEBHOOK_TIMEOUT_MS } from "../policy";
import { webhookHeaders } from "../webhook-signature";
import { DeliveryFailure, plainLine } from "./failure";

/** The most of a receiver's answer read: enough for its first words, never a whole page. */
const ANSWER_BYTES = 1024;

/** The start of the receiver's answer as one plain line (failure.ts); the rest is never read. */
async function answerStart(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const bytes = new Uint8Array(ANSWER_BYTES);
  let length = 0;
  try {
    while (length < ANSWER_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      const part = value.subarray(0, ANSWER_BYTES - length);
      bytes.set(part, length);
      length += part.length;
    }
  } catch {
    // An answer cut off while read: what arrived is enough.
  } finally {
    // The rest is the receiver's business; cancelling releases the connection.
    await reader.cancel().catch(() => undefined);
  }
  return plainLine(new TextDecoder().decode(bytes.subarray(0, length)));
}

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
  if (response.status >= 200 && response.status <= 299) {
    // The answer's body is the receiver's business; cancelling releases the connection.
    await response.body?.cancel();
    return;
  }
  const answer = await answerStart(response);
  throw new DeliveryFailure(`The receiver answered ${response.status}${answer ? `: ${answer}` : ""}`);
}
