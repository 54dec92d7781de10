// Raw requests on purpose: this file sends what the typed client cannot (another site's Origin,
// no Origin at all, Sec-Fetch-Site alone).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { CROSS_SITE_MESSAGE } from "../../../worker/security/csrf";
import { VALID_CONTACT } from "../fixtures";
import { call, freshClientIp, ORIGIN } from "../helpers";
import { asAdmin } from "../session-helpers";

const contact = VALID_CONTACT;

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

function post(path: string, headers: Record<string, string>, body: unknown = contact, method = "POST") {
  return call(path, {
    method,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshClientIp(), ...headers },
    body: JSON.stringify(body),
  });
}

describe("cross-site requests", () => {
  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["a look-alike Origin", { Origin: "http://localhost.evil.example" }],
    ["the null Origin of a sandboxed frame", { Origin: "null" }],
    ["no Origin and a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
    ["no Origin and no fetch metadata", {}],
  ])("are refused with 403 and change nothing: %s", async (_name, headers) => {
    const before = await count("contact_submissions");
    const response = await post("/api/contact", headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(await count("contact_submissions")).toBe(before);
  });

  it("are refused for admin mutations even with the admin's cookie", async () => {
    const before = await count("url_redirects");
    const response = await post(
      "/api/redirects",
      { Origin: "https://evil.example", Cookie: admin },
      { fromPath: "/csrf", toUrl: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await count("url_redirects")).toBe(before);
  });

  it("cannot sign an admin out from another site", async () => {
    const response = await call("/api/logout", { method: "POST", headers: { Cookie: admin, Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect((await call("/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("are accepted from the site itself, by Origin or by Sec-Fetch-Site", async () => {
    expect((await post("/api/contact", { Origin: ORIGIN })).status).toBe(201);
    expect((await post("/api/contact", { "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
  });

  it("never change state on GET, sign-out included", async () => {
    expect((await call("/api/logout", { headers: { Cookie: admin } })).status).toBe(200);
    expect((await call("/api/auth/user", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("must be JSON when they carry a body", async () => {
    const response = await call("/api/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "text/plain" },
      body: JSON.stringify(contact),
    });
    expect(response.status).toBe(415);
  });
});
