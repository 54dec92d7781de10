// Bodies that claim to be forms but cannot be read as one (decision 0034): every route that
// reads a form answers 400 with a message that says so, never 500, and changes nothing.
// Raw requests on purpose: this file sends what the typed client cannot.
import { beforeAll, describe, expect, it } from "vitest";

import { OWNER_PAGE_TEXT } from "../../../worker/registry/owner-pages/text";
import { ERROR_TEXTS } from "../../../worker/shared/errors";
import { call, ORIGIN } from "../helpers";
import { asAdmin } from "../session-helpers";

const part = (name: string, value: string, boundary = "b") =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** [what is wrong, Content-Type, body] */
const UNREADABLE: [string, string, string][] = [
  ["the boundary line alone", "multipart/form-data; boundary=b", "--b\r\n"],
  ["no boundary in the type", "multipart/form-data", `${part("t", "x")}--b--\r\n`],
  ["an empty boundary", "multipart/form-data; boundary=", `${part("t", "x")}--b--\r\n`],
  ["no closing boundary", "multipart/form-data; boundary=b", part("t", "x")],
  ["a part cut short in its headers", "multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="t'],
  ["a boundary the body never uses", "multipart/form-data; boundary=other", `${part("t", "x")}--b--\r\n`],
  ["an empty body", "multipart/form-data; boundary=b", ""],
  ["text that is no multipart at all", "multipart/form-data; boundary=b", "t=x&intent=remove"],
];

const OWNER_PATHS = ["/registry/manage", "/registry/answer", "/registry/leave"];

describe.each(OWNER_PATHS)("POST %s", (path) => {
  it.each(UNREADABLE)("%s: a 400 page saying the form could not be read", async (_name, type, body) => {
    const response = await call(path, { method: "POST", headers: { "Content-Type": type, Origin: ORIGIN }, body });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(OWNER_PAGE_TEXT.unreadableTitle);
  });

  it("a body of another type: the same 400 page", async () => {
    const response = await call(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: '{"t":"x"}',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(OWNER_PAGE_TEXT.unreadableTitle);
  });
});

describe("POST /api/media", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await asAdmin();
  });

  it.each(UNREADABLE)("%s: 400 with the form's message", async (_name, type, body) => {
    const response = await call("/api/media", { method: "POST", headers: { "Content-Type": type, Origin: ORIGIN, Cookie: admin }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ERROR_TEXTS.malformedForm });
  });
});
