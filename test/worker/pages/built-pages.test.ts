import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import worker from "../../../worker/index";
import { builtFile } from "../../../worker/html/built-files";
import { bumpContentVersion } from "../../../worker/pages/page-cache";
import { DYNAMIC_PAGE_PATHS, PUBLIC_PAGES } from "../../../worker/shared/pages";
import { call, ORIGIN } from "../helpers";

afterEach(() => vi.restoreAllMocks());

/** A request whose work after the answer (a missed page's entry in the 404 log) is done before it resolves, so no write lands in a later test. */
async function settledCall(path: string): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(new URL(path, ORIGIN)), env, context);
  await waitOnExecutionContext(context);
  return response;
}

const STATIC_PATHS = PUBLIC_PAGES.map((page) => page.path).filter((path) => !DYNAMIC_PAGE_PATHS.includes(path));

describe("pages made of build output", () => {
  it("read the built files once per isolate, not on every request", async () => {
    for (const path of [...STATIC_PATHS, ...DYNAMIC_PAGE_PATHS, "/no-such-page"]) await settledCall(path); // each read once
    const reads = vi.spyOn(env.ASSETS, "fetch");
    for (const path of [...STATIC_PATHS, ...DYNAMIC_PAGE_PATHS, "/no-such-page"])
      expect((await settledCall(path)).status).toBeLessThan(500);
    expect(reads).not.toHaveBeenCalled();
  });

  it("never read D1; the blog and the calendar, which show stored posts and events, do (until cached)", async () => {
    const opened = vi.spyOn(env.DB, "withSession");
    for (const path of STATIC_PATHS) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Server-Timing"), path).toBe('d1;desc="0 statements"');
    }
    expect(opened).not.toHaveBeenCalled();
    expect(STATIC_PATHS).toContain("/about");
    await bumpContentVersion(env); // as after a staff change: the next reads render
    for (const path of ["/blog", "/calendar"]) {
      opened.mockClear();
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(opened).toHaveBeenCalled();
      expect(response.headers.get("Server-Timing")).not.toContain('d1;desc="0 statements"');
    }
  });

  it("answer the same whole page however often, and at once", async () => {
    const first = await (await call("/about")).text();
    const again = await Promise.all(Array.from({ length: 20 }, async () => (await call("/about")).text()));
    expect(first).toContain("</html>");
    expect(first).toContain("<title>");
    expect(new Set(again)).toEqual(new Set([first]));
  });

  it("are assembled per origin: each names its own canonical address", async () => {
    const canonical = async (origin: string) =>
      /<link rel="canonical" href="([^"]*)"/.exec(await (await call(new URL("/services", origin).href)).text())?.[1];
    // Without SITE_URL only this machine's own names may stand in for the site's origin.
    expect(await canonical("http://localhost")).toBe("http://localhost/services");
    expect(await canonical("http://127.0.0.1")).toBe("http://127.0.0.1/services");
  });
});

describe("reading a built file", () => {
  const assets = (...statuses: number[]) => {
    const fetch = vi.fn(() => Promise.resolve(new Response(`file ${statuses.length}`, { status: statuses.shift() ?? 200 })));
    return { fetch } as unknown as Fetcher & { fetch: typeof fetch };
  };

  it("keeps a file it has read", async () => {
    const from = assets(200);
    expect(await builtFile(from, "http://localhost/", "/kept.html")).toBe("file 1");
    expect(await builtFile(from, "http://localhost/", "/kept.html")).toBe("file 1");
    expect(from.fetch).toHaveBeenCalledTimes(1);
  });

  it("remembers that the build has no such file", async () => {
    const from = assets(404);
    expect(await builtFile(from, "http://localhost/", "/missing.html")).toBeUndefined();
    expect(await builtFile(from, "http://localhost/", "/missing.html")).toBeUndefined();
    expect(from.fetch).toHaveBeenCalledTimes(1);
  });

  it("tries a failed read again on the next request", async () => {
    const from = assets(503, 200);
    expect(await builtFile(from, "http://localhost/", "/flaky.html")).toBeUndefined();
    expect(await builtFile(from, "http://localhost/", "/flaky.html")).toBe("file 1");
    expect(from.fetch).toHaveBeenCalledTimes(2);
  });
});
