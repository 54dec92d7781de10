import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

import { E2E_SITE_LOG } from "./scripts/e2e-site-log";
import { assertPortFree, freePorts } from "./scripts/free-ports";

// The site and its local sign-in provider each need a port. Unless E2E_PORT names one, two free
// ones are picked; either way the choice is made once, in the runner's process, and its test
// workers (which load this file again) inherit it through the environment.
if (process.env.E2E_PORTS_CHOSEN !== "1") {
  if (process.env.E2E_PORT) {
    process.env.OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1);
    await assertPortFree(Number(process.env.E2E_PORT), "E2E_PORT");
    await assertPortFree(Number(process.env.OIDC_PORT), "OIDC_PORT");
  } else {
    const [site, provider] = await freePorts(2);
    process.env.E2E_PORT = String(site);
    process.env.OIDC_PORT = String(provider);
  }
  process.env.E2E_PORTS_CHOSEN = "1";
}
const PORT = Number(process.env.E2E_PORT);
const OIDC_PORT = Number(process.env.OIDC_PORT);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * The browser the tests drive. Debian's Chromium headless shell (package chromium-headless-shell),
 * when the machine has it: the same engine without the browser's windowing and display layers,
 * the browser layer's run in about half the time (docs/decisions/0074-browser-tests-in-the-headless-shell.md).
 * Otherwise Debian's Chromium in its own headless mode, or the browser CHROME_PATH names.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
/** The full browser needs to be told to run without a window; the shell has none (Playwright asks for headless). */
const headlessArgs = browserPath.includes("headless-shell") ? [] : ["--headless=new"];

const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "./e2e",
  // Two files at a time, each file's tests in order: the one site and its database are shared,
  // so a test finds its own rows (never "the first post") and 2 cores keep both busy.
  fullyParallel: false,
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // A shared machine may run several times slower than usual: limits that wait for what must
  // happen, never tuned to a fast run.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "off",
    launchOptions: {
      executablePath: browserPath,
      args: ["--no-sandbox", ...headlessArgs, "--disable-gpu", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    { name: "desktop", testIgnore: ["rows-written-directly/**", "site-wide/**"], use: DESKTOP },
    // These write rows no form would make straight into the database file the site has open
    // (e2e/database.ts): a second process writing while the site reads makes SQLite answer "busy"
    // to a page. So they run last, one at a time, when no other test is loading a page.
    { name: "rows written directly", testMatch: "rows-written-directly/**", dependencies: ["desktop"], workers: 1, use: DESKTOP },
    // Changes the whole site shows (its settings): alone, after every other project.
    { name: "site-wide", testMatch: "site-wide/**", dependencies: ["rows written directly"], workers: 1, use: DESKTOP },
  ],
  webServer: {
    // The built site served as `npm start` serves it, on a fresh database.
    command: "tsx scripts/start.ts",
    // The site's own log (a geocoder it cannot reach offline, a warning per refused request) goes to
    // SITE_LOG, so that the tests' output shows only the tests; `npm test` names the file when they fail.
    env: {
      PORT: String(PORT),
      OIDC_PORT: String(OIDC_PORT),
      STATE_DIR: ".wrangler/e2e-state",
      FRESH: "1",
      SKIP_BUILD: "1",
      SITE_LOG: E2E_SITE_LOG,
    },
    url: `${BASE_URL}/api/events`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
