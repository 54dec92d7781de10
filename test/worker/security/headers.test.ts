import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders } from "../../../worker/security/headers";
import { apiClient } from "../api-client";
import { call } from "../helpers";

const CSP_DIRECTIVES = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

function expectSecurityHeaders(response: { headers: Headers }) {
  const csp = CSP_DIRECTIVES(response.headers.get("Content-Security-Policy") ?? "");
  expect(csp.get("script-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  for (const [, values] of csp) {
    expect(values).not.toContain("'unsafe-inline'");
    expect(values).not.toContain("'unsafe-eval'");
  }
  const hsts = /max-age=(\d+)/.exec(response.headers.get("Strict-Transport-Security") ?? "");
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(response.headers.get("Strict-Transport-Security")).toContain("includeSubDomains");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(response.headers.get("Permissions-Policy")).toContain("geolocation=()");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
}

describe("security headers", () => {
  it("are on a page", async () => expectSecurityHeaders(await call("/about")));
  it("are on a page answered from memory or from the edge's cache, every time", async () => {
    for (const path of ["/services", "/services", "/blog", "/blog", "/calendar", "/calendar"]) expectSecurityHeaders(await call(path));
    const cached = await call("/blog");
    expect(cached.headers.get("Server-Timing")).toContain('page-cache;desc="hit"');
    expectSecurityHeaders(cached);
  });
  it("are on the not-found page", async () => expectSecurityHeaders(await call("/missing")));
  it("are on an API answer", async () => expectSecurityHeaders(await apiClient().events.$get({ query: {} })));
  it("are on an API error", async () => expectSecurityHeaders(await call("/api/nothing")));
  it("are on a redirect", async () => {
    await env.DB.prepare("INSERT INTO url_redirects (from_path, to_url) VALUES ('/hdr', 'https://example.org/')").run();
    const response = await call("/hdr", { redirect: "manual" });
    expect(response.status).toBe(302);
    expectSecurityHeaders(response);
  });
  it("are on a static asset, through the platform's _headers file", async () => {
    const response = await env.ASSETS.fetch("http://localhost/favicon.svg");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it("allow exactly what a configured third party needs, and nothing when none is", () => {
    expect(contentSecurityPolicy({})).not.toContain("challenges.cloudflare.com");
    const withTurnstile = CSP_DIRECTIVES(contentSecurityPolicy({ turnstileSiteKey: "1x00000000000000000000AA" }));
    expect(withTurnstile.get("script-src")).toEqual(["'self'", "https://challenges.cloudflare.com"]);
    expect(withTurnstile.get("frame-src")).toContain("https://challenges.cloudflare.com");
    const withAnalytics = CSP_DIRECTIVES(contentSecurityPolicy({ analyticsEndpoint: "https://stats.example.org/collect" }));
    expect(withAnalytics.get("connect-src")).toEqual(["'self'", "https://stats.example.org"]);
    expect(Object.keys(securityHeaders({}))).toContain("Cross-Origin-Opener-Policy");
  });
});
