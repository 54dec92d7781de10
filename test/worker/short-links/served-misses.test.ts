// The 404 log forgets a path once the site serves it (decision 0065): a short link saved active
// takes its path out in the same batch (created so, or turned on later); a post gone live, an old
// address a live post remembers, or a page the site has since are taken out by the cron trigger,
// and the dashboard's list leaves them out until then. A path still missing stays.
import { createScheduledController, env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { notFoundPaths } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { adminApi, read, successBody } from "../api-client";
import { call, db, freshClientIp } from "../helpers";

const BROWSER = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", "Sec-Fetch-Dest": "document" };

const loggedPaths = async () => (await db().select({ path: notFoundPaths.path }).from(notFoundPaths)).map((row) => row.path).sort();

/** A person's miss, written after the answer: waited for. */
async function missed(path: string) {
  expect((await call(path, { headers: { ...BROWSER, "CF-Connecting-IP": freshClientIp() } })).status).toBe(404);
  await vi.waitFor(async () => expect(await loggedPaths()).toContain(path), { timeout: 2000 });
}

beforeEach(async () => {
  await db().delete(notFoundPaths);
});

const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env);

describe("a missed path the site comes to serve", () => {
  it("leaves the log when a short link takes it: created active, or turned on later; a paused one leaves it", async () => {
    const admin = await adminApi();
    for (const path of ["/winter-flyer", "/spring-flyer", "/still-missing"]) await missed(path);

    expect((await admin.redirects.$post({ json: { fromPath: "/Winter-Flyer", toUrl: "/winter" } })).status).toBe(201);
    expect(await loggedPaths()).toEqual(["/spring-flyer", "/still-missing"]);

    const paused = await successBody(await admin.redirects.$post({ json: { fromPath: "/spring-flyer", toUrl: "/", isActive: false } }));
    expect(await loggedPaths()).toEqual(["/spring-flyer", "/still-missing"]);
    const on = await admin.redirects[":id"].$patch({ param: { id: String(paused.id) }, json: { isActive: true } });
    expect(on.status).toBe(200);
    expect(await loggedPaths()).toEqual(["/still-missing"]);
  });

  it("leaves the list at once and the log at the next cron run when a post goes live there, or a page answers it", async () => {
    const admin = await adminApi();
    const slug = `snow-cameras-${crypto.randomUUID().slice(0, 8)}`;
    for (const path of [`/blog/${slug}`, "/blog/not-yet-live", "/still-missing-too"]) await missed(path);
    // A page a later version of the site added: logged before it existed.
    await db()
      .insert(notFoundPaths)
      .values([{ path: "/about" }, { path: "/calendar/old-page" }]);
    const post = { excerpt: "Cold nights.", content: "<p>Heaters.</p>", author: "Harborlight Security Team", category: "Security Tips" };
    await read(admin.blog.posts.$post({ json: { ...post, title: "Snow and cameras", slug, isPublished: true } }));
    await read(admin.blog.posts.$post({ json: { ...post, title: "Not yet", slug: "not-yet-live", isPublished: false } }));

    const listed = (await read(admin["not-found-paths"].$get())).map((row) => row.path).sort();
    expect(listed).toEqual(["/blog/not-yet-live", "/still-missing-too"]);
    await runCron();
    expect(await loggedPaths()).toEqual(["/blog/not-yet-live", "/still-missing-too"]);
  });
});
