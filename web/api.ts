// The typed client of the API and the one error rule of S8: any non-success
// answer becomes an error whose message is "<status>: <body text or status text>".
import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

import type { AppType } from "../worker/app";
import type { ApiError } from "../worker/shared/errors";

/**
 * Every write the API takes is JSON (R7), a bare POST such as Resend included: one without a body
 * of its own is sent as JSON here, so no call has to say so. An upload's form keeps its own type.
 */
function asJsonWrite(init: RequestInit | undefined): RequestInit | undefined {
  if (!init?.method || init.method === "GET" || init.body instanceof FormData) return init;
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return { ...init, headers };
}

export const api = hc<AppType>("/api", {
  init: { credentials: "include" },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, asJsonWrite(init)),
});

export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's `message` (R7), when the body was one of its JSON errors. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** A sensitive action refused after an old sign-in (R25): sign in again, then try it again. */
  readonly signInAgain: boolean;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiRequestError";
    this.status = status;
    const body = parseApiError(bodyText);
    this.serverMessage = body?.message;
    this.fieldErrors = body?.errors;
    this.signInAgain = body?.signInAgain === true;
  }
}

function parseApiError(text: string): ApiError | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && typeof (body as ApiError).message === "string") return body as ApiError;
  } catch {
    // not JSON: the status line is all there is
  }
  return undefined;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text());
}

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json"> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Awaits a typed call and returns its response once it succeeded (a write answered 204 has no body), or throws the S8 error. */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<R> {
  const response = await call;
  await throwIfNotOk(response);
  return response;
}

/** Awaits a typed call and returns its success body, or throws the S8 error. */
export async function read<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<SuccessBody<R>> {
  return (await (await ok(call)).json()) as SuccessBody<R>;
}

/** A read marked "null on 401" (S7): signed out is an answer, not an error. */
export async function readOrNullOn401<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<SuccessBody<R> | null> {
  try {
    return await read(call);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** S8: an error whose message starts with "401: " and contains "Unauthorized". */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401: ") && error.message.includes("Unauthorized");
}

/** A sensitive action refused because the last sign-in is over 15 minutes old (R25). */
export function asksForFreshSignIn(error: unknown): boolean {
  return error instanceof ApiRequestError && error.signInAgain;
}

/** What a person is shown for a failed call: the server's message, never raw JSON (R7). */
export function messageFor(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return fallback;
}
