import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { waitForSite } from "../../scripts/site";
import { startBanner } from "../../scripts/start-banner";

describe("waiting for the site before saying it is served", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  const listen = async (handler: Parameters<typeof createServer>[1]) => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };

  it("resolves only once the page answers below 500, asking again while it fails", async () => {
    let requests = 0;
    const url = await listen((_request, response) => {
      requests += 1;
      response.statusCode = requests < 3 ? 503 : 200;
      response.end("home");
    });
    await waitForSite(url, 10_000);
    expect(requests).toBe(3);
  });

  it("rejects, naming the address, when nothing answers in time", async () => {
    const url = await listen((_request, response) => {
      response.statusCode = 500;
      response.end();
    });
    await expect(waitForSite(url, 600)).rejects.toThrow(`${url} did not answer within 600 ms`);
  });
});

describe("what npm start prints once the site answers", () => {
  it("says where it is served and that the script fires the cron schedule itself", () => {
    const lines = startBanner({ port: 8787, issuer: "http://localhost:8788", crons: ["*/5 * * * *"] });
    expect(lines).toContain("  Harborlight is served on http://localhost:8787 (Ctrl-C stops it)");
    expect(lines).toContain(
      `  Cron: this script fires the Worker's schedule (*/5 * * * *, UTC) on time, so wrangler's note above that scheduled Workers are "not automatically triggered" is taken care of.`,
    );
    expect(lines.some((line) => line.includes("Lead webhook"))).toBe(false);
  });

  it("names the lead webhook when one is set", () => {
    const lines = startBanner({ port: 8787, issuer: "http://localhost:8788", crons: [], leadWebhookUrl: "http://127.0.0.1:8799/" });
    expect(lines).toContain("  Lead webhook: http://127.0.0.1:8799/");
  });
});
