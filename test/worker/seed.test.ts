import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { buildSeedStatements } from "../../scripts/seed-sql";

const TABLES = ["blog_posts", "community_events", "url_redirects", "contact_submissions", "camera_registrations"];

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    result[table] = row?.n ?? 0;
  }
  return result;
}

async function loadSeed(now: Date) {
  await env.DB.batch(buildSeedStatements(now).map((statement) => env.DB.prepare(statement)));
}

describe("demo content", () => {
  it("loads the promised content, and loading it again (even days later) adds nothing", async () => {
    await loadSeed(new Date("2026-11-21T12:00:00Z"));
    const first = await counts();
    expect(first.blog_posts).toBeGreaterThanOrEqual(12);
    expect(first.community_events).toBeGreaterThanOrEqual(20);
    expect(first.url_redirects).toBe(3);
    expect(first.contact_submissions).toBeGreaterThan(0);
    expect(first.camera_registrations).toBeGreaterThan(0);

    await loadSeed(new Date("2026-11-24T12:00:00Z"));
    expect(await counts()).toEqual(first);
  });

  it("covers every category with two drafts, and events past and upcoming", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    await loadSeed(now);
    const categories = await env.DB.prepare("SELECT DISTINCT category FROM blog_posts").all<{ category: string }>();
    expect(categories.results.map((r) => r.category).sort()).toEqual([
      "Case Studies",
      "Community Safety",
      "Industry News",
      "Security Tips",
      "Technology",
    ]);
    const drafts = await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE is_published = 0").first<{ n: number }>();
    expect(drafts?.n).toBe(2);
    const past = await env.DB.prepare("SELECT count(*) AS n FROM community_events WHERE event_date < ?")
      .bind(now.getTime())
      .first<{ n: number }>();
    const upcoming = await env.DB.prepare("SELECT count(*) AS n FROM community_events WHERE event_date >= ?")
      .bind(now.getTime())
      .first<{ n: number }>();
    expect(past?.n).toBeGreaterThan(0);
    expect(upcoming?.n).toBeGreaterThan(0);
  });
});
