// `npm run webhook:receiver`: a local stand-in for a CRM, to watch the lead webhook work under
// `npm start`. It verifies each call as a receiver should (Standard Webhooks, by the same
// package the Worker signs with), answers 204 or 401, and prints the event's id, type and
// reference: never the lead's personal data. `-- --fail` answers 503 to every call, to watch
// the outbox retry (and, after its last attempt, mark the message failed); `-- --hang` never
// answers, to watch a CRM that hangs hold up nothing but webhooks (each call fails at the
// Worker's 10 s timeout, while the leads' emails go out at once: decision 0036).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";

import { Webhook, WebhookVerificationError } from "standardwebhooks";

export interface ReceiverOptions {
  /** `whsec_` and base64, as LEAD_WEBHOOK_SECRET holds it. */
  secret: string;
  /** Answer 503 to every call. */
  fail?: boolean;
  /** Never answer a call (the Worker's timeout ends each one). */
  hang?: boolean;
  /** Where each received call is reported (a line without personal data). */
  report?: (line: string) => void;
}

/** A new secret in the form Standard Webhooks writes it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export function createWebhookReceiver({ secret, fail = false, hang = false, report = console.log }: ReceiverOptions): Server {
  const webhook = new Webhook(secret);
  return createServer((request, response) => {
    void readBody(request).then((body) => answer(body, request, response));
  });

  function answer(body: string, request: IncomingMessage, response: ServerResponse) {
    const headers = {
      "webhook-id": header(request, "webhook-id"),
      "webhook-timestamp": header(request, "webhook-timestamp"),
      "webhook-signature": header(request, "webhook-signature"),
    };
    let event: unknown;
    try {
      event = webhook.verify(body, headers);
    } catch (error) {
      const reason = error instanceof WebhookVerificationError ? error.message : "unreadable body";
      report(`401 refused ${headers["webhook-id"] || "(no id)"}: ${reason}`);
      response.writeHead(401).end();
      return;
    }
    const { type, reference } = describe(event);
    if (hang) {
      report(`--- (--hang) ${headers["webhook-id"]} ${type} ${reference}: not answering`);
      return;
    }
    if (fail) {
      report(`503 (--fail) ${headers["webhook-id"]} ${type} ${reference}`);
      response.writeHead(503, { "retry-after": "30" }).end();
      return;
    }
    report(`204 received ${headers["webhook-id"]} ${type} ${reference}`);
    response.writeHead(204).end();
  }
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The event's type and the lead's reference: what identifies it without saying who it is. */
function describe(event: unknown): { type: string; reference: string } {
  const record = typeof event === "object" && event !== null ? (event as Record<string, unknown>) : {};
  const data = typeof record.data === "object" && record.data !== null ? (record.data as Record<string, unknown>) : {};
  const text = (value: unknown, missing: string) => (typeof value === "string" ? value : missing);
  return { type: text(record.type, "(no type)"), reference: text(data.reference, "(no reference)") };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.WEBHOOK_PORT ?? 8799);
  const secret = process.env.LEAD_WEBHOOK_SECRET ?? newWebhookSecret();
  const fail = process.argv.includes("--fail");
  const hang = process.argv.includes("--hang");
  const mode = hang ? " (never answering)" : fail ? " (answering 503 to every call)" : "";
  createWebhookReceiver({ secret, fail, hang }).listen(port, "127.0.0.1", () => {
    console.log(`\n  Webhook receiver on http://127.0.0.1:${port}/${mode}`);
    console.log("  Start the site in another terminal with:\n");
    console.log(`  LEAD_WEBHOOK_URL=http://127.0.0.1:${port}/ LEAD_WEBHOOK_SECRET='${secret}' npm start\n`);
  });
}
