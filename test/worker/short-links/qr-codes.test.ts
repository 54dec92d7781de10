import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { shortLinks } from "../../../worker/db/schema";
import { SHORT_LINK_TEXTS } from "../../../worker/shared/short-links";
import { apiClient, read, type ApiClient } from "../api-client";
import { db, ORIGIN } from "../helpers";
import { decodeQrPng, decodeQrSvg } from "./qr-decode";
import { asAdmin, callWith } from "../session-helpers";

let admin: string;
let adminApi: ApiClient;
let flyerId: number;
/** A short link's own routes, by id. */
const link = () => adminApi.redirects[":id"];
/** The source tag a table's query carries, if any. */
const srcOf = (query: string) => new URLSearchParams(query).get("src") ?? undefined;

beforeAll(async () => {
  admin = await asAdmin();
  adminApi = apiClient({ cookie: admin });
  const [row] = await db().insert(shortLinks).values({ fromPath: "/Flyer-Canton", toUrl: "https://example.org/spring" }).returning();
  flyerId = row!.id;
});

describe("a short link's QR code", () => {
  it.each([
    ["", `${ORIGIN}/Flyer-Canton`],
    ["?src=canton-flyer", `${ORIGIN}/Flyer-Canton?src=canton-flyer`],
  ])(
    "as a PNG at each print size, decodes back to exactly the address (%s)",
    async (query, address) => {
      for (const size of [300, 600, 1200]) {
        const response = await link()["qr.png"].$get({ param: { id: String(flyerId) }, query: { src: srcOf(query), size: String(size) } });
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("image/png");
        const tag = query ? "-canton-flyer" : "";
        expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="qr-flyer-canton${tag}-${size}px.png"`);
        const decoded = await decodeQrPng(await response.arrayBuffer());
        expect(decoded).toEqual({ text: address, width: size, height: size });
      }
      // Three PNGs drawn and decoded, the largest 1200 px square: seconds on a busy machine.
    },
    30_000,
  );

  it.each([
    ["", `${ORIGIN}/Flyer-Canton`],
    ["?src=canton-flyer", `${ORIGIN}/Flyer-Canton?src=canton-flyer`],
  ])("as an SVG, decodes back to exactly the address (%s)", async (query, address) => {
    const response = await link()["qr.svg"].$get({ param: { id: String(flyerId) }, query: { src: srcOf(query) } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="qr-flyer-canton(-canton-flyer)?\.svg"$/);
    expect(decodeQrSvg(await response.text())).toBe(address);
  });

  it("uses the configured site address when there is one", async () => {
    const previous = env.SITE_URL;
    env.SITE_URL = "https://harborlight.example";
    try {
      const response = await link()["qr.png"].$get({ param: { id: String(flyerId) }, query: { size: "300" } });
      expect((await decodeQrPng(await response.arrayBuffer())).text).toBe("https://harborlight.example/Flyer-Canton");
    } finally {
      env.SITE_URL = previous;
    }
  });

  it.each([
    ["qr.png?src=Canton", SHORT_LINK_TEXTS.sourceTag],
    ["qr.png?src=canton_flyer", SHORT_LINK_TEXTS.sourceTag],
    [`qr.svg?src=${"a".repeat(41)}`, SHORT_LINK_TEXTS.sourceTag],
    ["qr.png?size=450", SHORT_LINK_TEXTS.qrSize],
    ["qr.png?size=big", SHORT_LINK_TEXTS.qrSize],
  ])("refuses %s with a clear message", async (path, message) => {
    // Raw: the table names the malformed queries themselves.
    const response = await callWith(admin, `/api/redirects/${flyerId}/${path}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it("is listed with the link's full address, for the copy button", async () => {
    const list = await read(adminApi.redirects.$get());
    expect(list.find((row) => row.id === flyerId)?.address).toBe(`${ORIGIN}/Flyer-Canton`);
  });

  it("answers 404 for a link that does not exist", async () => {
    expect((await link()["qr.svg"].$get({ param: { id: "999999" }, query: {} })).status).toBe(404);
  });
});

describe("a click through a tagged address", () => {
  const follow = (path: string) => callWith("", path, { redirect: "manual", headers: { "CF-Connecting-IP": "198.51.100.9" } });
  const lastSource = () =>
    env.DB.prepare("SELECT source FROM redirect_clicks WHERE redirect_id = ? ORDER BY id DESC LIMIT 1")
      .bind(flyerId)
      .first<string | null>("source");

  it("records the tag and still sends the visitor on, the query passed along as for any click", async () => {
    const response = await follow("/flyer-canton?src=canton-flyer");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.org/spring?src=canton-flyer");
    expect(await lastSource()).toBe("canton-flyer");
  });

  it.each([
    ["no tag", "/flyer-canton"],
    ["a malformed tag", "/flyer-canton?src=Canton%20Flyer"],
    ["another parameter only", "/flyer-canton?utm_source=canton-flyer"],
  ])("stores no source for %s", async (_, path) => {
    expect((await follow(path)).status).toBe(302);
    expect(await lastSource()).toBeNull();
  });
});
