// Raw requests on purpose: this file sends what the typed client cannot (requests to other hosts
// than the test origin).
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SITE_URL_MISSING } from "../../../worker/site-origin";
import { database } from "../../../worker/db/client";
import { outboxMessages } from "../../../worker/db/schema";
import { call, freshClientIp } from "../helpers";

// Links that leave the site (canonical links, the sitemap, emails) are written with SITE_URL. A
// request's Host header is the client's to choose, so only on this machine may it stand in.

const SITE = "https://harborlight.example";
const previousSiteUrl = env.SITE_URL;

afterEach(() => {
  env.SITE_URL = previousSiteUrl;
  vi.restoreAllMocks();
});

const lead = (origin: string) =>
  call(`${origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": freshClientIp() },
    body: JSON.stringify({
      firstName: "Avery",
      lastName: "Stone",
      email: "avery@example.com",
      phone: "(410) 555-0100",
      service: "other",
      message: "Please call about cameras for the shop.",
      smsConsent: true,
    }),
  });

const canonicalOf = async (response: Response) => /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];

describe("the site's origin", () => {
  it("comes from SITE_URL whatever Host the request names", async () => {
    env.SITE_URL = `${SITE}/`;
    expect(await canonicalOf(await call("https://evil.example/services"))).toBe(`${SITE}/services`);

    const sitemap = await (await call("https://evil.example/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap).not.toContain("evil.example");

    const answer = await lead("https://evil.example");
    expect(answer.status).toBe(201);
    const emails = await database(env).select().from(outboxMessages);
    expect(emails.length).toBeGreaterThan(0);
    const written = emails.map((row) => `${row.textBody} ${row.htmlBody ?? ""}`).join("\n");
    expect(written).toContain(`${SITE}/admin`);
    expect(written).not.toContain("evil.example");
  });

  it("may be the request's own on this machine when SITE_URL is unset", async () => {
    delete env.SITE_URL;
    expect(await canonicalOf(await call("http://localhost/services"))).toBe("http://localhost/services");
    expect(await canonicalOf(await call("http://127.0.0.1:8787/services"))).toBe("http://127.0.0.1:8787/services");
  });

  it("is never taken from another host's request: pages and sends are refused, and the reason is logged", async () => {
    delete env.SITE_URL;
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args.join(" ")));
    const before = await database(env).select().from(outboxMessages);

    const page = await call("https://evil.example/services");
    expect(page.status).toBe(500);
    expect(await page.text()).not.toContain("evil.example");
    const sitemap = await call("https://evil.example/sitemap.xml");
    expect(sitemap.status).toBe(500);

    const answer = await lead("https://evil.example");
    expect(answer.status).toBe(500);
    expect(await database(env).select().from(outboxMessages)).toHaveLength(before.length);
    expect(lines.join("\n")).toContain(SITE_URL_MISSING);
  });
});
