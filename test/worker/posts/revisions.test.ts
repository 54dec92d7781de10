// A post's revisions (decision 0046): each save keeps one in its own batch, staff list, read and
// restore them (restoring is a save too), the newest POST_REVISIONS_KEPT are kept, and a deleted
// post takes its revisions with it. 401/403 for these routes: test/worker/admin-routes.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { POST_REVISIONS_KEPT } from "../../../worker/db/post-revisions";
import { adminApi, apiClient, errorBody, read } from "../api-client";
import { call } from "../helpers";

let admin = apiClient();
beforeAll(async () => {
  admin = await adminApi();
});

let serial = 0;
const postBody = (isPublished = true) => ({
  title: "Porch lights that help",
  slug: `porch-lights-${++serial}-${crypto.randomUUID().slice(0, 8)}`,
  excerpt: "Light the porch.",
  content: "<p>First words.</p>",
  author: "Harborlight Security Team",
  category: "Security Tips",
  featuredImage: "https://example.org/porch.jpg",
  isPublished,
});
const createPost = (isPublished = true) => read(admin.blog.posts.$post({ json: postBody(isPublished) }));
const patch = (id: number, json: { title?: string; content?: string; excerpt?: string; slug?: string }) =>
  admin.blog.posts[":id"].$patch({ param: { id: String(id) }, json });
const revisionsOf = (id: number) => read(admin.blog.posts[":id"].revisions.$get({ param: { id: String(id) } }));
const revisionOf = (id: number, revisionId: number) =>
  admin.blog.posts[":id"].revisions[":revisionId"].$get({ param: { id: String(id), revisionId: String(revisionId) } });
const restore = (id: number, revisionId: number) =>
  admin.blog.posts[":id"].revisions[":revisionId"].restore.$post({ param: { id: String(id), revisionId: String(revisionId) } });
const revisionRows = async (postId: number) =>
  (await env.DB.prepare("SELECT id FROM post_revisions WHERE post_id = ? ORDER BY id").bind(postId).all<{ id: number }>()).results;
const lastAudit = () =>
  env.DB.prepare("SELECT action, entity, entity_id AS entityId, summary FROM audit_log ORDER BY id DESC LIMIT 1").first<{
    action: string;
    entity: string;
    entityId: number;
    summary: string;
  }>();

describe("each save of a post", () => {
  it("keeps one revision with the post's text as saved, who saved it and when", async () => {
    const before = Date.now();
    const post = await createPost();
    expect(await revisionsOf(post.id)).toMatchObject([
      { postId: post.id, title: "Porch lights that help", excerpt: "Light the porch.", featuredImage: "https://example.org/porch.jpg" },
    ]);
    expect((await patch(post.id, { title: "Porch lights, second thoughts", content: "<p>Second words.</p>" })).status).toBe(200);

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((revision) => revision.title)).toEqual(["Porch lights, second thoughts", "Porch lights that help"]);
    expect(revisions[0]!.savedByEmail).toBe("staff-admin@example.com");
    expect(revisions[0]!.savedBy).toEqual(expect.any(String));
    expect(Date.parse(revisions[0]!.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    // The list carries no bodies; one revision does.
    expect(revisions[0]).not.toHaveProperty("content");
    const oldest = await read(revisionOf(post.id, revisions[1]!.id));
    expect(oldest).toMatchObject({ title: "Porch lights that help", content: "<p>First words.</p>" });
  });

  it("keeps nothing when the save is refused", async () => {
    const [first, second] = [await createPost(), await createPost()];
    const response = await patch(second.id, { slug: first.slug, title: "Taken" });
    expect(response.status).toBe(400);
    expect(await revisionRows(second.id)).toHaveLength(1);
  });

  it(`keeps the newest ${POST_REVISIONS_KEPT}, pruning older ones in the same save`, async () => {
    const post = await createPost(false);
    for (let edit = 1; edit <= POST_REVISIONS_KEPT + 2; edit++) {
      expect((await patch(post.id, { title: `Edit ${edit}` })).status).toBe(200);
    }
    const revisions = await revisionsOf(post.id);
    expect(revisions).toHaveLength(POST_REVISIONS_KEPT);
    expect(revisions[0]!.title).toBe(`Edit ${POST_REVISIONS_KEPT + 2}`);
    expect(revisions.at(-1)!.title).toBe("Edit 3");
    expect(await revisionRows(post.id)).toHaveLength(POST_REVISIONS_KEPT);
  });
});

describe("restoring a revision", () => {
  it("sets the post's text to the revision's, keeps a revision of its own and is audited", async () => {
    const post = await createPost();
    await patch(post.id, { title: "Rewritten", excerpt: "New excerpt.", content: "<p>Rewritten body, longer.</p>" });
    const first = (await revisionsOf(post.id)).at(-1)!;

    const response = await restore(post.id, first.id);
    expect(response.status).toBe(200);
    const restored = await read(Promise.resolve(response));
    expect(restored).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: "Porch lights that help",
      excerpt: "Light the porch.",
      isPublished: true,
    });
    expect(restored.content).toBe("<p>First words.</p>");

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((revision) => revision.title)).toEqual(["Porch lights that help", "Rewritten", "Porch lights that help"]);
    expect(await lastAudit()).toEqual({
      action: "update",
      entity: "blog post",
      entityId: post.id,
      summary: "Restored a revision: Porch lights that help",
    });
    // Readers get the restored text.
    const page = await (await call(`/blog/${post.slug}`)).text();
    expect(page).toContain("First words.");
    expect(page).not.toContain("Rewritten body");
  });

  it("answers 404 for a missing post, a missing revision and another post's revision, changing nothing", async () => {
    const [post, other] = [await createPost(), await createPost()];
    const otherRevision = (await revisionsOf(other.id))[0]!;
    const missing = 999_999_999;
    for (const response of [
      await restore(post.id, otherRevision.id),
      await restore(post.id, missing),
      await restore(missing, otherRevision.id),
      await revisionOf(post.id, otherRevision.id),
      await admin.blog.posts[":id"].revisions.$get({ param: { id: String(missing) } }),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorBody(response)).message).toBe("Not found");
    }
    expect(await revisionRows(post.id)).toHaveLength(1);
  });

  it("answers 400 for an id that is no number", async () => {
    const response = await admin.blog.posts[":id"].revisions[":revisionId"].$get({ param: { id: "1", revisionId: "latest" } });
    expect(response.status).toBe(400);
  });
});

describe("a deleted post", () => {
  it("takes its revisions with it", async () => {
    const post = await createPost();
    await patch(post.id, { title: "Once more" });
    expect(await revisionRows(post.id)).toHaveLength(2);
    expect((await admin.blog.posts[":id"].$delete({ param: { id: String(post.id) } })).status).toBe(200);
    expect(await revisionRows(post.id)).toEqual([]);
  });
});
