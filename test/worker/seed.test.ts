import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { DEMO_INCIDENT_POINT } from "../../scripts/seed-data";
import { buildSeedStatements } from "../../scripts/seed-sql";
import { distanceFeet } from "../../worker/shared/distance";
import { INCIDENT_RADIUS_FEET } from "../../worker/shared/registry";

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

  it("gives every contact and registration its own reference, as the forms do (dashboard links, owners' signed links)", async () => {
    await loadSeed(new Date("2026-11-21T12:00:00Z"));
    for (const table of ["contact_submissions", "camera_registrations"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n, count(DISTINCT reference) AS refs FROM ${table}`).first<{
        n: number;
        refs: number;
      }>();
      expect(row?.refs, table).toBe(row?.n);
    }
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

  it("has located cameras around O'Donnell Square, three within the radius of the demo incident, and one still pending there", async () => {
    await loadSeed(new Date("2026-11-21T12:00:00Z"));
    const located = await env.DB.prepare(
      "SELECT address, latitude, longitude, matched_address, zip_code, location_source FROM camera_registrations WHERE location_status = 'located'",
    ).all<{ address: string; latitude: number; longitude: number; matched_address: string; zip_code: string; location_source: string }>();
    expect(located.results.length).toBeGreaterThanOrEqual(6);
    for (const row of located.results) {
      expect(row).toMatchObject({ location_source: "geocoder", matched_address: expect.stringMatching(/, MD, \d{5}$/) });
      expect(Number.isInteger(row.latitude)).toBe(false); // stored as given, not rounded
    }
    const near = located.results
      .map((row) => ({ address: row.address, feet: distanceFeet(DEMO_INCIDENT_POINT, row) }))
      .filter((row) => row.feet <= INCIDENT_RADIUS_FEET)
      .map((row) => row.address)
      .sort();
    expect(near).toEqual([
      "2901 O'Donnell St, Baltimore, MD 21224",
      "2907 O'Donnell St, Baltimore, MD 21224",
      "2913 O'Donnell St, Baltimore, MD 21224",
    ]);
    const pending = await env.DB.prepare(
      "SELECT address FROM camera_registrations WHERE location_status = 'pending' AND address LIKE '%21224'",
    ).all();
    expect(pending.results.length).toBeGreaterThanOrEqual(1);
  });
});
