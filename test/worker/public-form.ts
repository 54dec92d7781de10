// What both public forms (the contact form and the camera registration) must do with what they
// are sent: store a valid submission, refuse each rule's failure with its message and store
// nothing, and answer a body that is not JSON, is malformed or too big with a 4xx, never a 500.
// Raw requests on purpose: the table of rules sends what the typed client cannot (wrong types,
// missing fields, bodies that are not JSON or too big), to either form by its path.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { PUBLIC_BODY_LIMIT_BYTES } from "../../worker/middleware/json-body";
import { call, postJson } from "./helpers";

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export type Rule = readonly [field: string, value: unknown, message: string];

export function describePublicForm({
  path,
  table,
  valid,
  rules,
}: {
  path: string;
  table: string;
  valid: Record<string, unknown>;
  rules: readonly Rule[];
}) {
  describe(`POST ${path}`, () => {
    it("stores a valid submission and answers 201", async () => {
      const before = await count(table);
      const response = await postJson(path, valid);
      expect(response.status).toBe(201);
      // The id, and for the contact form whether a CRM was sent the lead (R13).
      expect(await response.json()).toMatchObject({ id: expect.any(Number) });
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
}
