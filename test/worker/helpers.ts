import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";

import { database } from "../../worker/db/client";

export const ORIGIN = "http://localhost";

/** A request through the whole Worker, as a browser would send it. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  // The Worker's default export is a Hono app: a plain fetch handler, not a typed entrypoint.
  const worker = (exports as unknown as { default: Fetcher }).default;
  return worker.fetch(new Request(new URL(path, ORIGIN), init));
}

export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

export const db = () => database(env);
