// The public feeds stay well-formed whatever a stored value or a query holds: /calendar.ics
// never lets a value start a line of its own, and /blog/rss.xml never carries a character
// XML 1.0 forbids (checked by a strict XML parser).
import { env } from "cloudflare:test";
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts, communityEvents } from "../../../worker/db/schema";
import type { BlogPostInput } from "../../../worker/shared/schemas/admin";
import { adminApi, apiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";

/** Every way to break a line, and the other controls a value might carry. */
const BREAKS = ["\r\n", "\n", "\r", "\u000b", "\u000c", "\u0000", "\u0085", "\u2028"];
const INJECTED = (breakWith: string) =>
  `x${breakWith}BEGIN:VEVENT${breakWith}SUMMARY:Injected${breakWith}END:VEVENT${breakWith}BEGIN:VALARM${breakWith}TRIGGER:-PT5M${breakWith}END:VALARM`;

/**
 * The feed's lines as RFC 5545 reads them: CRLF ends a line, a line starting with a space
 * continues the one before. No line may hold a raw CR or LF, and only the feed's own
 * components begin and end.
 */
function icsLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    // Nor any other control character: TEXT may hold none but a tab.
    expect(Array.from(line, (char) => char.codePointAt(0) ?? 0).filter((c) => (c < 0x20 && c !== 0x09) || c === 0x7f)).toEqual([]);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  return ics.slice(0, -2).replace(/\r\n /g, "").split("\r\n");
}

function expectOnlyOwnComponents(ics: string, events: number) {
  const lines = icsLines(ics);
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
  const components = lines.filter((line) => /^(BEGIN|END):/.test(line));
  expect(components).toEqual([
    "BEGIN:VCALENDAR",
    ...["BEGIN:VTIMEZONE", "BEGIN:DAYLIGHT", "END:DAYLIGHT", "BEGIN:STANDARD", "END:STANDARD", "END:VTIMEZONE"],
    ...Array.from({ length: events }, () => ["BEGIN:VEVENT", "END:VEVENT"]).flat(),
    "END:VCALENDAR",
  ]);
  expect(ics).not.toMatch(/\r\n(BEGIN|END):VALARM/);
}

describe("/calendar.ics", () => {
  it.each(BREAKS.map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "a filter holding %s stays inside X-WR-CALNAME",
    async (_name, breakWith) => {
      const response = await call(`/calendar.ics?neighborhood=${encodeURIComponent(INJECTED(breakWith))}`);
      expect(response.status).toBe(200);
      const ics = await response.text();
      expectOnlyOwnComponents(ics, 0);
      expect(icsLines(ics).filter((line) => line.startsWith("X-WR-CALNAME:"))).toHaveLength(1);
    },
  );

  it.each(BREAKS.map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "an event stored with %s in every field stays one event",
    async (_name, breakWith) => {
      const neighborhood = `Injected ${JSON.stringify(breakWith)}`;
      await db()
        .insert(communityEvents)
        .values({
          title: INJECTED(breakWith),
          description: INJECTED(breakWith),
          eventDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
          eventTime: "18:00",
          location: INJECTED(breakWith),
          neighborhood,
          eventType: INJECTED(breakWith),
          organizer: `Org"${INJECTED(breakWith)}`,
          contactEmail: `walks@example.org${INJECTED(breakWith)}`,
          registrationUrl: `https://example.org/${INJECTED(breakWith)}`,
        });
      const response = await call(`/calendar.ics?neighborhood=${encodeURIComponent(neighborhood)}`);
      expect(response.status).toBe(200);
      expectOnlyOwnComponents(await response.text(), 1);
    },
  );

  it("leaves out a stored registration link that no longer passes the rules", async () => {
    await db()
      .insert(communityEvents)
      .values({
        title: "Old row",
        eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        eventTime: "18:00",
        location: "Somewhere",
        neighborhood: "Old Row Park",
        eventType: "Town Hall",
        registrationUrl: "https://example.org/r\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nACTION:DISPLAY\r\nEND:VALARM",
      });
    const response = await call("/calendar.ics?neighborhood=Old%20Row%20Park");
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics).not.toContain("VALARM");
    // The event's own page instead.
    expect(ics.replace(/\r\n /g, "")).toMatch(new RegExp(`\r\nURL:${ORIGIN}/calendar/\\d+-old-row\r\n`));
  });

  it("keeps an ordinary line break in a description as an escaped \\n", async () => {
    await db()
      .insert(communityEvents)
      .values({
        title: "Line breaks",
        description: "one\r\ntwo\nthree\rfour",
        eventDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
        eventTime: "18:00",
        location: "Hall",
        neighborhood: "Line Break Park",
        eventType: "Town Hall",
      });
    const lines = icsLines(await (await call("/calendar.ics?neighborhood=Line%20Break%20Park")).text());
    expect(lines).toContain("DESCRIPTION:one\\ntwo\\nthree\\nfour");
  });
});

