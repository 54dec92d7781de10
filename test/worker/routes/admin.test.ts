import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { ADMIN_MESSAGES } from "../../../worker/shared/schemas/admin";
import { ADMIN_ROUTES } from "../admin-routes";
import { call } from "../helpers";
import { asAdmin, asMember, callWith, sessionFor } from "../session-helpers";

let admin: string;
let member: string;

beforeAll(async () => {
  admin = await asAdmin();
  member = await asMember();
});

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

  it("takes a revoked admin's rights away at once", async () => {
    // An admin of its own: the shared one other tests sign in as is never touched.
    const cookie = await sessionFor("revoked-admin@example.com", { isAdmin: true });
    expect((await callWith(cookie, "/api/redirects")).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE email = 'revoked-admin@example.com'").run();
    expect((await callWith(cookie, "/api/redirects")).status).toBe(403);
  });
});

async function auditRows() {
  return await (
    await callWith(admin, "/api/admin/audit")
  ).json<
    {
      action: string;
      entity: string;
      entityId: number;
      userEmail: string;
    }[]
  >();
}

describe("redirects", () => {
  it("create, list, update and delete, each recorded in the audit trail", async () => {
    const created = await send(admin, "POST", "/api/redirects", { fromPath: "/spring-flyer/", toUrl: "https://example.org/spring" });
    expect(created.status).toBe(201);
    const redirect = await created.json<{ id: number; fromPath: string; isActive: boolean; clickCount: number }>();
    expect(redirect).toMatchObject({ fromPath: "/spring-flyer", isActive: true, clickCount: 0 });

    const list = await (await callWith(admin, "/api/redirects")).json<{ id: number }[]>();
    expect(list.map((r) => r.id)).toContain(redirect.id);

    const updated = await send(admin, "PATCH", `/api/redirects/${redirect.id}`, {
      fromPath: "/spring-flyer",
      toUrl: "https://example.org/new",
      isActive: false,
    });
    expect(await updated.json()).toMatchObject({ toUrl: "https://example.org/new", isActive: false });

    expect((await send(admin, "DELETE", `/api/redirects/${redirect.id}`)).status).toBe(200);
    expect((await send(admin, "DELETE", `/api/redirects/${redirect.id}`)).status).toBe(404);

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
    [{ fromPath: "/blog/x", toUrl: "https://example.org" }, "fromPath", "This path is used by the site"],
    [{ fromPath: "/ok", toUrl: "not a url" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "javascript:alert(1)" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "data:text/html,hi" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "//evil.example/x" }, "toUrl", "Must be a valid URL"],
    [{ fromPath: "/ok", toUrl: "ftp://example.org/file" }, "toUrl", "Must be a valid URL"],
  ])("rejects %j with %s's message", async (body, field, message) => {
    const response = await send(admin, "POST", "/api/redirects", body);
    expect(response.status).toBe(400);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(error.message).toBe(message);
    expect(error.errors[field]).toContain(message);
  });

  it("refuses a second redirect for the same path", async () => {
    expect((await send(admin, "POST", "/api/redirects", { fromPath: "/twice", toUrl: "https://example.org/1" })).status).toBe(201);
    const again = await send(admin, "POST", "/api/redirects", { fromPath: "/twice/", toUrl: "https://example.org/2" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: ADMIN_MESSAGES.fromPathDuplicate });
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
    const created = await (
      await send(admin, "POST", "/api/blog/posts", post)
    ).json<{
      id: number;
      publishedAt: string | null;
      readingTime: number;
    }>();
    expect(created.publishedAt).toBeNull();
    expect(created.readingTime).toBe(3);
    const publicList = await (await call("/api/blog/posts?limit=50")).json<{ slug: string }[]>();
    expect(publicList.map((p) => p.slug)).not.toContain("winter-lighting");
    const adminList = await (await callWith(admin, "/api/blog/posts")).json<{ slug: string; isPublished: boolean }[]>();
    expect(adminList).toContainEqual(expect.objectContaining({ slug: "winter-lighting", isPublished: false }));
  });

  it("sets publishedAt when first published and keeps it on later edits", async () => {
    const { id } = await (await send(admin, "POST", "/api/blog/posts", { ...post, slug: "publish-once" })).json<{ id: number }>();
    const published = await (
      await send(admin, "PATCH", `/api/blog/posts/${id}`, { isPublished: true })
    ).json<{
      publishedAt: string;
    }>();
    expect(published.publishedAt).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await (
      await send(admin, "PATCH", `/api/blog/posts/${id}`, { ...post, slug: "publish-once", title: "Edited", isPublished: true })
    ).json<{ publishedAt: string; title: string }>();
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
    const response = await send(admin, "POST", "/api/blog/posts", { ...post, slug: "rule-check", ...change });
    expect(response.status).toBe(400);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(error.errors[field]).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("accepts an excerpt of exactly 300 characters and refuses a taken slug", async () => {
    expect((await send(admin, "POST", "/api/blog/posts", { ...post, slug: "long-excerpt", excerpt: "x".repeat(300) })).status).toBe(201);
    const again = await send(admin, "POST", "/api/blog/posts", { ...post, slug: "long-excerpt" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: ADMIN_MESSAGES.slugDuplicate });
  });

  it("accepts a whole article up to the admin body limit", async () => {
    const response = await send(admin, "POST", "/api/blog/posts", {
      ...post,
      slug: "long-article",
      content: `<p>${"x".repeat(100_000)}</p>`,
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
    const response = await send(admin, "POST", "/api/events", event);
    expect(response.status).toBe(201);
    const stored = await response.json<{ id: number } & Record<string, unknown>>();
    expect(stored).toMatchObject({
      date: "2026-03-14",
      time: "18:30",
      eventDate: "2026-03-14T22:30:00.000Z",
      eventTime: "18:30",
      contactInfo: "walks@example.org · (410) 555-0101",
      registrationUrl: null,
    });
    const updated = await (
      await send(admin, "PATCH", `/api/events/${stored.id}`, { ...event, date: "2026-03-07" })
    ).json<Record<string, unknown>>();
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
    const response = await send(admin, "POST", "/api/events", { ...event, [field]: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it.each([
    ["contactEmail", "not-an-email", "Must be a valid email"],
    ["registrationUrl", "javascript:alert(1)", "Must be a valid URL"],
  ])("checks %s", async (field, value, message) => {
    const response = await send(admin, "POST", "/api/events", { ...event, [field]: value });
    expect(await response.json()).toMatchObject({ message });
  });
});
