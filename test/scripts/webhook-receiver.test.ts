import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { createWebhookReceiver, newWebhookSecret } from "../../scripts/webhook-receiver";
import { webhookHeaders } from "../../worker/outbox/webhook-signature";

const body = JSON.stringify({
  type: "contact_submission.created",
  timestamp: "2026-03-02T15:00:00.000Z",
  data: { reference: "4f6c3f0e-6a43-4c55-9b4e-0f1e2d3c4b5a", firstName: "Morgan", email: "morgan@example.com" },
});

describe("the local webhook receiver", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  async function start(options: { secret: string; fail?: boolean; hang?: boolean }) {
    const lines: string[] = [];
    server = createWebhookReceiver({ ...options, report: (line) => lines.push(line) });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/`, lines };
  }

  it("makes secrets in the Standard Webhooks form", () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });

  it("accepts a call the Worker signed, and reports its id, type and reference only", async () => {
    const secret = newWebhookSecret();
    const { url, lines } = await start({ secret });
    const response = await fetch(url, { method: "POST", headers: webhookHeaders(secret, "msg_1", new Date(), body), body });
    expect(response.status).toBe(204);
    expect(lines).toEqual(["204 received msg_1 contact_submission.created 4f6c3f0e-6a43-4c55-9b4e-0f1e2d3c4b5a"]);
  });

  it.each([
    ["another secret", (secret: string) => ({ headers: webhookHeaders(newWebhookSecret(), "msg_2", new Date(), body), body, secret })],
    [
      "a changed body",
      (secret: string) => ({ headers: webhookHeaders(secret, "msg_2", new Date(), body), body: body.replace("Morgan", "Jordan"), secret }),
    ],
    [
      "an old timestamp",
      (secret: string) => ({ headers: webhookHeaders(secret, "msg_2", new Date(Date.now() - 3_600_000), body), body, secret }),
    ],
    ["no signature", (secret: string) => ({ headers: { "content-type": "application/json" }, body, secret })],
  ])("refuses %s with 401 and no personal data in its report", async (_case, make) => {
    const secret = newWebhookSecret();
    const { url, lines } = await start({ secret });
    const call = make(secret);
    const response = await fetch(url, { method: "POST", headers: call.headers, body: call.body });
    expect(response.status).toBe(401);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^401 refused/);
    expect(lines[0]).not.toMatch(/Morgan|Jordan|morgan@example\.com/);
  });

  it("with --fail answers 503, so the outbox's retries can be watched", async () => {
    const secret = newWebhookSecret();
    const { url, lines } = await start({ secret, fail: true });
    const response = await fetch(url, { method: "POST", headers: webhookHeaders(secret, "msg_3", new Date(), body), body });
    expect(response.status).toBe(503);
    expect(lines[0]).toMatch(/^503 \(--fail\) msg_3 /);
  });

  it("with --hang never answers a verified call, so a CRM that hangs can be watched", async () => {
    const secret = newWebhookSecret();
    const { url, lines } = await start({ secret, hang: true });
    const call = fetch(url, {
      method: "POST",
      headers: webhookHeaders(secret, "msg_4", new Date(), body),
      body,
      signal: AbortSignal.timeout(500),
    });
    await expect(call).rejects.toMatchObject({ name: "TimeoutError" });
    expect(lines).toEqual(["--- (--hang) msg_4 contact_submission.created 4f6c3f0e-6a43-4c55-9b4e-0f1e2d3c4b5a: not answering"]);
  });
});
