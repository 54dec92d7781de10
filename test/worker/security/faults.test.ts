import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ERROR_TEXTS } from "../../../worker/shared/errors";
import { adminApi, apiClient } from "../api-client";
import { VALID_CONTACT } from "../fixtures";
import { call, sessionsWith } from "../helpers";

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

afterEach(() => vi.restoreAllMocks());

const contact = VALID_CONTACT;

describe("when D1 fails", () => {
  it("a public form answers a clean 503 in JSON and stores nothing", async () => {
    const before = await count("contact_submissions");
    sessionsWith(() => ({
      prepare: () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
    }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await apiClient().contact.$post({ json: contact });
    vi.restoreAllMocks();
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: ERROR_TEXTS.unavailable });
    expect(body).not.toMatch(/at |\.ts|D1_ERROR/);
    expect(await count("contact_submissions")).toBe(before);
  });

  it("a mutation happens whole or not at all: a batch that fails part-way leaves nothing", async () => {
    const admin = await adminApi();
    const redirects = await count("url_redirects");
    const audit = await count("audit_log");
    // The change goes through, then a later statement of the same batch fails.
    sessionsWith((session) => ({
      batch: (statements) => session.batch([...statements, session.prepare("INSERT INTO no_such_table VALUES (1)")]),
    }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await admin.redirects.$post({ json: { fromPath: "/half-written", toUrl: "https://example.org/" } });
    vi.restoreAllMocks();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: ERROR_TEXTS.unavailable });
    expect(await count("url_redirects")).toBe(redirects);
    expect(await count("audit_log")).toBe(audit);
  });

  it("a page that reads D1 still answers cleanly", async () => {
    sessionsWith(() => ({
      prepare: () => {
        throw new Error("D1_ERROR: overloaded");
      },
    }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await call("/calendar");
    vi.restoreAllMocks();
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    const page = await response.text();
    expect(page).not.toMatch(/D1_ERROR|at \w+ \(/);
    expect(page).toContain("<h1>Something went wrong</h1>");
    expect(page).toContain("Please try again in a moment, or call us.");
    expect(page).toContain('<a href="/">Home page</a>');
  });
});
