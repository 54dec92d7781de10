// Runs before each test file. The files share one workerd (vitest.config.ts: isolate false), so
// each starts from empty storage — D1, KV, R2 — and the schema the migrations build (with the
// isolate's memory of what KV held forgotten), and leaves
// no spy or stubbed global (a faked fetch) to the next file.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterAll, vi } from "vitest";

import { forgetKnownVersion } from "../../worker/pages/page-cache";
import { forgetCurrentSettings } from "../../worker/settings";

await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyWhatResetKept();
// Each file's rows get ids of their own range: a queue message an earlier file left behind (a
// retry, a late batch) names a row that does not exist here, instead of this file's row of the same id.
const firstId = 1_000_000 * (1 + Math.floor(Math.random() * 1000));
await env.DB.prepare(
  "INSERT INTO sqlite_sequence (name, seq) SELECT name, ? FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'",
)
  .bind(firstId)
  .run();
// The isolate's memory of the cached pages' content version and of the settings belongs to the storage just emptied.
forgetKnownVersion();
forgetCurrentSettings();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * `reset()` deletes every Durable Object, D1's, KV's and R2's storage among them; now and then,
 * after a file whose work was still settling, it left them as they were (and the migrations,
 * finding themselves applied, did nothing). Whatever is still there is deleted here, so that no
 * file ever starts from another's rows.
 */
async function emptyWhatResetKept() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
    env.DB.prepare("DELETE FROM sqlite_sequence"),
  ]);
  for (let cursor: string | undefined, done = false; !done; ) {
    const page = await env.SESSIONS.list({ cursor });
    await Promise.all(page.keys.map(({ name }) => env.SESSIONS.delete(name)));
    [cursor, done] = page.list_complete ? [undefined, true] : [page.cursor, false];
  }
  for (let cursor: string | undefined, done = false; !done; ) {
    const page = await env.MEDIA.list({ cursor });
    if (page.objects.length > 0) await env.MEDIA.delete(page.objects.map(({ key }) => key));
    [cursor, done] = page.truncated ? [page.cursor, false] : [undefined, true];
  }
}
