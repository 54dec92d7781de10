// Every API call that carries a body declares it beside its route (worker/middleware/json-body.ts):
// this walks every POST, PUT and PATCH the API has, so a route added without its declaration
// fails here. Each answers 415 to a body that is not JSON (the upload: not a multipart form) and
// 413 past its limit, before its guard: no session is sent. Sign-out alone is a bare POST.
// Raw requests on purpose: the walk sends the same wrong bodies to every path.
import { describe, expect, it } from "vitest";

import { api } from "../../../worker/app";
import { ADMIN_BODY_LIMIT_BYTES, PUBLIC_BODY_LIMIT_BYTES } from "../../../worker/middleware/json-body";
import { ERROR_TEXTS } from "../../../worker/shared/errors";
import { MEDIA_TEXTS } from "../../../worker/shared/media";
import { call, freshClientIp, ORIGIN } from "../helpers";

const PARAMS: Record<string, string> = { date: "2026-03-03" };

/** Each distinct write of the API, its parameters filled in. */
const WRITES = [
  ...new Set(
    api.routes
      .filter((route) => ["POST", "PUT", "PATCH"].includes(route.method))
      .map((route) => `${route.method} /api${route.path.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? "1")}`),
  ),
];
const BARE_POSTS = new Set(["POST /api/logout"]);
const UPLOAD = "POST /api/media";
/** The blog's writes carry whole articles. */
const isArticleWrite = (write: string) => write.split(" ")[1]!.startsWith("/api/blog/");

const send = (write: string, contentType: string, body: string) => {
  const [method, path] = write.split(" ") as [string, string];
  return call(path, { method, headers: { Origin: ORIGIN, "CF-Connecting-IP": freshClientIp(), "Content-Type": contentType }, body });
};

describe("every write of the API declares its body", () => {
  it("finds the writes it walks (the table is the router's own)", () => {
    expect(WRITES.length).toBeGreaterThan(25);
    expect(WRITES).toContain("POST /api/contact");
    expect(WRITES).toContain("PUT /api/blog/posts/1/autosave");
    expect(WRITES).toContain(UPLOAD);
  });

  it.each(WRITES.filter((write) => !BARE_POSTS.has(write)))("%s refuses a body of another type with 415", async (write) => {
    const response = await send(write, "text/plain", "hello");
    expect(response.status).toBe(415);
    const { message } = await response.json<{ message: string }>();
    expect(message).toBe(write === UPLOAD ? MEDIA_TEXTS.uploadMediaType : ERROR_TEXTS.unsupportedMediaType);
  });

  it.each(WRITES.filter((write) => !BARE_POSTS.has(write) && write !== UPLOAD))(
    "%s refuses a body past its limit with 413",
    async (write) => {
      const limit = isArticleWrite(write) ? ADMIN_BODY_LIMIT_BYTES : PUBLIC_BODY_LIMIT_BYTES;
      const response = await send(write, "application/json", JSON.stringify({ text: "x".repeat(limit) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: ERROR_TEXTS.payloadTooLarge });
    },
  );

  it.each(WRITES.filter((write) => isArticleWrite(write)))("%s takes an article larger than a form's limit", async (write) => {
    const response = await send(write, "application/json", JSON.stringify({ text: "x".repeat(PUBLIC_BODY_LIMIT_BYTES * 2) }));
    expect(response.status).not.toBe(413);
  });
});
