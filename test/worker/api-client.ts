// The API as the dashboard calls it (web/api.ts): `hc<AppType>`, so a test's path, body and
// answer are the Worker's own types. Every call goes through the whole Worker in process, as
// `call` does, so middleware, the CSRF check and sessions run as for a real request.
import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

import type { AppType } from "../../worker/app";
import type { ApiError } from "../../worker/shared/errors";
import { call, freshClientIp, ORIGIN } from "./helpers";
import { asAdmin } from "./session-helpers";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface ApiClientOptions {
  /** The session cookie (`hl_session=…`) to send, as `sessionFor` answers it. */
  cookie?: string;
  /** The client address of each write; a fresh one per call unless given, as `postJson` sends. */
  clientIp?: string;
}

/**
 * A typed client of /api. Writes are sent as `postJson` sends them: the site's Origin, a client
 * address, and a JSON content type even without a body (a bare POST such as Resend), unless the
 * body is a form.
 */
export function apiClient({ cookie, clientIp }: ApiClientOptions = {}) {
  return hc<AppType>(`${ORIGIN}/api`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("Cookie", cookie);
      if (!SAFE_METHODS.has(init?.method ?? "GET")) {
        headers.set("Origin", ORIGIN);
        headers.set("CF-Connecting-IP", clientIp ?? freshClientIp());
        if (!headers.has("Content-Type") && !(init?.body instanceof FormData)) headers.set("Content-Type", "application/json");
      }
      return call(input instanceof Request ? input.url : input.toString(), { ...init, headers });
    },
  });
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The client signed in as the shared staff admin (`asAdmin`). */
export async function adminApi(): Promise<ApiClient> {
  return apiClient({ cookie: await asAdmin() });
}

type AnyResponse = ClientResponse<unknown, number, string>;
// Only JSON answers count: an untyped one (a plain Response, of any format and status) adds nothing.
type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Format] extends ["json"]
      ? Status extends SuccessStatusCode
        ? Body
        : never
      : never
    : never;

/** A success answer's body as the route declares it (the test checks the status itself). */
export async function successBody<R extends AnyResponse>(response: R): Promise<SuccessBody<R>> {
  return (await response.json()) as SuccessBody<R>;
}

/** Awaits a call that must succeed and answers its body; any other answer fails the test with its status and text. */
export async function read<R extends AnyResponse>(request: Promise<R>): Promise<SuccessBody<R>> {
  const response = await request;
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return successBody(response);
}

/** A refused call's body: the first failing rule's message and each field's messages (R7). */
export async function errorBody(response: AnyResponse): Promise<Required<ApiError>> {
  return (await response.json()) as Required<ApiError>;
}
