// A webhook call: the stored JSON body POSTed to the CRM webhook of the Integrations settings
// (R23), signed as Standard Webhooks says, with the message's id as webhook-id so a receiver can
// drop a repeat.
import type { Env } from "../../env";
import type { OutboxMessage } from "../../db/schema";
import { currentSettings, webhookTarget } from "../../settings";
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

/** Where a call goes and every secret signing it now (worker/settings/integrations.ts). */
export interface WebhookTarget {
  url: string;
  secrets: readonly string[];
}

/**
 * One signed POST of `body` to the target: the receiver's status and the start of its answer, or
 * a DeliveryFailure when it could not be reached in time.
 */
export async function callWebhook(target: WebhookTarget, id: string, at: Date, body: string): Promise<{ status: number; answer: string }> {
  const url = httpHref(target.url);
  if (!url) throw new DeliveryFailure("The CRM webhook has no http(s) address in Settings");
  if (target.secrets.length === 0) throw new DeliveryFailure("The CRM webhook has no signing secret in Settings");
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: webhookHeaders(target.secrets, id, at, body),
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new DeliveryFailure(
      timedOut ? `The receiver did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds` : "The receiver could not be reached",
    );
  }
  return { status: response.status, answer: await answerStart(response) };
}

/** A webhook message, to the receiver the settings name now (a change of them applies to what is not sent yet). */
export async function postWebhook(env: Env, message: OutboxMessage, now: Date): Promise<void> {
  const target = await webhookTarget(env, (await currentSettings(env)).integrations, now);
  if (!target.enabled) throw new DeliveryFailure("The CRM webhook is turned off in Settings");
  const { status, answer } = await callWebhook(target, message.id, now, message.textBody);
  if (status >= 200 && status <= 299) return;
  throw new DeliveryFailure(`The receiver answered ${status}${answer ? `: ${answer}` : ""}`);
}
