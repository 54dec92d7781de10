// A post's autosaved copy (decision 0050): each staff member keeps their own as they type, it
// changes nothing readers see and writes no revision or audit entry, and their next save of the
// post (an update or a restored revision) deletes it. 401/403 for these routes:
// test/worker/admin-routes.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { readContentVersion } from "../../../worker/db/content-version";
import { adminApi, apiClient, errorBody, read, type ApiClient } from "../api-client";
import { call } from "../helpers";
import { sessionFor } from "../session-helpers";

let admin: ApiClient;
let otherAdmin: ApiClient;
beforeAll(async () => {
  admin = await adminApi();
  otherAdmin = apiClient({ cookie: await sessionFor("second-writer@example.com", { role: "owner" }) });
});

const createPost = () =>
  read(
    admin.blog.posts.$post({
      json: {
        title: "Doorbell cameras",
        slug: `doorbell-${crypto.randomUUID().slice(0, 8)}`,
        excerpt: "Where a doorbell camera looks.",
        content: "<p>As published.</p>",
        author: "Harborlight Security Team",
        category: "Security Tips",
        isPublished: true,
      },
    }),
  );
const param = (id: number) => ({ param: { id: String(id) } });
const keep = (client: ApiClient, id: number, json: Record<string, unknown>) =>
  client.blog.posts[":id"].autosave.$put({ ...param(id), json });
const autosaveOf = async (client: ApiClient, id: number) => (await read(client.blog.posts[":id"].autosave.$get(param(id)))).autosave;
const count = async (sql: string, id: number) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())!.n;
const auditCount = () =>
  env.DB.prepare("SELECT count(*) AS n FROM audit_log")
    .first<{ n: number }>()
    .then((row) => row!.n);

describe("a post's autosaved copy", () => {
  it("keeps the fields as typed, half-typed ones too, and gives them back to the one who typed them", async () => {
    const post = await createPost();
    const typed = { title: "Doorbell cameras, and", excerpt: "", content: "<p>Half a sent", slug: "", isPublished: true, tags: "porch, " };
    const before = Date.now();
    const response = await keep(admin, post.id, typed);
    expect(response.status).toBe(200);
    const { savedAt } = await read(Promise.resolve(response));
    expect(Date.parse(savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await autosaveOf(admin, post.id)).toEqual({ savedAt, fields: typed });
    // A second keep replaces the first: one copy per post and staff member.
    await keep(admin, post.id, { ...typed, content: "<p>Half a sentence.</p>" });
    expect((await autosaveOf(admin, post.id))?.fields.content).toBe("<p>Half a sentence.</p>");
    expect(await count("SELECT count(*) AS n FROM post_autosaves WHERE post_id = ?", post.id)).toBe(1);
    // Another staff member has none of it.
    expect(await autosaveOf(otherAdmin, post.id)).toBeNull();
  });

  it("changes nothing readers see and writes no revision and no audit entry", async () => {
    const post = await createPost();
    const audits = await auditCount();
    await keep(admin, post.id, { title: "Not yet", content: "<p>Typed, not saved.</p>" });
    const page = await (await call(`/blog/${post.slug}`)).text();
    expect(page).toContain("As published.");
    expect(page).not.toContain("Typed, not saved.");
    const json = await (await call(`/api/blog/posts/${post.slug}`)).json<{ title: string; content: string }>();
    expect(json).toMatchObject({ title: "Doorbell cameras", content: "<p>As published.</p>" });
    expect(await count("SELECT count(*) AS n FROM post_revisions WHERE post_id = ?", post.id)).toBe(1);
    expect(await auditCount()).toBe(audits);
  });

  it("leaves the cached pages' content version as it was, as the post's own save does not", async () => {
    const post = await createPost();
    const version = await readContentVersion(env);
    expect(version).not.toBeNull();
    expect((await keep(admin, post.id, { title: "Typing" })).status).toBe(200);
    expect((await admin.blog.posts[":id"].autosave.$delete(param(post.id))).status).toBe(204);
    expect((await readContentVersion(env))?.version).toBe(version!.version);
    expect((await admin.blog.posts[":id"].$patch({ ...param(post.id), json: { title: "Saved" } })).status).toBe(200);
    expect((await readContentVersion(env))?.version).not.toBe(version!.version);
  });

  it("is deleted by its writer's update of the post, and only theirs", async () => {
    const post = await createPost();
    await keep(admin, post.id, { title: "Mine" });
    await keep(otherAdmin, post.id, { title: "Theirs" });
    const saved = await admin.blog.posts[":id"].$patch({ ...param(post.id), json: { title: "Mine, saved" } });
    expect(saved.status).toBe(200);
    expect(await autosaveOf(admin, post.id)).toBeNull();
    expect((await autosaveOf(otherAdmin, post.id))?.fields.title).toBe("Theirs");
  });

  it("is deleted by its writer's restore of a revision", async () => {
    const post = await createPost();
    const [revision] = await read(admin.blog.posts[":id"].revisions.$get(param(post.id)));
    await keep(admin, post.id, { title: "Typed over" });
    const restored = await admin.blog.posts[":id"].revisions[":revisionId"].restore.$post({
      param: { id: String(post.id), revisionId: String(revision!.id) },
    });
    expect(restored.status).toBe(200);
    expect(await autosaveOf(admin, post.id)).toBeNull();
  });

  it("survives a save that is refused, and is deleted with the post or on discard", async () => {
    const [first, second] = [await createPost(), await createPost()];
    await keep(admin, second.id, { title: "Kept through a refusal" });
    const refused = await admin.blog.posts[":id"].$patch({ ...param(second.id), json: { slug: first.slug } });
    expect(refused.status).toBe(400);
    expect((await autosaveOf(admin, second.id))?.fields.title).toBe("Kept through a refusal");

    expect((await admin.blog.posts[":id"].autosave.$delete(param(second.id))).status).toBe(204);
    expect(await autosaveOf(admin, second.id)).toBeNull();

    await keep(admin, first.id, { title: "Gone with the post" });
    expect((await admin.blog.posts[":id"].$delete(param(first.id))).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM post_autosaves WHERE post_id = ?", first.id)).toBe(0);
  });

  it("answers 404 for a post that does not exist, and 400 for fields it does not take", async () => {
    expect((await keep(admin, 987_654_321, { title: "Nowhere" })).status).toBe(404);
    expect((await admin.blog.posts[":id"].autosave.$get(param(987_654_321))).status).toBe(404);
    const post = await createPost();
    const tooLong = await keep(admin, post.id, { content: "x".repeat(250_001) });
    expect(tooLong.status).toBe(400);
    expect((await errorBody(tooLong)).errors).toHaveProperty("content");
    expect((await keep(admin, post.id, { title: "x", isAdmin: true })).status).toBe(400);
    expect((await keep(admin, post.id, { title: 42 })).status).toBe(400);
    expect(await autosaveOf(admin, post.id)).toBeNull();
  });
});
