// Raw requests on purpose: this file sends what the typed client cannot (malformed bodies and
// queries, paths past every limit).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { call, postJson } from "../helpers";

const PUBLIC_WRITES = ["/api/contact", "/api/register-camera"];
const count = async () => {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM contact_submissions) + (SELECT count(*) FROM camera_registrations) AS n",
  ).first<{ n: number }>();
  return row?.n ?? 0;
};

const deeplyNested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe.each(PUBLIC_WRITES)("POST %s with bad input", (path) => {
  it.each([
    ["deeply nested arrays", deeplyNested(5000)],
    ["deeply nested objects", deepObject(2000)],
    ["a nested object where text belongs", JSON.stringify({ firstName: { $gt: "" }, name: { toString: "x" } })],
    ["numbers where text belongs", JSON.stringify({ firstName: 12, lastName: 34, name: 56, email: 7, phone: 8 })],
    ["arrays where text belongs", JSON.stringify({ firstName: ["a", "b"], name: ["a"], email: ["x@example.com"] })],
    ["booleans as strings", JSON.stringify({ smsConsent: "true", terms: "yes" })],
    ["a prototype-pollution attempt", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
    ["a byte-order mark and garbage", "\uFEFF{garbage"],
    ["invalid UTF-8 escapes", '{"firstName":"\\ud800"}'],
    ["an empty body", ""],
  ])("%s: 400 JSON, nothing stored", async (_name, body) => {
    const before = await count();
    const response = await postJson(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await count()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("public reads with bad input", () => {
  it.each([
    "/api/blog/posts?limit=1e9",
    "/api/blog/posts?offset=-5",
    "/api/blog/posts?limit=1&limit=2",
    `/api/events?neighborhood=${"x".repeat(500)}`,
    "/api/blog/posts/" + "a".repeat(300),
  ])("%s answers 400 or 404 in JSON, never 500", async (path) => {
    const response = await call(path);
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  it("treats SQL metacharacters in filters as plain text", async () => {
    const response = await call(`/api/events?neighborhood=${encodeURIComponent("Canton' OR '1'='1")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const posts = await call(`/api/blog/posts?category=${encodeURIComponent("x' UNION SELECT * FROM users --")}`);
    expect(await posts.json()).toEqual([]);
  });
});
