import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { configuredCrons, scheduledUrl, startLocalCron, type LocalCron } from "../../scripts/local-cron";

describe("the local cron triggers", () => {
  let server: Server | undefined;
  let cron: LocalCron | undefined;
  afterEach(() => {
    cron?.stop();
    server?.close();
  });

  it("reads the Worker's schedule from wrangler.toml (the outbox sweep every five minutes)", () => {
    expect(configuredCrons()).toEqual(["*/5 * * * *"]);
  });

  it("asks wrangler dev to run scheduled() for a cron at a given time", () => {
    const url = scheduledUrl("http://localhost:8787", "*/5 * * * *", new Date(Date.UTC(2026, 0, 2, 3, 5)));
    expect(url.pathname).toBe("/cdn-cgi/local/scheduled");
    expect(url.searchParams.get("cron")).toBe("*/5 * * * *");
    expect(url.searchParams.get("time")).toBe(String(Date.UTC(2026, 0, 2, 3, 5)));
  });

  it("calls the site when a schedule is due, with the cron and the due time", async () => {
    const calls: URL[] = [];
    server = createServer((request, response) => {
      calls.push(new URL(request.url ?? "/", "http://localhost"));
      response.end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // Every second (croner's six-field form), so the test sees a call at once.
    cron = startLocalCron(`http://127.0.0.1:${port}`, ["* * * * * *"]);
    await expect.poll(() => calls.length, { timeout: 5000 }).toBeGreaterThan(0);

    const [call] = calls;
    expect(call?.pathname).toBe("/cdn-cgi/local/scheduled");
    expect(call?.searchParams.get("cron")).toBe("* * * * * *");
    const dueAt = Number(call?.searchParams.get("time"));
    expect(dueAt % 1000).toBe(0);
    expect(Math.abs(dueAt - Date.now())).toBeLessThan(5000);
  });
});
