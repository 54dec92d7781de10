// A post's author from the team (R9, R25): who may be named (names only, for everyone who writes
// posts), a new post's byline defaulting to its writer, a chosen person's name as the byline, a
// chosen person who is not on the team refused, and the free-text author kept as before.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { users } from "../../../worker/db/schema";
import { ADMIN_TEXTS } from "../../../worker/shared/schemas/admin";
import { apiClient, errorBody, read, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { callWith, sessionFor, signedInAs } from "../session-helpers";

let editorCookie: string;
let editor: ApiClient;
let editorId: string;
let colleagueId: string;
let departedId: string;
let visitorId: string;

beforeAll(async () => {
  ({ cookie: editorCookie, userId: editorId } = await signedInAs("writer.one@example.com", { role: "editor" }));
  editor = apiClient({ cookie: editorCookie });
  ({ userId: colleagueId } = await signedInAs("dana@example.com", { role: "administrator" }));
  await db().update(users).set({ firstName: "Dana", lastName: "Brooks" }).where(eq(users.id, colleagueId));
  ({ userId: departedId } = await signedInAs("former@example.com", { role: "editor" }));
  await db().update(users).set({ firstName: "Former", lastName: "Colleague", deactivatedAt: new Date() }).where(eq(users.id, departedId));
  ({ userId: visitorId } = await signedInAs("visitor@example.com"));
});

let serial = 0;
const postBody = (byline: { author?: string; authorId?: string | null }) => ({
  title: "Porch lights that help",
  slug: `byline-${++serial}`,
  excerpt: "Light the porch.",
  content: "<p>Words.</p>",
  category: "Security Tips",
  ...byline,
});
const create = (byline: { author?: string; authorId?: string | null }) => editor.blog.posts.$post({ json: postBody(byline) });
const update = (id: number, json: { author?: string; authorId?: string | null; title?: string; isPublished?: boolean }) =>
  editor.blog.posts[":id"].$patch({ param: { id: String(id) }, json });

describe("GET /api/team/authors", () => {
  it("gives someone who writes posts each active team member's id and name, and nothing else of theirs", async () => {
    const authors = await read(editor.team.authors.$get());
    expect(authors).toContainEqual({ id: colleagueId, name: "Dana Brooks" });
    // No name from the provider: the email before its @.
    expect(authors).toContainEqual({ id: editorId, name: "writer.one" });
    for (const author of authors) {
      expect(Object.keys(author).sort()).toEqual(["id", "name"]);
      expect(author.name).not.toContain("@");
    }
  });

  it("leaves out people deactivated and people without a role", async () => {
    const ids = (await read(editor.team.authors.$get())).map((author) => author.id);
    expect(ids).not.toContain(departedId);
    expect(ids).not.toContain(visitorId);
  });

  it("is refused to a role that does not write posts", async () => {
    const leads = await sessionFor("leads-person@example.com", { role: "leads" });
    const response = await callWith(leads, "/api/team/authors");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Forbidden" });
  });
});

describe("a post's author", () => {
  it("is the writer when a new post names neither an author nor a team member", async () => {
    const post = await read(create({}));
    expect(post).toMatchObject({ authorId: editorId, author: "writer.one" });
  });

  it("is the chosen team member's name", async () => {
    const post = await read(create({ authorId: colleagueId }));
    expect(post).toMatchObject({ authorId: colleagueId, author: "Dana Brooks" });
    const stored = await env.DB.prepare("SELECT author, author_id AS authorId FROM blog_posts WHERE id = ?").bind(post.id).first();
    expect(stored).toEqual({ author: "Dana Brooks", authorId: colleagueId });
  });

  it("keeps an author text typed beside the team member chosen", async () => {
    const post = await read(create({ authorId: colleagueId, author: "Dana Brooks, CPP" }));
    expect(post).toMatchObject({ authorId: colleagueId, author: "Dana Brooks, CPP" });
  });

  it("keeps the free-text author when no team member is named", async () => {
    const post = await read(create({ authorId: null, author: "A Guest Writer" }));
    expect(post).toMatchObject({ authorId: null, author: "A Guest Writer" });
    const untouched = await read(update(post.id, { title: "Porch lights, again" }));
    expect(untouched).toMatchObject({ authorId: null, author: "A Guest Writer" });
    const typed = await read(update(post.id, { authorId: null, author: "Another Guest" }));
    expect(typed).toMatchObject({ authorId: null, author: "Another Guest" });
  });

  it("becomes a team member's name when one is chosen for a saved post, and free text again when none is", async () => {
    const post = await read(create({ author: "A Guest Writer" }));
    expect(post.authorId).toBeNull();
    const chosen = await read(update(post.id, { authorId: colleagueId }));
    expect(chosen).toMatchObject({ authorId: colleagueId, author: "Dana Brooks" });
    const guest = await read(update(post.id, { authorId: null, author: "A Guest Writer" }));
    expect(guest).toMatchObject({ authorId: null, author: "A Guest Writer" });
  });

  it.each([
    ["someone without a role", () => visitorId],
    ["someone deactivated", () => departedId],
    ["nobody", () => "sub-nobody@example.com"],
  ])("refuses %s, with the field's message", async (_who, idOf) => {
    const response = await create({ authorId: idOf() });
    expect(response.status).toBe(400);
    const error = await errorBody(response);
    expect(error.message).toBe(ADMIN_TEXTS.authorNotOnTeam);
    expect(error.message).toBe('The author chosen is not on the team: choose someone who is, or "Someone else"');
    expect(error.errors).toEqual({ authorId: [ADMIN_TEXTS.authorNotOnTeam] });
  });

  it("refuses a deactivated person chosen for a saved post, but keeps one the post already names", async () => {
    const post = await read(create({ authorId: colleagueId }));
    const refused = await update(post.id, { authorId: departedId });
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).message).toBe(ADMIN_TEXTS.authorNotOnTeam);
    // The post's author leaves the team: their post keeps them, and the post can still be saved.
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, colleagueId));
    try {
      const saved = await read(update(post.id, { authorId: colleagueId, title: "Still theirs" }));
      expect(saved).toMatchObject({ authorId: colleagueId, author: "Dana Brooks", title: "Still theirs" });
    } finally {
      await db().update(users).set({ deactivatedAt: null }).where(eq(users.id, colleagueId));
    }
  });

  it("asks for an author text when a new post names no team member", async () => {
    const response = await create({ authorId: null });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({
      message: ADMIN_TEXTS.authorRequired,
      errors: { author: [ADMIN_TEXTS.authorRequired] },
    });
  });

  it("is not told to readers as a team member's id", async () => {
    const post = await read(create({ authorId: colleagueId }));
    await read(update(post.id, { isPublished: true }));
    const listed = await read(apiClient().blog.posts.$get({ query: {} }));
    const opened = await read(apiClient().blog.posts[":slug"].$get({ param: { slug: post.slug } }));
    expect(listed.find((item) => item.id === post.id)).toMatchObject({ author: "Dana Brooks" });
    expect(listed.find((item) => item.id === post.id)).not.toHaveProperty("authorId");
    expect(opened).toMatchObject({ author: "Dana Brooks" });
    expect(opened).not.toHaveProperty("authorId");
  });
});
