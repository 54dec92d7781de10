// Addresses admins enter are stored as the URL parser reads them; control characters anywhere
// are refused with the field's message; and a row stored before these rules still cannot break
// a redirect (the calendar feed's side is in feed-injection.test.ts).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { eq } from "drizzle-orm";

import { shortLinkClicks, shortLinks } from "../../../worker/db/schema";
import { adminApi, apiClient, read } from "../api-client";
import { call, db } from "../helpers";

const VALID_URL = "Must be a valid URL"; // S5, admin forms

let admin = apiClient();
beforeAll(async () => {
  admin = await adminApi();
});

const rows = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

let unique = 0;
const nextId = () => `${Date.now().toString(36)}-${(unique += 1)}`;

/** Addresses every admin URL field refuses with "Must be a valid URL". */
const REFUSED_ABSOLUTE: [name: string, value: string][] = [
  ["CRLF and a header", "https://example.org/a\r\nSet-Cookie: stolen=1"],
  ["CRLF and an alarm", "https://example.org/r\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM"],
  ["LF", "https://example.org/a\nb"],
  ["a bare CR", "https://example.org/a\rb"],
  ["a trailing CRLF", "https://example.org/a\r\n"],
  ["a leading tab", "\thttps://example.org/a"],
  ["a tab inside", "https://example.org/a\tb"],
  ["a line break in the host", "https://exa\nmple.org/"],
  ["NUL", "https://example.org/a\u0000b"],
  ["U+0001", "https://example.org/a\u0001b"],
  ["vertical tab", "https://example.org/a\u000bb"],
  ["form feed", "https://example.org/a\u000cb"],
  ["U+001F", "https://example.org/a\u001fb"],
  ["DEL", "https://example.org/a\u007fb"],
  ["javascript:", "javascript:alert(1)"],
  ["javascript: in mixed case", "JaVaScRiPt:alert(1)"],
  ["javascript: split by a line break", "java\nscript:alert(1)"],
  ["javascript: after a tab", "\tjavascript:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["vbscript:", "vbscript:msgbox(1)"],
  ["ftp:", "ftp://example.org/file"],
  ["mailto:", "mailto:someone@example.org"],
  ["file:", "file:///etc/passwd"],
  ["protocol-relative", "//evil.example/x"],
  ["https: without slashes", "https:evil.example"],
  ["a path", "/relative/path"],
  ["no host", "https://"],
  ["a space in the host", "https://exa mple.org/"],
  ["words", "not a url"],
];

/** Addresses accepted, and what is stored: the URL parser's reading (`new URL(v).href`). */
const STORED_AS: [given: string, stored: string][] = [
  ["HTTPS://Example.COM/a b", "https://example.com/a%20b"],
  ["  https://example.org/padded  ", "https://example.org/padded"],
  ["https://example.org", "https://example.org/"],
  ["http://example.org:80/x", "http://example.org/x"],
  ["https://example.org/a/../b?q=1 2#f", "https://example.org/b?q=1%202#f"],
  ["https://bücher.example/straße", "https://xn--bcher-kva.example/stra%C3%9Fe"],
  ["https://example.org/page?utm_source=print#form", "https://example.org/page?utm_source=print#form"],
];

describe("a redirect's toUrl", () => {
  // A path of this site is a target too (decision 0065: test/worker/short-links/site-path-targets.test.ts).
  it.each(REFUSED_ABSOLUTE.filter(([name]) => name !== "a path"))(
    "refuses %s with the field's message, storing nothing",
    async (_name, toUrl) => {
      const before = await rows("url_redirects");
      const response = await admin.redirects.$post({ json: { fromPath: `/refused-${nextId()}`, toUrl } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: VALID_URL, errors: { toUrl: [VALID_URL] } });
      expect(await rows("url_redirects")).toBe(before);
    },
  );

  it.each(STORED_AS)("stores %j as %j", async (toUrl, stored) => {
    const fromPath = `/stored-${nextId()}`;
    const response = await admin.redirects.$post({ json: { fromPath, toUrl } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ toUrl: stored });
    const row = await env.DB.prepare("SELECT to_url AS toUrl FROM url_redirects WHERE id = (SELECT max(id) FROM url_redirects)").first();
    expect(row).toEqual({ toUrl: stored });
  });

  it("refuses a control character on an update too, and keeps the stored target", async () => {
    const created = await read(admin.redirects.$post({ json: { fromPath: `/kept-${nextId()}`, toUrl: "https://example.org/kept" } }));
    const response = await admin.redirects[":id"].$patch({
      param: { id: String(created.id) },
      json: { toUrl: "https://example.org/x\r\nLocation: https://evil.example" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { toUrl: [VALID_URL] } });
    const row = await env.DB.prepare("SELECT to_url AS toUrl FROM url_redirects WHERE id = ?").bind(created.id).first();
    expect(row).toEqual({ toUrl: "https://example.org/kept" });
  });
});

describe("an event's registrationUrl", () => {
  const event = {
    title: "Registration check",
    date: "2026-05-02",
    time: "10:00",
    location: "Patterson Park",
    neighborhood: "Canton",
    description: "A walk.",
    eventType: "Safety Walk",
    organizer: "Canton neighbors",
    contactEmail: "",
    contactPhone: "",
  };

  it.each(REFUSED_ABSOLUTE)("refuses %s with the field's message, storing nothing", async (_name, registrationUrl) => {
    const before = await rows("community_events");
    const response = await admin.events.$post({ json: { ...event, registrationUrl } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VALID_URL, errors: { registrationUrl: [VALID_URL] } });
    expect(await rows("community_events")).toBe(before);
  });

  it.each(STORED_AS)("stores %j as %j", async (registrationUrl, stored) => {
    const response = await admin.events.$post({ json: { ...event, registrationUrl } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ registrationUrl: stored });
  });

  it.each(["", "   "])("stores %j as no link", async (registrationUrl) => {
    const response = await admin.events.$post({ json: { ...event, registrationUrl } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ registrationUrl: null });
  });
});

describe("a blog post's featuredImage", () => {
  const post = (featuredImage: string) => ({
    title: "Image check",
    slug: `image-check-${nextId()}`,
    excerpt: "An excerpt.",
    content: "<p>Body</p>",
    author: "Harborlight Security Team",
    category: "Security Tips",
    tags: [],
    featuredImage,
    isPublished: false,
  });

  it.each([
    ...REFUSED_ABSOLUTE.filter(([name]) => name !== "a path"),
    ["a path with CRLF", "/images/blog/a\r\nb.webp"],
    ["a path with a tab", "/images/blog/a\tb.webp"],
    ["a backslash leaving the site", "/\\evil.example/x.png"],
    ["a path that reads as another host", "/..//evil.example/x.png"],
    ["a path without its leading slash", "images/blog/x.webp"],
  ])("refuses %s with the field's message, storing nothing", async (_name, featuredImage) => {
    const before = await rows("blog_posts");
    const response = await admin.blog.posts.$post({ json: post(featuredImage) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: VALID_URL, errors: { featuredImage: [VALID_URL] } });
    expect(await rows("blog_posts")).toBe(before);
  });

  it.each([
    ...STORED_AS,
    // The seed's images are paths on the site.
    ["/images/blog/camera-placement-baltimore-rowhouses.svg", "/images/blog/camera-placement-baltimore-rowhouses.svg"],
    ["/images/blog/a b.webp", "/images/blog/a%20b.webp"],
    ["/images/blog/../blog/x.webp?v=2", "/images/blog/x.webp?v=2"],
  ])("stores %j as %j", async (featuredImage, stored) => {
    const response = await admin.blog.posts.$post({ json: post(featuredImage) });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ featuredImage: stored });
  });

  it.each(["", "  "])("stores %j as no image", async (featuredImage) => {
    const response = await admin.blog.posts.$post({ json: post(featuredImage) });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ featuredImage: null });
  });
});

