// Runs before each test file. The files share one workerd (vitest.config.ts: isolate false), so
// each starts from empty storage — D1, KV, R2 — and the schema the migrations build (with the
// isolate's memory of what KV held forgotten), and leaves
// no spy or stubbed global (a faked fetch) to the next file. Storage is emptied only once the work
// the files before handed the Worker is done: emptied under a running statement (a queue batch's,
// a request's work after its answer), D1 and R2 answer it with an exception workerd prints, stack
// and all, in the run's log.
import { env, reset } from "cloudflare:test";
import { afterAll, vi } from "vitest";

import { CREATE_D1_MIGRATIONS_TABLE, D1_MIGRATIONS_TABLE } from "../../scripts/d1-migrations-table";
import worker from "../../worker/index";
import { forgetKnownVersion } from "../../worker/pages/page-cache";
import { forgetCurrentSettings } from "../../worker/settings";
import { cancelUnreadAnswers } from "./helpers";

/** The work the Worker has begun and not finished, each named, kept across files (they share the isolate, not this module). */
const IN_FLIGHT = Symbol.for("harborlight.test.work-in-flight");
type Tracked = typeof worker & { [IN_FLIGHT]?: Map<Promise<unknown>, string> };

/**
 * How long one step of this setup may take. None has a test's timeout around it, so a step that
 * never ends would hold the whole layer with nothing printed; it fails the file instead, naming
 * the step and the Worker's work still unsettled.
 */
const SETUP_STEP_LIMIT_MS = 30_000;

async function within<T>(step: string, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const unsettled = [...((worker as Tracked)[IN_FLIGHT]?.values() ?? [])];
      reject(
        new Error(
          `The test setup's step "${step}" took over ${SETUP_STEP_LIMIT_MS / 1000} s; unsettled: ${unsettled.join(", ") || "none"}`,
        ),
      );
    }, SETUP_STEP_LIMIT_MS);
  });
  try {
    return await Promise.race([work(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until the Worker has finished every request and queue batch the runtime handed it, and
 * whatever they left to finish after their answer (waitUntil). The first file wraps the Worker's
 * handlers (the test runtime looks each up on the default export for every call), so that each
 * call's work is known, by its request or queue, until it settles.
 */
async function workSettled() {
  const tracked = worker as Tracked;
  if (!tracked[IN_FLIGHT]) {
    const working = new Map<Promise<unknown>, string>();
    const track = <T>(work: Promise<T>, name: string) => {
      working.set(work, name);
      void work.finally(() => working.delete(work)).catch(() => undefined);
      return work;
    };
    type Context = { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void };
    const tracking = <C extends Context>(ctx: C, name: string): C =>
      Object.assign(Object.create(ctx) as C, {
        waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(track(promise, `${name}, after its answer`)),
        passThroughOnException: () => ctx.passThroughOnException(),
      });
    const { fetch, queue } = worker;
    tracked[IN_FLIGHT] = working;
    worker.fetch = (request, env, ctx) => {
      const name = `${request.method} ${new URL(request.url).pathname}`;
      return track(Promise.resolve(fetch(request, env, ctx && tracking(ctx, name))), name);
    };
    worker.queue = (batch, env) => track(queue(batch, env), `a batch of ${batch.messages.length} from queue ${batch.queue}`);
  }
  while (tracked[IN_FLIGHT].size > 0) await Promise.allSettled([...tracked[IN_FLIGHT].keys()]);
}

await within("the Worker's work settled", workSettled);
await within("reset()", reset);
await within("the migrations applied", applyMigrationsAtOnce);
await within("what reset() kept emptied", emptyWhatResetKept);
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

afterAll(async () => {
  // In the file's own context: a body can only be cancelled by the request context that read it.
  await cancelUnreadAnswers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The migrations not yet applied, in one D1 batch, recorded in `d1_migrations` as wrangler and
 * `applyD1Migrations` record them. `applyD1Migrations` sends a batch per migration; every file
 * starts from empty storage, so every file applied all of them, one round trip each (about 180 ms
 * a file against 75 ms, 144 files).
 */
async function applyMigrationsAtOnce() {
  await env.DB.prepare(CREATE_D1_MIGRATIONS_TABLE).run();
  const { results } = await env.DB.prepare(`SELECT name FROM "${D1_MIGRATIONS_TABLE}"`).all<{ name: string }>();
  const applied = new Set(results.map(({ name }) => name));
  const record = env.DB.prepare(`INSERT INTO "${D1_MIGRATIONS_TABLE}" (name) VALUES (?)`);
  const statements = env.TEST_MIGRATIONS.filter(({ name }) => !applied.has(name)).flatMap(({ name, queries }) => [
    ...queries.map((query) => env.DB.prepare(query)),
    record.bind(name),
  ]);
  if (statements.length > 0) await env.DB.batch(statements);
}

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
