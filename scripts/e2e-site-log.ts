/** Where the browser tests' site writes its own log (playwright.config.ts), named by `npm test` when they fail. */
export const E2E_SITE_LOG = ".wrangler/e2e-site.log";