describe("rows stored before these rules", () => {
  it.each([
    ["a CRLF header", "https://example.org/old\r\nSet-Cookie: stolen=1"],
    ["a bare CR", "https://example.org/old\rx"],
    ["NUL", "https://example.org/old\u0000x"],
    ["a javascript: target", "javascript:alert(1)"],
    ["a protocol-relative target", "//evil.example/x"],
  ])("a redirect to %s never answers 500 nor sends the visitor there", async (_name, toUrl) => {
    const fromPath = `/old-row-${nextId()}`;
    await db().insert(shortLinks).values({ fromPath, toUrl });
    for (const method of ["GET", "HEAD"]) {
      const response = await call(fromPath, { method, redirect: "manual" });
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.getSetCookie().join()).not.toContain("stolen");
    }
    const [row] = await db().select().from(shortLinks).where(eq(shortLinks.fromPath, fromPath));
    expect(row?.clickCount).toBe(0);
    expect(await db().select().from(shortLinkClicks).where(eq(shortLinkClicks.shortLinkId, row!.id))).toEqual([]);
  });

  it("a redirect stored with a target the parser reads differently answers with the parser's reading", async () => {
    const fromPath = `/old-row-${nextId()}`;
    await db().insert(shortLinks).values({ fromPath, toUrl: "HTTPS://Example.ORG/a b" });
    const response = await call(`${fromPath}?utm_source=flyer`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.org/a%20b?utm_source=flyer");
  });
});
