import { env } from "cloudflare:test";
import type { D1DatabaseSession, D1PreparedStatement } from "@cloudflare/workers-types";
import { vi } from "vitest";
import { exports } from "cloudflare:workers";

import { database } from "../../worker/db/client";

export const ORIGIN = "http://localhost";

/** The answers `call` gave in this file whose bodies may still be unread (one list for the isolate, whatever loads this module). */
const ANSWERS = Symbol.for("harborlight.test.answers");
const answers = ((globalThis as { [ANSWERS]?: Response[] })[ANSWERS] ??= []);

/** A request through the whole Worker, as a browser would send it. */
export async function call(path: string, init?: RequestInit): Promise<Response> {
  // The Worker's default export is a Hono app: a plain fetch handler, not a typed entrypoint.
  const worker = (exports as unknown as { default: Fetcher }).default;
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), init));
  answers.push(response);
  return response;
}

/**
 * Cancels the bodies of answers a test read only the status or headers of: an image streamed from
 * R2 and never read keeps its R2 request open, which emptying storage would then break.
 */
export async function cancelUnreadAnswers() {
  for (const response of answers.splice(0)) {
    if (!response.body || response.bodyUsed || response.body.locked) continue;
    try {
      await response.body.cancel();
    } catch {
      // already closed or errored: nothing left open
    }
  }
}

/** A client address of its own for each call, so per-client rate limits stay out of other tests' way. */
export function freshClientIp(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return `198.18.${bytes[0]}.${bytes[1]}`;
}

/**
 * The local rate limiter counts in fixed windows aligned to the clock (a new count every
 * minute on the minute): a burst that straddled that moment would be counted twice over, so
 * each burst starts well inside one window.
 */
export async function insideOneWindow(periodS = 60, marginS = 8) {
  const left = periodS - ((Date.now() / 1000) % periodS);
  if (left < marginS) await new Promise((resolve) => setTimeout(resolve, (left + 0.5) * 1000));
}

export function postJson(path: string, body: unknown, { headers, ...init }: RequestInit = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "CF-Connecting-IP": freshClientIp(),
      ...(headers as Record<string, string>),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

export const db = () => database(env);

/** Each request's D1 session (worker/db/client.ts) with some of its calls changed. */
export function sessionsWith(change: (session: D1DatabaseSession) => Partial<D1DatabaseSession>) {
  const open = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, "withSession").mockImplementation((start) => {
    const session = open(start);
    return {
      prepare: (query: string) => session.prepare(query),
      batch: (statements: D1PreparedStatement[]) => session.batch(statements),
      getBookmark: () => session.getBookmark(),
      ...change(session),
    };
  });
}

/** Every row of every table in the database, as text, by table: to search for any copy of a person's details. */
export async function everyTable(): Promise<Record<string, string>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  const dump: Record<string, string> = {};
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    dump[name] = JSON.stringify(rows.results);
  }
  return dump;
}

/** What a queue consumer asks of each retry it makes (a collected queue result keeps only which messages were retried). */
export function recordRetryDelays(batch: { messages: readonly { retry(options?: { delaySeconds?: number }): void }[] }) {
  const retryDelays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      retryDelays.push(options?.delaySeconds);
      retry(options);
    };
  }
  return retryDelays;
}
