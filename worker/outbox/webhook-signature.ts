// Standard Webhooks signing (https://www.standardwebhooks.com), by its maintained reference
// package: HMAC-SHA256 over `id.timestamp.body`, sent as `v1,<base64>` in webhook-signature.
// The secret is written as the specification does, `whsec_` and base64; the package also takes
// the bare base64. While a replaced secret still signs (a rotation, R23), the header carries one
// signature per secret, space-separated, as the specification allows: a receiver holding either verifies.
import { Webhook } from "standardwebhooks";

export function webhookHeaders(secrets: string | readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const signing = typeof secrets === "string" ? [secrets] : secrets;
  return {
    "content-type": "application/json",
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signing.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(" "),
  };
}
