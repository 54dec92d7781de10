// `npm run bench:analytics`: how fast the Analytics section answers over two years of a busy site
// (R22, docs/decisions/0072-first-party-analytics.md). One day of 50,000 page views (visits of one
// to eight pages from a pool of visitors, sixty pages, thirty sources, forty countries, campaigns
// and goals, drawn from a seeded random sequence) goes through the real consumer's code and the
// real rollup; that day's rolled-up rows are then copied to each day of two years (a year asked,
// and the year before it to compare with), as a site of that traffic would have them. Then
// GET /api/analytics is timed through the Worker for every range and filter the section offers:
// medians of BENCH_RUNS (5) printed, and each must be under 300 ms.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { countBatch } from "../../worker/analytics/ingest";
import { storeCountedBatch } from "../../worker/db/analytics";
import { rollUpAnalytics, LIVE_VISITS } from "../../worker/analytics/rollup";
import { liveDay, rollUpDay } from "../../worker/db/analytics-rollups";
import { database } from "../../worker/db/client";
import { addDays } from "../../worker/shared/calendar-day";
import type { AnalyticsEventBody } from "../../worker/shared/queue-bodies";
import { siteDateTimeToInstant, siteDayOf } from "../../worker/shared/time";
import { callWith, sessionFor } from "../../test/worker/session-helpers";
import { median } from "../median";

/** BENCH_VIEWS, BENCH_DAYS and BENCH_RUNS from the environment `npm run bench:analytics` runs in (vitest.config.ts passes them on). */
const settings = env as unknown as Record<string, string | undefined>;
const VIEWS_PER_DAY = Number(settings.BENCH_VIEWS ?? 50_000);
const DAYS = Number(settings.BENCH_DAYS ?? 730);
const RUNS = Number(settings.BENCH_RUNS ?? 5);
const LIMIT_MS = 300;
const SEEDED_DAY = "2026-06-30";

/** A seeded sequence in [0, 1) (mulberry32): the same data every run. */
function randomSequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = randomSequence(45);
/** One of `values`, the first ones far more often (roughly Zipf). */
const pick = <T>(values: readonly T[]) => values[Math.floor(values.length * random() ** 2.2)]!;
const named = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

const PAGES = ["/", "/services", "/contact", "/about", "/blog", "/calendar", "/projects", ...named("/blog/post-", 53)];
const REFERRERS = ["google.com", "bing.com", "facebook.com", "nextdoor.com", "duckduckgo.com", ...named("site-", 25), ...named("news-", 5)];
const CAMPAIGNS = named("campaign-", 15);
const COUNTRIES = [
  "US",
  "CA",
  "GB",
  "DE",
  "IN",
  "FR",
  "MX",
  "BR",
  "NL",
  "AU",
  ...named("Z", 30).map((_, i) => String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26))),
];
const DEVICES = ["Desktop", "Mobile", "Tablet"];
const BROWSERS = ["Chrome", "Safari", "Firefox", "Microsoft Edge", "Samsung Internet", "Opera", "Unknown", "DuckDuckGo"];
const GOALS = ["contact", "registration", "cost-estimator", "coverage-calculator", "security-assessment", "phone", "short-link"];

