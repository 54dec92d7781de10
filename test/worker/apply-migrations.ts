// Runs before each test file. The files share one workerd (vitest.config.ts: isolate false), so
// each starts from empty storage — D1, KV, R2 — and the schema the migrations build (with the
// isolate's memory of what KV held forgotten), and leaves
// no spy or stubbed global (a faked fetch) to the next file.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterAll, vi } from "vitest";

import { forgetKnownVersion } from "../../worker/pages/page-cache";

await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The isolate's memory of the cached pages' content version belongs to the storage just emptied.
forgetKnownVersion();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
