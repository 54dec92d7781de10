// Runs before each test file. The files share one workerd (vitest.config.ts: isolate false), so
// each starts from empty storage — D1, KV, R2 — and the schema the migrations build (with the
// isolate's memory of what KV held forgotten), and leaves
// no spy or stubbed global (a faked fetch) to the next file.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterAll, vi } from "vitest";

import { forgetKnownVersion } from "../../worker/pages/page-cache";

await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Each file's rows get ids of their own range: a queue message an earlier file left behind (a
// retry, a late batch) names a row that does not exist here, instead of this file's row of the same id.
const firstId = 1_000_000 * (1 + Math.floor(Math.random() * 1000));
await env.DB.prepare(
  "INSERT INTO sqlite_sequence (name, seq) SELECT name, ? FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'",
)
  .bind(firstId)
  .run();
// The isolate's memory of the cached pages' content version belongs to the storage just emptied.
forgetKnownVersion();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
