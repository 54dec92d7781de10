// Bodies answered before they were read, sent to the site as `npm start` serves it (decision
// 0034): the Worker's own answer every time, never the local proxy's 500 with a stack trace or a
// connection cut while the client is still sending. Each case is sent many times in a row,
// because the failure depended on how far the client had got when the answer came.
import { expect, test } from "@playwright/test";

const TIMES = 12;
const MB = 1024 * 1024;

interface Case {
  name: string;
  status: number;
  send: (origin: string) => Promise<Response>;
}

/** A body sent in chunks without a declared length, as a browser streams an upload. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

function upload(bytes: number): FormData {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  form.set("alt", "A photo");
  return form;
}

/** From `min` to `max` MB, a different size each time: how far the client had got when it was cut off varied. */
const megabytes = (min: number, max: number) => Math.floor((min + Math.random() * (max - min)) * MB);

const json = (origin: string) => ({ "Content-Type": "application/json", Origin: origin });
const bigMessage = () => JSON.stringify({ firstName: "Dana", message: "x".repeat(megabytes(2, 10)) });

const CASES: Case[] = [
  {
    name: "a 2 to 10 MB contact message",
    status: 413,
    send: (origin) => fetch(`${origin}/api/contact`, { method: "POST", headers: json(origin), body: bigMessage() }),
  },
  {
    name: "a 2 MB contact message streamed without a length",
    status: 413,
    send: (origin) =>
      fetch(`${origin}/api/contact`, { method: "POST", headers: json(origin), body: streamed(2 * MB), duplex: "half" } as RequestInit),
  },
  {
    name: "an 11 to 20 MB upload",
    status: 413,
    send: async (origin) => fetch(`${origin}/api/media`, { method: "POST", headers: { Origin: origin }, body: upload(megabytes(11, 20)) }),
  },
  {
    name: "a 12 MB upload streamed without a length",
    status: 413,
    send: (origin) =>
      fetch(`${origin}/api/media`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "multipart/form-data; boundary=b" },
        body: streamed(12 * MB),
        duplex: "half",
      } as RequestInit),
  },
  {
    name: "a 4 MB upload without a session (401 before the body is needed)",
    status: 401,
    send: (origin) => fetch(`${origin}/api/media`, { method: "POST", headers: { Origin: origin }, body: upload(4 * MB) }),
  },
  {
    name: "a 2 to 10 MB body that is not JSON (415 before the body is needed)",
    status: 415,
    send: (origin) =>
      fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "text/plain", Origin: origin },
        body: "x".repeat(megabytes(2, 10)),
      }),
  },
  {
    name: "a 2 to 10 MB body from another site (403 before the body is needed)",
    status: 403,
    send: (origin) => fetch(`${origin}/api/contact`, { method: "POST", headers: json("https://evil.example"), body: bigMessage() }),
  },
  {
    name: "a 2 to 10 MB owner's form",
    status: 413,
    send: (origin) =>
      fetch(`${origin}/registry/manage`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `t=x&cameraDetails=${"x".repeat(megabytes(2, 10))}`,
      }),
  },
];

for (const { name, status, send } of CASES) {
  test(`${name}: answered ${status} by the Worker, ${TIMES} times in a row`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const answers: string[] = [];
    for (let time = 0; time < TIMES; time++) {
      try {
        const response = await send(origin);
        const text = await response.text();
        answers.push(response.status === status ? "expected" : `${response.status}: ${text.slice(0, 120)}`);
      } catch (error) {
        answers.push(`no answer: ${String((error as Error).cause ?? error)}`);
      }
    }
    expect(answers).toEqual(Array<string>(TIMES).fill("expected"));
  });
}
