// What the registry keeps about an owner, and where it shows: a removed registration leaves its
// name, email, phone, address and point in no table at all (every table is read, row by row) and
// in no admin answer; no public answer, owner pages included, carries an address or a point.
import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { cameraRegistrations, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { PUBLIC_PAGES, SITE_FILES } from "../../../worker/shared/pages";
import { call, db, everyTable, freshClientIp, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { apiClient, type ApiClient } from "../api-client";
import { asAdmin } from "../session-helpers";
import { createIncident, emailOwners, incidentDetail, linksIn, postForm, requestEmail, send, tokenFor } from "./owner-fixtures";
import { CANTON, pointAt } from "./points";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

/** An owner whose every detail is a string found nowhere else, so any copy of it can be found. */
const PERSON = {
  name: "Wilhelmina Quarrington",
  email: "w.quarrington.camera@example.net",
  phone: "(410) 555-0193",
  address: "2917 O'Donnell St, Baltimore, MD 21224",
  cameraDetails: "Quarrington's porch camera over the stoop, 14 days on a card.",
  terms: true,
};

/** The owner's point, written as staff paste it; its digits must appear nowhere once it is gone. */
const POINT = pointAt(CANTON, 30, 4000);
/** The first five decimals, cut (not rounded) so they match any longer writing of the same number. */
const fixed = (value: number) => /^-?\d+\.\d{5}/.exec(String(value))![0];

/** Every trace of the owner, as text that would betray it. */
const TRACES = [
  PERSON.name,
  "Quarrington",
  PERSON.email,
  "555-0193",
  "5550193",
  "2917 O",
  "2917 O&#39;Donnell",
  fixed(POINT.latitude),
  fixed(POINT.longitude),
];

const found = (text: string) => TRACES.filter((trace) => text.includes(trace));

/** A registration through the public form, with the CRM webhook on, so every copy the site makes is made (raw: another env). */
async function register(): Promise<number> {
  const request = new Request(`${ORIGIN}/api/register-camera`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshClientIp() },
    body: JSON.stringify(PERSON),
  });
  const settings = {
    LEAD_WEBHOOK_URL: "https://crm.example.test/hooks/lead",
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  };
  const response = await worker.fetch(request, { ...env, ...settings }, createExecutionContext());
  expect(response.status).toBe(201);
  const { id } = await response.json<{ id: number }>();
  const placed = await admin["camera-registrations"][":id"].location.$put({
    param: { id: String(id) },
    json: { point: `${POINT.latitude}, ${POINT.longitude}` },
  });
  expect(placed.status).toBe(200);
  return id;
}

/** Staff work around the owner: two incidents, both emailed, one answered and followed up. */
async function workAround(id: number) {
  const [row] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id));
  const first = await createIncident(admin, pointAt(POINT, 45, 50), { caseReference: "PRIV-1" });
  const second = await createIncident(admin, pointAt(POINT, 225, 80), { caseReference: "PRIV-2" });
  await emailOwners(admin, first.id);
  await emailOwners(admin, second.id);
  const links = linksIn((await requestEmail(first.id, id)).textBody);
  await postForm("/registry/answer", { t: new URL(links.answer[0]!).searchParams.get("t")! });
  const [request] = (await incidentDetail(admin, first.id)).nearby;
  await admin["footage-requests"][":id"]["follow-up"].$put({ param: { id: String(request!.request!.id) }, json: { followedUp: true } });
  // The real queue sends what was queued, so sent rows are among what must go.
  await eventually(
    () => db().select().from(outboxMessages).where(eq(outboxMessages.channel, "email")),
    (rows) => rows.every((row) => row.status === "sent"),
  );
  return { first, second, reference: row!.reference! };
}

/** Every admin read, by path: read raw, as the table names them. */
const ADMIN_READS = (incidents: number[]) => [
  "/api/camera-registrations",
  "/api/camera-registrations/export.csv",
  "/api/contacts",
  "/api/incidents",
  ...incidents.map((id) => `/api/incidents/${id}`),
  "/api/admin/audit",
  "/api/admin/messages?limit=200",
];

describe("a removed registration", () => {
  it.each([
    ["by its owner, through the manage link", "owner"],
    ["by staff, from the dashboard", "staff"],
  ])("leaves no trace of the owner in any table or admin answer: removed %s", async (_how, by) => {
    const id = await register();
    const { first, second, reference } = await workAround(id);
    // Before: the owner is there to be found, so the search below can find it.
    const before = Object.values(await everyTable()).join("\n");
    expect(found(before)).toEqual(expect.arrayContaining([PERSON.name, PERSON.email, "2917 O", fixed(POINT.latitude)]));

    if (by === "owner") {
      const manage = await tokenFor({ registration: reference, incidentId: null, action: "manage" });
      expect((await postForm("/registry/manage", { t: manage, intent: "remove-confirmed" })).status).toBe(200);
    } else {
      expect((await admin["camera-registrations"][":id"].$delete({ param: { id: String(id) } })).status).toBe(200);
    }

    const tables = await everyTable();
    for (const [table, rows] of Object.entries(tables)) expect({ table, traces: found(rows) }).toEqual({ table, traces: [] });
    for (const path of ADMIN_READS([first.id, second.id])) {
      const text = await (await send(adminCookie, "GET", path)).text();
      expect({ path, traces: found(text) }).toEqual({ path, traces: [] });
    }
    // The answered request is kept, without its owner; the unanswered one is gone.
    const detail = await incidentDetail(admin, first.id);
    expect(detail.formerOwners.map((request) => request.answer)).toEqual(["may_have"]);
    const other = await incidentDetail(admin, second.id);
    expect(other).toMatchObject({ formerOwners: [], nearby: [] });
  });
});

describe("public answers", () => {
  it("never carry an owner's or an incident's address, a point, a name or contact details", async () => {
    const id = await register();
    const { first, reference } = await workAround(id);
    const answer = await tokenFor({ registration: reference, incidentId: first.id, action: "no_footage" });
    const leave = await tokenFor({ registration: reference, incidentId: first.id, action: "leave" });
    const expired = await tokenFor({ registration: reference, incidentId: first.id, action: "leave" }, new Date(Date.now() - 400 * 864e5));
    const incidentTraces = ["2909 O", fixed(pointAt(POINT, 45, 50).latitude), "PRIV-1", "grey hatchback"];
    const paths = [
      ...PUBLIC_PAGES.map((page) => page.path),
      ...SITE_FILES,
      "/blog/rss.xml",
      "/no-such-page",
      "/api/events",
      "/api/blog/posts",
      "/api/camera-registrations",
      `/api/incidents/${first.id}`,
      "/api/admin/audit",
      `/registry/answer?t=${answer}`,
      `/registry/leave?t=${leave}`,
      `/registry/leave?t=${expired}`,
      "/registry/answer?t=not-a-token",
      "/registry/manage",
    ];
    for (const path of paths) {
      const text = await (await call(path)).text();
      expect({ path, traces: [...found(text), ...incidentTraces.filter((trace) => text.includes(trace))] }).toEqual({ path, traces: [] });
    }
    // And what an owner's button press answers.
    for (const [path, token] of [
      ["/registry/answer", answer],
      ["/registry/answer", answer],
    ] as const) {
      const text = await (await postForm(path, { t: token })).text();
      expect({ path, traces: [...found(text), ...incidentTraces.filter((trace) => text.includes(trace))] }).toEqual({ path, traces: [] });
    }
  });
});