/** A day of page views: visits of one to eight pages, some visitors twice, some from campaigns, some reaching a goal. */
function dayOfViews(day: string): AnalyticsEventBody[] {
  const start = siteDateTimeToInstant(day, "00:00").getTime();
  const events: AnalyticsEventBody[] = [];
  let visit = 0;
  while (events.length < VIEWS_PER_DAY) {
    visit += 1;
    const visitor = (visit % 7 === 0 ? visit - 1 : visit).toString(16).padStart(32, "0");
    const campaign = random() < 0.2;
    const common = {
      visitor,
      goal: null,
      referrer: random() < 0.6 ? pick(REFERRERS) : null,
      utmSource: campaign ? pick(["newsletter", "facebook", "flyer", "google"]) : null,
      utmMedium: campaign ? pick(["email", "social", "print", "cpc"]) : null,
      utmCampaign: campaign ? pick(CAMPAIGNS) : null,
      shortLink: null,
      qrSource: null,
      country: pick(COUNTRIES),
      device: pick(DEVICES),
      browser: pick(BROWSERS),
      record: null,
    };
    let at = start + Math.floor(random() * 86_000_000) + (visit % 7 === 0 ? 3_600_000 : 0);
    const pages = 1 + Math.min(7, Math.floor(-Math.log(1 - random()) * 1.5));
    for (let page = 0; page < pages; page++) {
      events.push({ ...common, kind: "view", at, path: pick(PAGES) });
      at += 10_000 + Math.floor(random() * 190_000);
    }
    if (random() < 0.03) events.push({ ...common, kind: "goal", at, path: "/contact", goal: pick(GOALS) });
  }
  return events;
}

const ms = (since: number) => Math.round(performance.now() - since);

/** A day of views through the consumer's own code, stored in chunks of a thousand rows. */
async function storeDay(day: string) {
  const db = database(env);
  const counted = countBatch(dayOfViews(day), new Map());
  const chunk = 1000;
  const none = { sources: [], botViews: new Map<string, number>(), followed: [] };
  const seeded = { messages: [], now: new Date() };
  for (let at = 0; at < counted.visits.length; at += chunk) {
    await storeCountedBatch(db, { ...counted, ...none, visits: counted.visits.slice(at, at + chunk), events: [], days: [] }, seeded);
  }
  for (let at = 0; at < counted.events.length; at += chunk) {
    await storeCountedBatch(db, { ...counted, ...none, visits: [], events: counted.events.slice(at, at + chunk) }, seeded);
  }
  return counted;
}

async function seed() {
  const db = database(env);
  let started = performance.now();
  const counted = await storeDay(SEEDED_DAY);
  console.log(`Stored ${counted.events.length} events in ${counted.visits.length} visits in ${ms(started)} ms`);

  started = performance.now();
  await liveDay(db, SEEDED_DAY, null);
  const live = ms(started);
  started = performance.now();
  await rollUpDay(db, SEEDED_DAY, { final: true, now: new Date() });
  const rollup = ms(started);
  const { rows } = (await env.DB.prepare("select count(*) as rows from analytics_rollups where day = ?")
    .bind(SEEDED_DAY)
    .first<{ rows: number }>())!;
  console.log(`Rolled up the day in ${rollup} ms: ${rows} rows (every dimension under every filter)`);

  // Every other day of the two years holds the same rows, as a site of the same traffic would.
  started = performance.now();
  for (let from = 1; from < DAYS; from += 30) {
    const to = Math.min(DAYS - 1, from + 29);
    await env.DB.batch([
      env.DB.prepare(
        `with recursive n(k) as (select ? union all select k + 1 from n where k < ?)
         insert into analytics_rollups select filter_dimension, filter_value, date(day, '-' || k || ' days'), dimension, value, visitors, visits, hits, duration_ms, durations
         from analytics_rollups, n where day = ?`,
      ).bind(from, to, SEEDED_DAY),
      env.DB.prepare(
        `with recursive n(k) as (select ? union all select k + 1 from n where k < ?)
         insert into analytics_days (day, final, bot_views) select date(?, '-' || k || ' days'), 1, 0 from n`,
      ).bind(from, to, SEEDED_DAY),
    ]);
  }
  const total = (await env.DB.prepare("select count(*) as rows from analytics_rollups").first<{ rows: number }>())!.rows;
  console.log(`Copied it to ${DAYS} days in ${ms(started)} ms: ${total} rows`);
  return { rollup, rowsPerDay: rows, live, visits: counted.visits.length };
}

