// Raw requests on purpose: this file sends what the typed client cannot (one client address
// again and again, both forms from one table, the sign-in navigation).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RATE_LIMITED_MESSAGE } from "../../../worker/security/rate-limit";
import { screenSubmission } from "../../../worker/security/bot-check";
import { verifyTurnstile } from "../../../worker/security/turnstile";
import { FakeProvider } from "../fake-provider";
import { VALID_CAMERA, VALID_CONTACT } from "../fixtures";
import { call, insideOneWindow, postJson } from "../helpers";

const contact = VALID_CONTACT;
const camera = VALID_CAMERA;

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

afterEach(() => vi.restoreAllMocks());

const BURST_TIMEOUT_MS = 20_000;

describe("rate limits", () => {
  it.each([
    ["/api/contact", contact, "203.0.113.10"],
    ["/api/register-camera", camera, "203.0.113.11"],
  ])(
    "answer %s with 429 and a clear message past five a minute from one client",
    async (path, body, ip) => {
      await insideOneWindow();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await postJson(path, body, { headers: { "CF-Connecting-IP": ip } })).status);
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const response = await postJson(path, body, { headers: { "CF-Connecting-IP": ip } });
      expect(await response.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
      expect(response.headers.get("Retry-After")).toBe("60");
      // Another client is not affected.
      expect((await postJson(path, body, { headers: { "CF-Connecting-IP": "203.0.113.99" } })).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    "count an IPv6 client by its /64: fresh addresses in one network share the limit",
    async () => {
      await insideOneWindow();
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++)
        statuses.push((await postJson("/api/contact", contact, { headers: { "CF-Connecting-IP": `2001:db8:64:64::${i}` } })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      // The next /64 is another client.
      expect((await postJson("/api/contact", contact, { headers: { "CF-Connecting-IP": "2001:db8:64:65::1" } })).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    "apply to starting a sign-in",
    async () => {
      await insideOneWindow();
      new FakeProvider().install();
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++)
        statuses.push((await call("/api/login", { redirect: "manual", headers: { "CF-Connecting-IP": "203.0.113.12" } })).status);
      expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    },
    BURST_TIMEOUT_MS,
  );
});

describe("the honeypot", () => {
  it("answers a bot as if stored, and stores nothing", async () => {
    const before = await count("contact_submissions");
    const response = await postJson("/api/contact", { ...contact, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await count("contact_submissions")).toBe(before);
    const cameras = await count("camera_registrations");
    expect((await postJson("/api/register-camera", { ...camera, website: "x" })).status).toBe(201);
    expect(await count("camera_registrations")).toBe(cameras);
  });
});

describe("Turnstile, when configured", () => {
  const context = () => {
    const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });
    return {
      env: { TURNSTILE_SECRET_KEY: "secret" },
      req: { header: () => "203.0.113.5" },
      json,
    } as unknown as Parameters<typeof screenSubmission>[0];
  };

  it("verifies the token with Cloudflare and lets a good one through", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ success: true }));
    expect(await verifyTurnstile("secret", "token", "203.0.113.5")).toBe(true);
    const sent = fetchSpy.mock.calls[0]!;
    expect(sent[0]).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    const form = (sent[1] as RequestInit).body as FormData;
    expect(form.get("secret")).toBe("secret");
    expect(form.get("response")).toBe("token");
  });

  it.each([
    ["a rejected token", () => Promise.resolve(Response.json({ success: false }))],
    ["Cloudflare unreachable", () => Promise.reject(new TypeError("network down"))],
    ["an error answer", () => Promise.resolve(new Response("oops", { status: 500 }))],
  ])("fails closed on %s", async (_name, answer) => {
    vi.spyOn(globalThis, "fetch").mockImplementation(answer);
    expect(await verifyTurnstile("secret", "token", "203.0.113.5")).toBe(false);
  });

  it("refuses a missing token without asking", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await verifyTurnstile("secret", undefined, "203.0.113.5")).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("is off when no site key is built in, whatever the secret", async () => {
    const refused = await screenSubmission(context(), {});
    expect(refused).toBeNull();
  });
});
