// `npm run bench:freshness`: how soon a staff change is served while the cached pages are under
// load (docs/decisions/0053-served-pages-cached-at-the-edge.md). Serves the site as `npm start`
// does (its own sign-in provider, a fresh database), signs in as the local admin in Chromium,
// and keeps `/blog` and `/calendar` busy with readers (no cookie, so every answer comes from the
// cache). Meanwhile, through the dashboard's API: a post published now, an event created and then
// renamed, and a post scheduled a few seconds ahead. Each is timed from the moment its write
// answered (for the scheduled post, from its publish time) until a reader's request is answered
// with it; then the load's answers are counted, every one a 200.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

import { chromium, type APIRequestContext } from "@playwright/test";

import { DEFAULT_BLOG_CATEGORY } from "../worker/shared/blog";
import { DEFAULT_BLOG_AUTHOR } from "../worker/shared/company";
import { ADMIN_EVENT_TYPES } from "../worker/shared/events";
import { reportGoals, type Goal } from "./bench-goals";
import { answered, measureMix } from "./bench-measure";
import { benchPorts } from "./bench-setup";
import { stopProcessGroup, waitForSite } from "./site";

/** A change is served within this long (the isolates' version is kept a second: VERSION_KEPT_MS). */
const SERVED_WITHIN_MS = 2000;
const LOAD_CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** How far ahead the scheduled post's time is set. */
const SCHEDULED_AHEAD_MS = 8000;
const POLL_MS = 20;

const [port, oidcPort] = await benchPorts(2);
const site = `http://localhost:${port}`;
const server = spawn("tsx", ["scripts/start.ts"], {
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    OIDC_PORT: String(oidcPort),
    STATE_DIR: ".wrangler/bench-freshness",
    FRESH: "1",
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage"],
});

/** A staff member's API: the signed-in browser's cookies, and the site's Origin as the dashboard sends it. */
async function signedInApi(): Promise<APIRequestContext> {
  const page = await browser.newPage();
  await page.goto(`${site}/admin/login`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  return page.context().request;
}

async function write(api: APIRequestContext, method: "POST" | "PATCH", path: string, data: unknown): Promise<{ id: number }> {
  const response = await api.fetch(`${site}${path}`, { method, data, headers: { Origin: site } });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** Milliseconds from `since` until a reader's request for `path` is answered with `text` in it. */
async function servedAfter(path: string, text: string, since: number): Promise<number> {
  const deadline = since + 60_000;
  while (performance.now() < deadline) {
    if ((await (await fetch(`${site}${path}`)).text()).includes(text)) return performance.now() - since;
    await sleep(POLL_MS);
  }
  throw new Error(`${path} did not show "${text}" within a minute`);
}

const run = Date.now().toString(36);
const post = (title: string, publishedAt?: string) => ({
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  excerpt: "Published while the blog was under load.",
  content: "<p>Published while the blog was under load.</p>",
  author: DEFAULT_BLOG_AUTHOR,
  category: DEFAULT_BLOG_CATEGORY,
  isPublished: true,
  ...(publishedAt ? { publishedAt } : {}),
});
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const event = (title: string) => ({
  title,
  date: tomorrow,
  time: "09:00",
  location: "Enoch Pratt Free Library, 400 Cathedral St",
  neighborhood: "Mount Vernon",
  description: "Created while the calendar was under load.",
  eventType: ADMIN_EVENT_TYPES[0],
  organizer: "Harborlight Security",
});

try {
  await waitForSite(`${site}/api/events`, 180_000);
  const api = await signedInApi();
  for (const path of ["/blog", "/calendar"]) await fetch(`${site}${path}`); // stored in the cache before the load
  const load = measureMix("readers of /blog and /calendar", site, [{ path: "/blog" }, { path: "/calendar" }], {
    connections: LOAD_CONNECTIONS,
    seconds: LOAD_SECONDS,
  });
  await sleep(2000);

  const timings: { change: string; page: string; ms: number }[] = [];
  const timed = async (change: string, page: string, text: string, act: () => Promise<unknown>) => {
    await act();
    timings.push({ change, page, ms: await servedAfter(page, text, performance.now()) });
  };
  const published = `Freshness ${run} published`;
  await timed("a post published now", "/blog", published, () => write(api, "POST", "/api/blog/posts", post(published)));
  const created = `Freshness ${run} event`;
  let eventId = 0;
  await timed(
    "an event created",
    "/calendar",
    created,
    async () => ({ id: eventId } = await write(api, "POST", "/api/events", event(created))),
  );
  const renamed = `Freshness ${run} renamed`;
  await timed("the event renamed", "/calendar", renamed, () => write(api, "PATCH", `/api/events/${eventId}`, event(renamed)));
  const scheduled = `Freshness ${run} scheduled`;
  const publishAt = Date.now() + SCHEDULED_AHEAD_MS;
  await write(api, "POST", "/api/blog/posts", post(scheduled, new Date(publishAt).toISOString()));
  const early = (await (await fetch(`${site}/blog`)).text()).includes(scheduled);
  await sleep(Math.max(0, publishAt - Date.now()));
  timings.push({
    change: "a post scheduled ahead, after its time",
    page: "/blog",
    ms: await servedAfter("/blog", scheduled, performance.now()),
  });

  const measured = await load;
  console.log(`\nUnder load: ${measured.label}, ${LOAD_CONNECTIONS} connections, ${measured.rps.toFixed(0)} requests a second`);
  for (const { change, page, ms } of timings) console.log(`  ${change.padEnd(40)} served on ${page.padEnd(10)} after ${ms.toFixed(0)} ms`);
  console.log(`  the scheduled post before its time: ${early ? "shown (wrong)" : "not shown"}`);
  const goals: Goal[] = [
    ...timings.map(({ change, page, ms }) => ({
      name: `${change}, on ${page}`,
      figure: ms,
      op: "<=" as const,
      target: SERVED_WITHIN_MS,
      unit: "ms",
    })),
    { name: "the scheduled post shown before its time", figure: early ? 1 : 0, op: "=", target: 0 },
    { name: "load answers that were not 200", figure: measured.total - answered(measured, "2") + measured.errors, op: "=", target: 0 },
  ];
  reportGoals(goals);
  console.log("\nReproduce with `npm run bench:freshness`.");
} finally {
  await browser.close();
  stopProcessGroup(server);
}