describe("the Analytics section's answers", () => {
  it(`answer every range and filter over a year of ${VIEWS_PER_DAY} views a day in under ${LIMIT_MS} ms`, async () => {
    const { rollup, rowsPerDay, live, visits } = await seed();
    // Today as busy as the seeded day, rolled up by the cron trigger as it is on a busy day.
    const now = new Date();
    const today = siteDayOf(now.getTime());
    await storeDay(today);
    await rollUpAnalytics(env, now);
    const owner = await sessionFor("bench-owner@example.com", { role: "owner" });
    const yearFrom = addDays(SEEDED_DAY, -364);
    const questions: [string, string][] = [
      ["a year", `from=${yearFrom}&to=${SEEDED_DAY}`],
      ["a year, filtered by a page", `from=${yearFrom}&to=${SEEDED_DAY}&filter=${encodeURIComponent("page:/services")}`],
      ["a year, filtered by a source", `from=${yearFrom}&to=${SEEDED_DAY}&filter=${encodeURIComponent("source:google.com")}`],
      ["a year, filtered by a country", `from=${yearFrom}&to=${SEEDED_DAY}&filter=country:CA`],
      ["a year, filtered by a goal (with conversion rates)", `from=${yearFrom}&to=${SEEDED_DAY}&filter=goal:contact`],
      ["90 days", `from=${addDays(SEEDED_DAY, -89)}&to=${SEEDED_DAY}`],
      ["30 days", `from=${addDays(SEEDED_DAY, -29)}&to=${SEEDED_DAY}`],
      ["a month, filtered by a campaign", `from=2026-06-01&to=${SEEDED_DAY}&filter=campaign:campaign-0`],
      ["7 days", `from=${addDays(SEEDED_DAY, -6)}&to=${SEEDED_DAY}`],
      [`today, with ${VIEWS_PER_DAY} views (the cron trigger's rollup)`, `from=${today}&to=${today}`],
      ["today, filtered by a page", `from=${today}&to=${today}&filter=${encodeURIComponent("page:/services")}`],
    ];
    const results: { question: string; medianMs: number; visitors: number }[] = [];
    for (const [question, query] of questions) {
      const times: number[] = [];
      let visitors = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await callWith(owner, `/api/analytics?${query}`);
        const body = await response.json<{ totals: { visitors: number } }>();
        times.push(ms(started));
        expect(response.status).toBe(200);
        visitors = body.totals.visitors;
      }
      results.push({ question, medianMs: median(times), visitors });
    }
    const csvStarted = performance.now();
    const csv = await callWith(owner, `/api/analytics/export.csv?from=${yearFrom}&to=${SEEDED_DAY}&table=page`);
    await csv.text();
    const csvMs = ms(csvStarted);

    console.log(`\nOne day of ${VIEWS_PER_DAY} views: rolled up in ${rollup} ms into ${rowsPerDay} rows; ${DAYS} days seeded.`);
    console.log(`Added up live (unfiltered), as today is below ${LIVE_VISITS} visits: ${live} ms at ${visits} visits.`);
    console.log(`GET /api/analytics through the Worker, median of ${RUNS} (limit ${LIMIT_MS} ms):`);
    for (const { question, medianMs, visitors } of results)
      console.log(`  ${String(medianMs).padStart(5)} ms  ${question} (${visitors} visitors)`);
    console.log(`  ${String(csvMs).padStart(5)} ms  a year's pages as CSV (one run)\n`);
    for (const { question, medianMs } of results) expect(medianMs, question).toBeLessThan(LIMIT_MS);
    // Every seeded day is a copy of one: a year's visitors are as many days' worth as it holds, whatever BENCH_DAYS is.
    const week = results.find(({ question }) => question === "7 days")!;
    const perDay = week.visitors / Math.min(DAYS, 7);
    expect(perDay).toBeGreaterThan(0);
    expect(results[0]!.visitors).toBe(Math.min(DAYS, 365) * perDay);
  });
});
