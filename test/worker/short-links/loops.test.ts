import { describe, expect, it } from "vitest";

import { SHORT_LINK_TEXTS } from "../../../worker/shared/short-links";
import { adminApi, successBody, type ApiClient } from "../api-client";
import { ORIGIN } from "../helpers";

let admin: ApiClient | undefined;

async function create(fromPath: string, toUrl: string, isActive = true) {
  admin ??= await adminApi();
  return admin.redirects.$post({ json: { fromPath, toUrl, isActive } });
}

async function update(id: number, json: { fromPath?: string; toUrl?: string }) {
  admin ??= await adminApi();
  return admin.redirects[":id"].$patch({ param: { id: String(id) }, json });
}

async function created(fromPath: string, toUrl: string): Promise<number> {
  const response = await create(fromPath, toUrl);
  expect(response.status).toBe(201);
  return (await successBody(response)).id;
}

async function expectRefused(response: { status: number; json(): Promise<unknown> }, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message, errors: { toUrl: [message] } });
}

describe("a redirect that would send visitors round in circles", () => {
  it.each([`${ORIGIN}/self`, `${ORIGIN}/SELF/`, `${ORIGIN}/self?from=print`])("is refused when its target is itself: %s", async (toUrl) => {
    await expectRefused(await create("/self", toUrl), SHORT_LINK_TEXTS.targetIsItself);
  });

  it("is refused when two links would point at each other", async () => {
    await created("/two-a", `${ORIGIN}/two-b`);
    await expectRefused(await create("/two-b", `${ORIGIN}/Two-A`), SHORT_LINK_TEXTS.targetLoops);
  });

  it("is refused when three links would make a loop, on create and on update", async () => {
    await created("/three-a", `${ORIGIN}/three-b`);
    await created("/three-b", `${ORIGIN}/three-c`);
    await expectRefused(await create("/three-c", `${ORIGIN}/three-a`), SHORT_LINK_TEXTS.targetLoops);
    const id = await created("/three-c", "https://example.org/elsewhere");
    await expectRefused(await update(id, { toUrl: `${ORIGIN}/three-a` }), SHORT_LINK_TEXTS.targetLoops);
    // Renaming a link onto the path a chain ends in closes a loop too.
    const renamed = await created("/three-d", `${ORIGIN}/three-a`);
    await update(id, { fromPath: "/three-e" });
    await expectRefused(await update(renamed, { fromPath: "/three-c" }), SHORT_LINK_TEXTS.targetLoops);
  });

  it("is refused on update when the edited link's own path is its target", async () => {
    const id = await created("/edit-self", "https://example.org/first");
    await expectRefused(await update(id, { toUrl: `${ORIGIN}/edit-self` }), SHORT_LINK_TEXTS.targetIsItself);
  });

  it("allows a chain that ends, links on other sites and paused links", async () => {
    await created("/chain-a", `${ORIGIN}/chain-b`);
    await created("/chain-b", `${ORIGIN}/about`);
    expect((await create("/chain-c", `${ORIGIN}/chain-a`)).status).toBe(201);
    // The same path on another site is another address.
    expect((await create("/elsewhere", "https://example.org/elsewhere")).status).toBe(201);
    // A paused link is not followed: nothing loops while it is paused.
    expect((await create("/paused-a", `${ORIGIN}/paused-b`, false)).status).toBe(201);
    expect((await create("/paused-b", `${ORIGIN}/paused-a`)).status).toBe(201);
  });

  it("allows an edit that moves a link off the chain's path", async () => {
    const id = await created("/move-a", "https://example.org/first");
    await created("/move-b", `${ORIGIN}/move-a`);
    // /move-a becomes /move-c pointing at /move-b: /move-b -> /move-a finds nothing any more.
    expect((await update(id, { fromPath: "/move-c", toUrl: `${ORIGIN}/move-b` })).status).toBe(200);
  });
});
