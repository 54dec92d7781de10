// A short link's target may be a path of this site (R8, decision 0065): "/winter" is stored as the
// URL parser reads it and sent on to the site's own address, the visitor's query string passed
// on; a path that leaves the site is refused; and the loop checks (decision 0047) follow a path as
// they follow the site's full address.
import { describe, expect, it } from "vitest";

import { ADMIN_TEXTS } from "../../../worker/shared/schemas/admin";
import { SHORT_LINK_TEXTS } from "../../../worker/shared/short-links";
import { adminApi, successBody, type ApiClient } from "../api-client";
import { call, ORIGIN } from "../helpers";

let admin: ApiClient | undefined;

async function create(fromPath: string, toUrl: string, isActive = true) {
  admin ??= await adminApi();
  return admin.redirects.$post({ json: { fromPath, toUrl, isActive } });
}

async function created(fromPath: string, toUrl: string) {
  const response = await create(fromPath, toUrl);
  expect(response.status).toBe(201);
  return successBody(response);
}

async function expectRefused(response: { status: number; json(): Promise<unknown> }, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message, errors: { toUrl: [message] } });
}

describe("a short link to a path of this site", () => {
  it("is stored as the parser reads it and sends the visitor to the site's own address, query passed on", async () => {
    expect((await created("/w", "/winter")).toUrl).toBe("/winter");
    const followed = await call("/w?src=canton-flyer", { redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe(`${ORIGIN}/winter?src=canton-flyer`);

    expect((await created("/events-page", "  /calendar/../calendar?neighborhood=Canton#list ")).toUrl).toBe(
      "/calendar?neighborhood=Canton#list",
    );
    const head = await call("/events-page", { method: "HEAD", redirect: "manual" });
    expect(head.headers.get("Location")).toBe(`${ORIGIN}/calendar?neighborhood=Canton#list`);
  });

  it.each([
    ["another host after //", "//evil.example/x"],
    ["another host after /\\", "/\\evil.example/x"],
    ["dot segments up to //", "/..//evil.example/x"],
    ["a path without its /", "winter"],
    ["a line break", "/win\nter"],
  ])("refuses %s with the field's message", async (_name, toUrl) => {
    await expectRefused(await create(`/refused-${crypto.randomUUID().slice(0, 8)}`, toUrl), ADMIN_TEXTS.validUrl);
  });

  it("is refused when the path is the link itself, or loops through other links by path or by address", async () => {
    await expectRefused(await create("/loop-self", "/Loop-Self/"), SHORT_LINK_TEXTS.targetIsItself);
    await created("/loop-a", "/loop-b");
    await expectRefused(await create("/loop-b", "/loop-a"), SHORT_LINK_TEXTS.targetLoops);
    await expectRefused(await create("/loop-b", `${ORIGIN}/loop-a`), SHORT_LINK_TEXTS.targetLoops);
    await created("/loop-c", `${ORIGIN}/loop-d`);
    await expectRefused(await create("/loop-d", "/loop-c?src=print"), SHORT_LINK_TEXTS.targetLoops);
    // A chain that ends at a page is allowed.
    expect((await create("/loop-e", "/loop-a")).status).toBe(201);
  });

  it("is checked again when a paused link that would close a loop is turned on", async () => {
    const paused = await successBody(await create("/paused-b", "/paused-a", false));
    await created("/paused-a", "/paused-b"); // nothing loops through a paused link
    admin ??= await adminApi();
    const turnedOn = await admin.redirects[":id"].$patch({ param: { id: String(paused.id) }, json: { isActive: true } });
    await expectRefused(turnedOn, SHORT_LINK_TEXTS.targetLoops);
  });
});
