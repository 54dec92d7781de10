import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { PUBLIC_BODY_LIMIT_BYTES } from "../../worker/middleware/json-body";
import { SMS_CONSENT } from "../../worker/shared/sms-consent";
import { VALID_CAMERA, VALID_CONTACT } from "./fixtures";
import { call, postJson } from "./helpers";

/** A contact request as a visitor would send it, with a service other than the fixture's default. */
const validContact = { ...VALID_CONTACT, service: "camera_installation" };
const validCamera = VALID_CAMERA;

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

type Rule = readonly [field: string, value: unknown, message: string];

describe.each<{ path: string; table: string; valid: Record<string, unknown>; rules: readonly Rule[] }>([
  {
    path: "/api/contact",
    table: "contact_submissions",
    valid: validContact,
    rules: [
      ["firstName", "D", "First name must be at least 2 characters"],
      ["firstName", "   ", "First name must be at least 2 characters"],
      ["firstName", undefined, "First name must be at least 2 characters"],
      ["lastName", "R", "Last name must be at least 2 characters"],
      ["email", "dana@", "Please enter a valid email address"],
      ["email", 42, "Please enter a valid email address"],
      ["phone", "555-0188", "Phone number must be at least 10 digits"],
      ["phone", "abcdefghijkl", "Phone number must be at least 10 digits"],
      ["service", "", "Please select a service"],
      ["service", "plumbing", "Please select a service"],
      ["message", "Too short", "Message must be at least 10 characters"],
      ["smsConsent", false, "You must consent to SMS communication to proceed"],
      ["smsConsent", "true", "You must consent to SMS communication to proceed"],
      ["smsConsent", undefined, "You must consent to SMS communication to proceed"],
    ],
  },
  {
    path: "/api/register-camera",
    table: "camera_registrations",
    valid: validCamera,
    rules: [
      ["name", "D", "Name must be at least 2 characters"],
      ["email", "not-an-email", "Please enter a valid email address"],
      ["phone", "12345", "Phone number must be at least 10 digits"],
      ["address", "Main", "Address must be at least 5 characters"],
      ["cameraDetails", "2 cams", "Camera details must be at least 10 characters"],
      ["terms", false, "You must agree to the terms"],
      ["terms", undefined, "You must agree to the terms"],
    ],
  },
])("POST $path", ({ path, table, valid, rules }) => {
  it("stores a valid submission and answers 201", async () => {
    const before = await count(table);
    const response = await postJson(path, valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    expect(await count(table)).toBe(before + 1);
  });

  it.each(rules.map((rule) => [...rule] as [string, unknown, string]))(
    "rejects %s = %j with its message, storing nothing",
    async (field, value, message) => {
      const before = await count(table);
      const response = await postJson(path, { ...valid, [field]: value });
      expect(response.status).toBe(400);
      const body = await response.json<ErrorBody>();
      expect(body.message).toBe(message);
      expect(body.errors?.[field]).toContain(message);
      expect(await count(table)).toBe(before);
    },
  );

  it("reports the first failing rule as the message and every field's messages", async () => {
    const response = await postJson(path, {});
    expect(response.status).toBe(400);
    const body = await response.json<ErrorBody>();
    const [firstField, , firstMessage] = rules[0]!;
    expect(body.message).toBe(firstMessage);
    expect(Object.keys(body.errors ?? {})).toContain(firstField);
    expect(Object.keys(body.errors ?? {}).length).toBe(Object.keys(valid).length);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const before = await count(table);
    const response = await call(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new URLSearchParams({ name: "x" }).toString(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(await count(table)).toBe(before);
  });

  it.each(['{"firstName": "Dana",', "not json", "", "null", "[]", '"text"'])("answers 400, never 500, to the body %j", async (body) => {
    const before = await count(table);
    const response = await postJson(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await count(table)).toBe(before);
  });

  it("answers 413 to an oversized body, declared or streamed", async () => {
    const before = await count(table);
    const huge = JSON.stringify({ ...valid, message: "x".repeat(PUBLIC_BODY_LIMIT_BYTES) });
    const declared = await postJson(path, huge);
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const streamed = await call(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: stream,
      // @ts-expect-error workerd needs this for a streamed request body
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    expect(await count(table)).toBe(before);
  });

  it("stores text exactly as sent, SQL metacharacters included", async () => {
    const tricky = `Robert'); DROP TABLE ${table};-- "quoted" \\ back`;
    const field = "firstName" in valid ? "lastName" : "name";
    const response = await postJson(path, { ...valid, [field]: tricky });
    expect(response.status).toBe(201);
    const column = field === "lastName" ? "last_name" : "name";
    const { id } = await response.json<{ id: number }>();
    const row = await env.DB.prepare(`SELECT ${column} AS v FROM ${table} WHERE id = ?`).bind(id).first<{ v: string }>();
    expect(row?.v).toBe(tricky);
  });
});

describe("the stored contact submission", () => {
  it("keeps every field and the record of SMS consent", async () => {
    const before = Date.now();
    const { id } = await (await postJson("/api/contact", { ...validContact, firstName: "  Dana  " })).json<{ id: number }>();
    const row = await env.DB.prepare("SELECT * FROM contact_submissions WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      first_name: "Dana",
      last_name: "Reyes",
      email: "dana@example.com",
      phone: "(410) 555-0188",
      service: "camera_installation",
      message: validContact.message,
      sms_consent_version: SMS_CONSENT.version,
    });
    expect(row?.sms_consent_at).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps the camera registration's agreement to the terms", async () => {
    const { id } = await (await postJson("/api/register-camera", validCamera)).json<{ id: number }>();
    const row = await env.DB.prepare("SELECT * FROM camera_registrations WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "Dana Reyes", address: validCamera.address, camera_details: validCamera.cameraDetails, terms: 1 });
  });
});
