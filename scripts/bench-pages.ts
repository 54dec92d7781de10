// `npm run bench:pages`: builds and serves the site as `npm start` does, runs Lighthouse
// (mobile defaults, Debian's Chromium) three times (BENCH_RUNS) on every public route, a seeded
// blog post and a post showing uploaded images (bench-upload.ts), and prints each route's median category scores and the gzipped size of the
// JavaScript and CSS it loaded and its HTML's size, then each budget against its figure, PASS or FAIL
// (scripts/bench-goals.ts); a public page that loads the dashboard's code (the post editor)
// fails a budget too, and so does a calendar whose first screen passes its element budget.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { BLOG_POST_PREFIX, PUBLIC_PAGES } from "../worker/shared/pages";
import { reportGoals, type Goal } from "./bench-goals";
import { seedUploadedImagesPost } from "./bench-upload";
import { DASHBOARD_CHUNK, gzippedKb, HTML_BUDGETS_KB, PAGE_BUDGETS as BUDGET } from "./page-budgets";
import { seedPosts } from "./seed-data";
import { buildSite, prepareDatabase, serveSite, stopProcessGroup, waitForSite } from "./site";

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const BASE = `http://localhost:${PORT}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A seeded post's page: the blog post route, rendered from D1. */
const POST_PATH = `${BLOG_POST_PREFIX}${seedPosts.find((post) => post.isPublished)!.slug}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

if (process.env.SKIP_BUILD !== "1") await buildSite();
const stateDir = ".wrangler/bench-state";
await prepareDatabase(stateDir);
const uploadsPostPath = await seedUploadedImagesPost(stateDir);
const server = serveSite({ port: PORT, stateDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});

interface Row {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Each run's performance score, for the report. */
  runs: number[];
  /** The served HTML, uncompressed, as a first visit gets it. */
  htmlKb: number;
  jsKb: number;
  cssKb: number;
  /** The page's elements once loaded, as Lighthouse counts them (its DOM size insight). */
  elements: number;
  dashboardCode: string[];
}

const rows: Row[] = [];
try {
  await waitForSite(`${BASE}/`);
  const paths =
    process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...PUBLIC_PAGES.map((page) => page.path), POST_PATH, uploadsPostPath];
  for (const path of paths) {
    const results: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"][] = [];
    // A run Lighthouse could not complete (its runtimeError: a page that never painted in its
    // window, say) scores 0 in every category; it is reported and run again, at most twice.
    let retries = 0;
    while (results.length < RUNS) {
      const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const failure = result.lhr.runtimeError;
      if (failure && retries++ < 2) console.log(`  ${path}: run ${results.length + 1} did not complete (${failure.code}), run again`);
      else results.push(result.lhr);
    }
    const lhr = results[0]!;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; url: string }[] } | undefined)?.items ?? [];
    // The gzipped size of each file's body (the server's headers are not JavaScript).
    const bytes = async (type: string) => {
      const sizes = await Promise.all(
        requests
          .filter((r) => r.resourceType === type)
          .map(async (r) => gzippedKb(new Uint8Array(await (await fetch(r.url)).arrayBuffer()))),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    const scoresOf = (category: (typeof CATEGORIES)[number]) => results.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(scoresOf(c))])) as Row["scores"];
    const dashboardCode = requests.map((r) => new URL(r.url).pathname).filter((pathname) => DASHBOARD_CHUNK.test(pathname));
    rows.push({
      route: path,
      scores,
      runs: scoresOf("performance"),
      htmlKb: (await (await fetch(`${BASE}${path}`)).arrayBuffer()).byteLength / 1024,
      jsKb: await bytes("Script"),
      cssKb: await bytes("Stylesheet"),
      elements: median(results.map((r) => r.audits["dom-size-insight"]?.numericValue ?? 0)),
      dashboardCode,
    });
    const failing = CATEGORIES.filter((c) => scores[c] < BUDGET[c]);
    for (const category of failing) {
      const audits = lhr.categories[category]?.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
        .map((audit) => audit!.id);
      console.log(`  ${path} ${category}: ${audits?.join(", ")}`);
    }
  }
} finally {
  chrome.kill();
  stopProcessGroup(server);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\nMedians of ${RUNS} Lighthouse runs (mobile); perf runs in brackets.\n${"route".padEnd(44)}${pad("perf", 6)}${pad("a11y", 6)}${pad("bp", 6)}${pad("seo", 6)}${pad("HTML kB", 9)}${pad("JS kB", 9)}${pad("CSS kB", 9)}${pad("DOM", 7)}  runs`,
);
for (const row of rows) {
  const s = row.scores;
  console.log(
    `${row.route.padEnd(44)}${pad(s.performance, 6)}${pad(s.accessibility, 6)}${pad(s["best-practices"], 6)}${pad(s.seo, 6)}${pad(row.htmlKb.toFixed(1), 9)}${pad(row.jsKb.toFixed(1), 9)}${pad(row.cssKb.toFixed(1), 9)}${pad(row.elements, 7)}  [${row.runs.join(", ")}]`,
  );
}
const lowest = (category: (typeof CATEGORIES)[number]) =>
  rows.reduce((low, row) => (row.scores[category] < low.scores[category] ? row : low), rows[0]!);
const home = rows.find((row) => row.route === "/");
const calendar = rows.find((row) => row.route === "/calendar");
reportGoals([
  ...(rows.length === 0
    ? []
    : CATEGORIES.map((category): Goal => {
        const row = lowest(category);
        return {
          name: `${category}, lowest of ${rows.length} routes (${row.route})`,
          figure: row.scores[category],
          op: ">=",
          target: BUDGET[category],
        };
      })),
  ...(home
    ? [
        {
          name: "home page JavaScript, gzipped",
          figure: home.jsKb,
          op: "<=",
          target: BUDGET.homeJsKb,
          digits: 1,
          unit: "kB",
        } satisfies Goal,
      ]
    : []),
  ...rows.flatMap((row): Goal[] => {
    const target = HTML_BUDGETS_KB[row.route];
    return target === undefined
      ? []
      : [{ name: `${row.route} HTML, uncompressed`, figure: row.htmlKb, op: "<=", target, digits: 1, unit: "kB" }];
  }),
  ...(calendar
    ? [{ name: "calendar's first screen, elements", figure: calendar.elements, op: "<", target: BUDGET.calendarElements } satisfies Goal]
    : []),
  {
    name: "public pages that load the dashboard's code",
    figure: rows.filter((row) => row.dashboardCode.length > 0).length,
    op: "=",
    target: 0,
  },
]);
process.exit(process.exitCode ?? 0);
