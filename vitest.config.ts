import { readFileSync } from "node:fs";

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * Leaves out Vite's warnings that a dependency's source map names files the package does not ship
 * (rrule, oauth4webapi, standardwebhooks, saxes): nothing this project can change, printed at every run
 * from a fresh cache, where a real warning should stand out. A plugin, because vitest sets the
 * logger itself.
 */
const withoutDependencySourceMapWarnings: Plugin = {
  name: "without-dependency-source-map-warnings",
  configResolved({ logger }) {
    const warnOnce = logger.warnOnce.bind(logger);
    logger.warnOnce = (message, options) => {
      if (!/Sourcemap for ".*\/node_modules\/.*" points to (missing source files|a source file outside its package)/.test(message))
        warnOnce(message, options);
    };
  },
};

/** The geocoder's recorded answer for an address it does not know (test/fixtures/geocoder/). */
const GEOCODER_NO_MATCH = readFileSync("./test/fixtures/geocoder/no-match.json", "utf8");

/**
 * What the Worker's requests to the network get when a test has not stubbed them itself: no test
 * reaches the network, and none waits for a name lookup that cannot succeed (workerd printed
 * each failed lookup with its stack). The geocoder finds no match for any address; every other
 * host answers 502, as an outside service that is down.
 */
function offline(request: Request): Response {
  if (new URL(request.url).hostname === "geocoder.example.test") {
    return new Response(GEOCODER_NO_MATCH, { headers: { "Content-Type": "application/json;charset=UTF-8" } });
  }
  return new Response("The tests have no network", { status: 502 });
}

/** The Worker in workerd with real D1, KV, queues and R2, as the worker tests and the analytics benchmark run it. */
const workerPool = (extra: Record<string, string> = {}) =>
  cloudflareTest(async () => ({
    main: "./worker/index.ts",
    wrangler: { configPath: "./wrangler.toml" },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations("./migrations"),
        // A provider the tests play themselves (test/worker/fake-provider.ts).
        OIDC_ISSUER: "https://id.example.test/",
        OIDC_CLIENT_ID: "harborlight-test",
        OIDC_CLIENT_SECRET: "test-secret",
        ADMIN_EMAILS: "admin@example.com, Boss@Example.com",
        // No test reaches the real geocoder: tests serve its recorded answers (test/fixtures/geocoder/).
        GEOCODER_URL: "https://geocoder.example.test/geocoder/locations/onelineaddress",
        ...extra,
      },
      outboundService: offline,
    },
  }));

export default defineConfig({
  test: {
    // A passing test's console output (the Worker's log lines for the failures a test plays on
    // purpose) is left out; a failing test's is printed with it, so a real failure stands out.
    silent: "passed-only",
    projects: [
      {
        // API routes, pages and redirects in workerd, against real D1, KV and R2 (emptied per file).
        plugins: [workerPool(), withoutDependencySourceMapWarnings],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          // The built site the Worker serves pages from, built first when missing or older than the app.
          globalSetup: ["./test/worker/build-first.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
          // One workerd runs the files one after another instead of one workerd started per file
          // (460 s down to about 200 s on a busy two-core machine); the setup file empties D1, KV and
          // R2 before each file, so every file still starts from the migrations alone.
          isolate: false,
          // Whole-flow tests (removal scanning every table, QR codes drawn and decoded) take
          // seconds on a busy two-core machine; 5 s failed tests that were only slow.
          testTimeout: 15_000,
        },
      },
      {
        // `npm run bench:analytics`: the Analytics section's answers over a year of seeded figures
        // (bench/analytics/); `npm run bench:worker-time`: the site's own code per answer
        // (bench/worker-time/). In workerd against real D1. Not part of `npm test`.
        plugins: [
          workerPool(
            Object.fromEntries(
              ["BENCH_VIEWS", "BENCH_DAYS", "BENCH_RUNS", "BENCH_REQUESTS", "BENCH_ROUNDS"].flatMap((name) =>
                process.env[name] ? [[name, process.env[name]]] : [],
              ),
            ),
          ),
        ],
        test: {
          name: "bench",
          include: ["bench/*/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
          testTimeout: 900_000,
          hookTimeout: 900_000,
        },
      },
      {
        // Components and pure functions in a DOM.
        plugins: [react(), withoutDependencySourceMapWarnings],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["test/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./test/web/setup.ts"],
          // Each worker keeps its DOM and modules from file to file instead of starting a new one per
          // file (about 0.8 s each, 52 files): 2 min 37 s down to 1 min 8 s on a busy two-core machine.
          // The setup file leaves nothing behind a test (rendered trees, the query cache, toasts, mocks),
          // and the files pass in any order (`--sequence.shuffle.files`).
          isolate: false,
          // The dashboard's forms (the post editor above all) take seconds to type into under jsdom
          // on a busy two-core machine; 5 s failed tests that were only slow, never wrong.
          testTimeout: 15_000,
        },
      },
      {
        // The project's own scripts (the test runner's judging, port picking) in Node.
        test: {
          name: "scripts",
          environment: "node",
          include: ["test/scripts/**/*.test.ts"],
        },
      },
    ],
  },
});
