// A body is read to its end before the Worker answers, whatever the answer (decision 0034): an
// answer that leaves the client still sending is what `npm start`'s proxy turned into a 500
// (e2e/security/oversized-bodies.spec.ts sends these to the served site).
// Raw requests on purpose: this file sends what the typed client cannot.
import { describe, expect, it } from "vitest";

import { UPLOAD_BODY_LIMIT_BYTES } from "../../../worker/middleware/json-body";
import { MAX_IMAGE_BYTES } from "../../../worker/shared/media";
import { call, freshClientIp, ORIGIN } from "../helpers";

const CHUNK = 64 * 1024;

/** A body of `bytes` sent in chunks, and how much of it the Worker had taken when it answered. */
function countedBody(bytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      const size = Math.min(CHUNK, bytes - pulled);
      controller.enqueue(new Uint8Array(size).fill(0x61));
      pulled += size;
    },
  });
  return { stream, pulled: () => pulled };
}

/** A declared length: workerd sends a FixedLengthStream's body with its Content-Length. */
function declaredBody(bytes: number) {
  const { stream, pulled } = countedBody(bytes);
  const fixed = new FixedLengthStream(bytes);
  void stream.pipeTo(fixed.writable);
  return { stream: fixed.readable, pulled };
}

/** Far past what the runtime takes in ahead of the Worker, so that an early answer leaves some unread. */
const LARGE = 8 * 1024 * 1024;

const send = (path: string, headers: Record<string, string>, stream: ReadableStream) =>
  call(path, {
    method: "POST",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": freshClientIp(), ...headers },
    body: stream,
    // @ts-expect-error workerd needs this for a streamed request body
    duplex: "half",
  });

const CASES: [name: string, path: string, headers: Record<string, string>, bytes: number, status: number][] = [
  ["an oversized contact message", "/api/contact", { "Content-Type": "application/json" }, LARGE, 413],
  ["an oversized upload", "/api/media", { "Content-Type": "multipart/form-data; boundary=b" }, UPLOAD_BODY_LIMIT_BYTES + 1024 * 1024, 413],
  ["an oversized owner's form", "/registry/manage", { "Content-Type": "application/x-www-form-urlencoded" }, LARGE, 413],
  ["a body that is not JSON", "/api/contact", { "Content-Type": "text/plain" }, LARGE, 415],
  ["a body from another site", "/api/contact", { "Content-Type": "application/json", Origin: "https://evil.example" }, LARGE, 403],
];

describe.each([
  ["streamed", countedBody],
  ["with a declared length", declaredBody],
])("a body %s", (_how, makeBody) => {
  it.each(CASES)("%s (%s) is read to its end before the answer", async (_name, path, headers, bytes, status) => {
    const body = makeBody(bytes);
    const response = await send(path, headers, body.stream);
    expect(response.status).toBe(status);
    expect(body.pulled()).toBe(bytes);
  });
});

it("an upload within the limit without a session is read to its end before its 401", async () => {
  // A streamed one is counted whole by the size limit anyway; a declared length is not.
  const body = declaredBody(MAX_IMAGE_BYTES);
  const response = await send("/api/media", { "Content-Type": "multipart/form-data; boundary=b" }, body.stream);
  expect(response.status).toBe(401);
  expect(body.pulled()).toBe(MAX_IMAGE_BYTES);
});