/** Strict XML 1.0: the parser's errors (a forbidden character, a broken tag, a bad entity...). */
function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (error) => errors.push(error.message));
  parser.write(xml).close();
  return errors;
}

/** Code points XML 1.0 does not allow (its Char production), written out again here on purpose. */
function forbiddenXmlChars(text: string): number[] {
  const allowed = (c: number) =>
    c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
  return Array.from(text, (char) => char.codePointAt(0) ?? 0).filter((code) => !allowed(code));
}

describe("/blog/rss.xml", () => {
  const FORBIDDEN = ["\u0001", "\u0000", "\u000b", "\u001f", "\ufffe", "\uffff"];

  beforeAll(async () => {
    await db()
      .insert(blogPosts)
      .values(
        FORBIDDEN.map((char, index) => ({
          title: `Title ${char} with <markup> & "quotes"`,
          slug: `forbidden-${index}`,
          excerpt: `Excerpt ${char} here`,
          content: `<p>Body ${char}</p>`,
          author: `Author ${char}`,
          category: `Category ${char}`,
          readingTime: 1,
          isPublished: true,
          publishedAt: new Date(Date.now() - (index + 1) * 60_000),
        })),
      );
  });

  it("is well-formed XML with no forbidden character, whatever the posts hold", async () => {
    const response = await call("/blog/rss.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(forbiddenXmlChars(xml)).toEqual([]);
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toContain("<title>Title  with &lt;markup&gt; &amp; &quot;quotes&quot;</title>");
    expect(xml).toContain("<description>Excerpt  here</description>");
  });

  it("the strict check itself catches a forbidden character", () => {
    expect(xmlErrors("<a>x\u0001y</a>")).not.toEqual([]);
  });

  it("is named once for the company: Security Blog - Harborlight Security", async () => {
    const xml = await (await call("/blog/rss.xml")).text();
    expect(xml).toContain("\n    <title>Security Blog - Harborlight Security</title>\n");
    expect(xml).not.toContain("Security Security");
    const blogPage = await (await call("/blog")).text();
    expect(blogPage).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Security Blog - Harborlight Security" href="/blog/rss.xml">',
    );
  });
});

describe("blog text an admin saves", () => {
  const MESSAGE = "Remove the control characters from this text";
  const post = {
    title: "Plain title",
    slug: "plain-title",
    excerpt: "A plain excerpt.",
    content: "<p>Body</p>",
    author: "Harborlight Security Team",
    category: "Security Tips",
    tags: ["tips"],
    isPublished: true,
  };
  let admin = apiClient();
  beforeAll(async () => {
    admin = await adminApi();
  });
  const send = (json: BlogPostInput) => admin.blog.posts.$post({ json });
  const posts = async () => (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())?.n ?? 0;

  it.each([
    ["title", { title: "Title \u0001" }],
    ["excerpt", { excerpt: "Excerpt \u0001" }],
    ["content", { content: "<p>\u0000</p>" }],
    ["author", { author: "Author \u001f" }],
    ["category", { category: "Ti\u000bps" }],
    ["metaTitle", { metaTitle: "Meta \u007f" }],
    ["metaDescription", { metaDescription: "Meta \ufffe" }],
    ["excerpt", { excerpt: "Lone \ud800 surrogate" }],
  ])("refuses a control character in %s, storing nothing", async (field, change) => {
    const before = await posts();
    const response = await send({ ...post, slug: `refused-${field.toLowerCase()}`, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MESSAGE, errors: { [field]: [MESSAGE] } });
    expect(await posts()).toBe(before);
  });

  it("refuses one in a tag", async () => {
    const response = await send({ ...post, slug: "refused-tag", tags: ["ok", "bad\u0001"] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: MESSAGE });
  });

  it("keeps tabs, line breaks and any other text", async () => {
    const content = "<p>one\ttwo</p>\r\n<p>three\nfour\rfive</p><p>émoji 🎥 – “quotes”</p>";
    const response = await send({ ...post, slug: "kept-text", content });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ content });
  });
});
