import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { logError, scrub } from "../../../worker/log";
import { apiClient } from "../api-client";
import { FakeProvider } from "../fake-provider";
import { call, sessionsWith } from "../helpers";
import { sessionFor } from "../session-helpers";

afterEach(() => vi.restoreAllMocks());

const PERSONAL = ["dana@example.com", "203.0.113.77", "(410) 555-0188", "4105550188"];

describe("logs", () => {
  it.each([
    ["an email", "failed for dana@example.com", "dana@example.com"],
    ["an IPv4 address", "from 203.0.113.77 refused", "203.0.113.77"],
    ["an IPv6 address", "from 2001:db8::1 refused", "2001:db8::1"],
    ["a phone number", "call (410) 555-0188 back", "555-0188"],
    ["a token", "code=Zx8kQ2mN4pR7tV1wY3bC6dF9gH0jK5lM", "Zx8kQ2mN4pR7tV1wY3bC6dF9gH0jK5lM"],
  ])("scrub %s", (_name, text, secret) => {
    expect(scrub(text)).not.toContain(secret);
  });

  it("keep the failure's reason beside the context's own fields", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.join(" ")));
    logError("outbox-send", new TypeError("The receiver answered 503"), { messageId: "m-42", kind: "lead-webhook", attempt: 3 });
    expect(JSON.parse(lines[0]!)).toEqual({
      level: "error",
      where: "outbox-send",
      error: "TypeError",
      message: "The receiver answered 503",
      messageId: "m-42",
      kind: "lead-webhook",
      attempt: 3,
    });
  });

  it("carry no personal data when things fail", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.join(" ")));
    vi.spyOn(console, "log").mockImplementation((...args) => void lines.push(args.join(" ")));
    // A storage failure on a form carrying personal data…
    sessionsWith(() => ({
      prepare: () => {
        throw new Error("D1_ERROR: constraint failed for dana@example.com from 203.0.113.77");
      },
    }));
    await apiClient({ clientIp: "203.0.113.77" }).contact.$post({
      json: {
        firstName: "Dana",
        lastName: "Reyes",
        email: "dana@example.com",
        phone: "(410) 555-0188",
        service: "other",
        message: "Call me at 4105550188 please",
        smsConsent: true,
      },
    });
    vi.mocked(env.DB.withSession).mockRestore();
    // …a session store failure with a session cookie…
    const cookie = await sessionFor("dana@example.com");
    vi.spyOn(env.SESSIONS, "get").mockRejectedValue(new Error(`KV read failed for ${cookie}`));
    await apiClient({ cookie }).auth.user.$get();
    vi.mocked(env.SESSIONS.get).mockRestore();
    // …and a refused sign-in callback carrying a code.
    new FakeProvider().install();
    await call("/api/callback?code=Zx8kQ2mN4pR7tV1wY3bC6dF9gH0jK5lM&state=abc", { headers: { Cookie: "hl_signin=missing" } });

    const output = lines.join("\n");
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [...PERSONAL, cookie.split("=")[1]!, "Zx8kQ2mN4pR7tV1wY3bC6dF9gH0jK5lM"]) expect(output).not.toContain(secret);
  });
});
