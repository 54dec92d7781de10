// The public pages' budgets (issue: marketing site, docs/decisions/0004-page-weight.md):
// `npm run bench:pages` reports against them and the browser tests hold the home page to its
// JavaScript budget on every run.
import { gzipSync } from "node:zlib";

export { HTML_BUDGETS_KB } from "../worker/shared/page-budgets";

export const PAGE_BUDGETS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** What the home page loads until the visitor uses it (its app comes then: web/boot.ts). */
  homeJsKb: 80,
  /** The calendar's first page with the demo content (docs/decisions/0045-calendar-pages.md). */
  calendarElements: 800,
} as const;

/** The dashboard's code (its section screens, the post editor): never loaded by a public page. */
export const DASHBOARD_CHUNK = /\/assets\/(?:admin|rich-text-editor)-[^/]*\.js$/;

/** A file's gzipped size in kB (1024 bytes), as the budgets count it: the body, not the headers. */
export const gzippedKb = (body: Uint8Array) => gzipSync(body).length / 1024;
