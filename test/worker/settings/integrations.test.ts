// The CRM webhook in the Integrations settings (R23): its secret is written, never read back, by
// any answer, the history, the audit trail, the database in clear or the log; "Send a test event"
// shows the receiver's status and the start of its answer, signed as every webhook is; an undo
// puts the previous secret back; its address is checked by its rules.
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SETTINGS_TEXTS } from "../../../worker/shared/settings";
import { everyTable } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";
import { CRM_WEBHOOK, setCrmWebhook } from "../settings-helpers";

afterEach(() => vi.restoreAllMocks());

const SECRET = "whsec_U2VjcmV0T2ZUaGVDUk1TZWNyZXRPZlRoZUNSTSE=";
const json = { "Content-Type": "application/json", Origin: "http://localhost" };

/** Every line written to the console while `work` runs. */
async function logged(work: () => Promise<void>): Promise<string> {
  const lines: unknown[][] = [];
  for (const level of ["log", "info", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void lines.push(args));
  await work();
  return JSON.stringify(lines);
}

/** A receiver answering `status` and `answer`, keeping each call's headers and body (read where the call was made). */
function receiver(status: number, answer: string) {
  const received: { headers: Record<string, string>; body: string }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    received.push({ headers: Object.fromEntries(request.headers), body: await request.text() });
    return new Response(answer, { status });
  });
  return received;
}

describe("the CRM webhook's secret", () => {
  it("is never in an answer, the history, the audit trail, the database in clear or the log", async () => {
    const owner = await sessionFor("integrations-owner@example.com", { role: "owner" });
    const answers: string[] = [];
    const log = await logged(async () => {
      await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET });
      for (const path of ["/api/settings", "/api/settings/history", "/api/admin/audit"])
        answers.push(await (await callWith(owner, path)).text());
      receiver(202, "accepted");
      answers.push(await (await callWith(owner, "/api/settings/integrations/test", { method: "POST", headers: json, body: "{}" })).text());
    });
    const view = JSON.parse(answers[0]!) as { integrations: { value: { crmWebhook: Record<string, unknown> } } };
    expect(view.integrations.value.crmWebhook).toEqual({
      url: CRM_WEBHOOK.url,
      enabled: true,
      secretSet: true,
      secretFromDeployment: false,
      previousSecretUntil: null,
    });
    const stored = JSON.stringify(await everyTable());
    const encoded = SECRET.slice("whsec_".length);
    for (const place of [answers.join(""), log, stored]) {
      expect(place).not.toContain(encoded);
      expect(place).not.toContain(atob(encoded));
    }
    expect(stored).toMatch(/sealed\\+":\\+"v1\./);
  });

  it("comes back with an undo, as it was: the webhook signs with it again", async () => {
    const owner = await sessionFor("integrations-undo@example.com", { role: "owner" });
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET });
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: "whsec_QW5vdGhlclNlY3JldEFub3RoZXJTZWNyZXRBbm90aGVy" });
    const [latest] = await (await callWith(owner, "/api/settings/history")).json<{ id: number; section: string }[]>();
    expect(latest!.section).toBe("integrations");
    expect((await callWith(owner, `/api/settings/history/${latest!.id}/undo`, { method: "POST", headers: json, body: "{}" })).status).toBe(
      200,
    );

    const received = receiver(200, "ok");
    await callWith(owner, "/api/settings/integrations/test", { method: "POST", headers: json, body: "{}" });
    const [call] = received;
    // The undone change's secret signs no more: the one before it does.
    expect(new Webhook(SECRET).verify(call!.body, call!.headers)).toMatchObject({ type: "test.ping" });
    expect(() => new Webhook("whsec_QW5vdGhlclNlY3JldEFub3RoZXJTZWNyZXRBbm90aGVy").verify(call!.body, call!.headers)).toThrow();
  });
});

describe("Send a test event", () => {
  it("answers the receiver's status and the start of its answer, and says when it cannot be reached", async () => {
    const owner = await sessionFor("integrations-test@example.com", { role: "owner" });
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET });
    const test = () => callWith(owner, "/api/settings/integrations/test", { method: "POST", headers: json, body: "{}" });

    receiver(401, `{"error":"bad signature"}${"x".repeat(2000)}`);
    const refused = await test();
    expect(refused.status).toBe(200);
    const { status, answerStart } = await refused.json<{ status: number; answerStart: string }>();
    expect(status).toBe(401);
    expect(answerStart.startsWith('{"error":"bad signature"}')).toBe(true);
    expect(answerStart.length).toBeLessThanOrEqual(300);

    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    const unreachable = await test();
    expect(unreachable.status).toBe(502);
    expect((await unreachable.json<{ message: string }>()).message).toBe("The receiver could not be reached");

    await setCrmWebhook({ url: "", enabled: false });
    const none = await test();
    expect(none.status).toBe(400);
    expect((await none.json<{ message: string }>()).message).toBe(SETTINGS_TEXTS.noWebhookAddress);
  });

  it("refuses an address or a secret its rules refuse, and turning it on without an address", async () => {
    const owner = await sessionFor("integrations-rules@example.com", { role: "owner" });
    const { integrations } = await (await callWith(owner, "/api/settings")).json<{ integrations: { version: number } }>();
    const put = (crmWebhook: object) =>
      callWith(owner, "/api/settings/integrations", {
        method: "PUT",
        headers: json,
        body: JSON.stringify({
          version: integrations.version,
          value: { crmWebhook: { url: "", enabled: false, newSecret: "", ...crmWebhook } },
        }),
      });
    const errorsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return (await response.json<{ errors: Record<string, string[]> }>()).errors;
    };
    expect((await errorsOf(await put({ url: "http://crm.example.test/hook" })))["crmWebhook.url"]).toEqual([SETTINGS_TEXTS.webhookAddress]);
    expect((await errorsOf(await put({ enabled: true })))["crmWebhook.url"]).toEqual([SETTINGS_TEXTS.webhookAddressRequired]);
    expect((await errorsOf(await put({ newSecret: "whsec_short" })))["crmWebhook.newSecret"]).toEqual([SETTINGS_TEXTS.webhookSecret]);
    expect((await put({ url: "http://localhost:9999/hook", enabled: true })).status).toBe(200);
  });
});
