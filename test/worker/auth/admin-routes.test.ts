import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { ADMIN_TEXTS } from "../../../worker/shared/schemas/admin";
import { ADMIN_ROUTES } from "../admin-routes";
import { apiClient, read, successBody, type ApiClient } from "../api-client";
import { asAdmin, asMember, callWith, sessionFor } from "../session-helpers";

let adminCookie: string;
let admin: ApiClient;
let member: string;

beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
  member = await asMember();
});

/** A raw request: the table of every route and method, and rule tables whose bodies the typed client forbids. */
function send(cookie: string, method: string, path: string, body?: unknown) {
  return callWith(cookie, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("every admin route", () => {
  it.each(ADMIN_ROUTES)("%s %s answers 401 without a session", async (method, path, body) => {
    const response = await send("", method, path, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it.each(ADMIN_ROUTES)("%s %s answers 401 with a forged session cookie", async (method, path, body) => {
    expect((await send("hl_session=not-a-real-session", method, path, body)).status).toBe(401);
  });

  it.each(ADMIN_ROUTES)("%s %s answers 403 to a signed-in non-admin", async (method, path, body) => {
    const response = await send(member, method, path, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Forbidden" });
  });

  it("takes a removed person's rights away at their next request, with the same session", async () => {
    // An Owner of its own: the shared one other tests sign in as is never touched.
    const cookie = await sessionFor("revoked-admin@example.com", { role: "owner" });
    const revoked = apiClient({ cookie });
    expect((await revoked.redirects.$get()).status).toBe(200);
    await env.DB.prepare("UPDATE users SET role = NULL WHERE email = 'revoked-admin@example.com'").run();
    expect((await revoked.redirects.$get()).status).toBe(403);
  });

  it("refuses a deactivated person and a demoted one at their next request, with the same session", async () => {
    const cookie = await sessionFor("deactivated-owner@example.com", { role: "owner" });
    const person = apiClient({ cookie });
    expect((await person.contacts.$get()).status).toBe(200);
    await env.DB.prepare("UPDATE users SET role = 'editor' WHERE email = 'deactivated-owner@example.com'").run();
    expect((await person.contacts.$get()).status).toBe(403);
    expect((await person.redirects.$get()).status).toBe(200);
    await env.DB.prepare("UPDATE users SET deactivated_at = 1 WHERE email = 'deactivated-owner@example.com'").run();
    expect((await person.redirects.$get()).status).toBe(403);
  });
});

async function auditRows() {
  return (await read(admin.admin.audit.$get({ query: {} }))).entries;
}

describe("redirects", () => {
  it("create, list, update and delete, each recorded in the audit trail", async () => {
    const created = await admin.redirects.$post({ json: { fromPath: "/spring-flyer/", toUrl: "https://example.org/spring" } });
    expect(created.status).toBe(201);
    const redirect = await successBody(created);
    expect(redirect).toMatchObject({ fromPath: "/spring-flyer", isActive: true, clickCount: 0 });

    const list = await read(admin.redirects.$get());
    expect(list.map((r) => r.id)).toContain(redirect.id);

    const updated = await admin.redirects[":id"].$patch({
      param: { id: String(redirect.id) },
      json: { fromPath: "/spring-flyer", toUrl: "https://example.org/new", isActive: false },
    });
    expect(await updated.json()).toMatchObject({ toUrl: "https://example.org/new", isActive: false });

    expect((await admin.redirects[":id"].$delete({ param: { id: String(redirect.id) } })).status).toBe(200);
    expect((await admin.redirects[":id"].$delete({ param: { id: String(redirect.id) } })).status).toBe(404);

    const audit = (await auditRows()).filter((row) => row.entity === "redirect" && row.entityId === redirect.id);
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
    expect(audit[0]?.userEmail).toBe("staff-admin@example.com");
  });

  it.each([
    [{ fromPath: "", toUrl: "https://example.org" }, "fromPath", "From path is required"],
    [{ toUrl: "https://example.org" }, "fromPath", "From path is required"],
    [{ fromPath: "flyer", toUrl: "https://example.org" }, "fromPath", "Path must start with /"],
    [{ fromPath: "/about", toUrl: "https://example.org" }, "fromPath", "This path is used by the site"],
    [{ fromPath: "/admin/x", toUrl: "https://example.org" }, "fromPath", "This path is used by the site"],
    [{ fromPath: "/api/events", toUrl: "https://example.org" }, "fromPath", "This path is used by the site"],
    [{ fromPath: "/blog/rss.xml", toUrl: "https://example.org" }, "fromPath", "This path is used by the site"],
    [{ fromPath: "/ok", toUrl: "not a url" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "javascript:alert(1)" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "data:text/html,hi" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "//evil.example/x" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "ftp://example.org/file" }, "toUrl", "Must be a valid URL"],
  ])("rejects %j with %s's message", async (body, field, message) => {
    const response = await send(adminCookie, "POST", "/api/redirects", body);
    expect(response.status).toBe(400);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(error.message).toBe(message);
    expect(error.errors[field]).toContain(message);
  });

  it("refuses a second redirect for the same path", async () => {
    expect((await admin.redirects.$post({ json: { fromPath: "/twice", toUrl: "https://example.org/1" } })).status).toBe(201);
    const again = await admin.redirects.$post({ json: { fromPath: "/twice/", toUrl: "https://example.org/2" } });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: ADMIN_TEXTS.fromPathDuplicate });
  });
});

describe("blog posts", () => {
  const post = {
    title: "Winter lighting",
    slug: "winter-lighting",
    excerpt: "Short days mean more hours of darkness.",
    content: `<p>${"word ".repeat(450)}</p>`,
    author: "Harborlight Security Team",
    category: "Security Tips",
    tags: ["lighting", "winter"],
    featuredImage: "",
    metaTitle: "",
    metaDescription: "",
    isPublished: false,
  };

  it("keeps drafts from the public and shows them to admins on the same path (R9)", async () => {
    const created = await read(admin.blog.posts.$post({ json: post }));
    expect(created.publishedAt).toBeNull();
    expect(created.readingTime).toBe(3);
    const publicList = await read(apiClient().blog.posts.$get({ query: { limit: "50" } }));
    expect(publicList.map((p) => p.slug)).not.toContain("winter-lighting");
    const adminList = await read(admin.blog.posts.$get({ query: {} }));
    expect(adminList).toContainEqual(expect.objectContaining({ slug: "winter-lighting", isPublished: false }));
  });

  it("sets publishedAt when first published and keeps it on later edits", async () => {
    const { id } = await read(admin.blog.posts.$post({ json: { ...post, slug: "publish-once" } }));
    const published = await read(admin.blog.posts[":id"].$patch({ param: { id: String(id) }, json: { isPublished: true } }));
    expect(published.publishedAt).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await read(
      admin.blog.posts[":id"].$patch({
        param: { id: String(id) },
        json: { ...post, slug: "publish-once", title: "Edited", isPublished: true },
      }),
    );
    expect(edited).toMatchObject({ title: "Edited", publishedAt: published.publishedAt });
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ slug: "" }, "slug", "Slug is required"],
    [{ slug: "Bad Slug" }, "slug", "Slug must be lowercase with hyphens only"],
    [{ slug: "double--hyphen" }, "slug", "Slug must be lowercase with hyphens only"],
    [{ slug: "-leading" }, "slug", "Slug must be lowercase with hyphens only"],
    [{ excerpt: "" }, "excerpt", "Excerpt is required"],
    [{ excerpt: "x".repeat(301) }, "excerpt", "Excerpt must be less than 300 characters"],
    [{ content: "" }, "content", "Content is required"],
    [{ author: "" }, "author", "Author is required"],
    [{ category: "" }, "category", "Category is required"],
    [{ featuredImage: "not a url" }, "featuredImage", "Must be a valid URL"],
    [{ tags: "a,b" }, "tags", undefined],
  ])("rejects %j", async (change, field, message) => {
    const response = await send(adminCookie, "POST", "/api/blog/posts", { ...post, slug: "rule-check", ...change });
    expect(response.status).toBe(400);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(error.errors[field]).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("accepts an excerpt of exactly 300 characters and refuses a taken slug", async () => {
    expect((await admin.blog.posts.$post({ json: { ...post, slug: "long-excerpt", excerpt: "x".repeat(300) } })).status).toBe(201);
    const again = await admin.blog.posts.$post({ json: { ...post, slug: "long-excerpt" } });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: ADMIN_TEXTS.slugDuplicate });
  });

  it("accepts a whole article up to the admin body limit", async () => {
    const response = await admin.blog.posts.$post({
      json: { ...post, slug: "long-article", content: `<p>${"x".repeat(100_000)}</p>` },
    });
    expect(response.status).toBe(201);
  });
});

describe("events in the admin vocabulary (R4)", () => {
  const event = {
    title: "Hampden walk",
    date: "2026-03-14",
    time: "18:30",
    location: "36th Street",
    neighborhood: "Hampden",
    description: "Evening safety walk.",
    eventType: "Community Meeting",
    organizer: "Hampden neighbors",
    contactEmail: "walks@example.org",
    contactPhone: "(410) 555-0101",
    registrationUrl: "",
  };

  it("stores the date and time read in America/New_York, and answers both vocabularies", async () => {
    const response = await admin.events.$post({ json: event });
    expect(response.status).toBe(201);
    const stored = await successBody(response);
    expect(stored).toMatchObject({
      date: "2026-03-14",
      time: "18:30",
      eventDate: "2026-03-14T22:30:00.000Z",
      eventTime: "18:30",
      contactInfo: "walks@example.org · (410) 555-0101",
      registrationUrl: null,
    });
    const updated = await read(admin.events[":id"].$patch({ param: { id: String(stored.id) }, json: { ...event, date: "2026-03-07" } }));
    expect(updated.eventDate).toBe("2026-03-07T23:30:00.000Z"); // EST, a week before the change
  });

  it.each([
    ["title", "Title is required"],
    ["date", "Date is required"],
    ["time", "Time is required"],
    ["location", "Location is required"],
    ["neighborhood", "Neighborhood is required"],
    ["description", "Description is required"],
    ["eventType", "Event type is required"],
    ["organizer", "Organizer is required"],
  ])("requires %s: '%s'", async (field, message) => {
    const response = await admin.events.$post({ json: { ...event, [field]: "" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it.each([
    ["contactEmail", "not-an-email", "Must be a valid email"],
    ["registrationUrl", "javascript:alert(1)", "Must be a valid URL"],
  ])("checks %s", async (field, value, message) => {
    const response = await admin.events.$post({ json: { ...event, [field]: value } });
    expect(await response.json()).toMatchObject({ message });
  });
});
