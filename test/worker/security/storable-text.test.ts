// One storable-text rule for every text field, public or admin (decisions 0010, 0034): control
// characters, lone surrogates, noncharacters and direction overrides are refused with one
// message, and nothing is stored; the characters real text needs still pass.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { cameraRegistrations } from "../../../worker/db/schema";
import { STORABLE_TEXT_MESSAGE } from "../../../worker/shared/characters";
import { adminApi, apiClient, errorBody, read } from "../api-client";
import { VALID_CAMERA, VALID_CONTACT } from "../fixtures";
import { db, postJson } from "../helpers";
import { mainText, postForm, registrationAt, tokenFor } from "../registry/owner-fixtures";

/** [name, character] the rule refuses wherever it stands in the text. */
const REFUSED: [string, string][] = [
  ["NUL", "\u0000"],
  ["U+0001", "\u0001"],
  ["backspace", "\u0008"],
  ["escape", "\u001b"],
  ["DEL", "\u007f"],
  ["NEL (C1)", "\u0085"],
  ["CSI (C1)", "\u009b"],
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "\udfff"],
  ["right-to-left override U+202E", "\u202e"],
  ["left-to-right embedding U+202A", "\u202a"],
  ["first strong isolate U+2068", "\u2068"],
  ["pop directional isolate U+2069", "\u2069"],
  ["noncharacter U+FFFE", "\ufffe"],
  ["noncharacter U+FDD0", "\ufdd0"],
  ["noncharacter U+1FFFF", "\u{1ffff}"],
];

/** Text real people write, which the rule must let through. */
const KEPT = [
  "Line one\nline two\r\nand a\ttab",
  "שלום עולם with a right-to-left mark \u200f here",
  "Family emoji 👨‍👩‍👧 and é composed e\u0301",
  "Quotes “curly” — and an ellipsis…",
];

const PUBLIC_FORMS: [path: string, table: string, valid: Record<string, unknown>, fields: string[]][] = [
  ["/api/contact", "contact_submissions", VALID_CONTACT, ["firstName", "lastName", "phone", "message"]],
  ["/api/register-camera", "camera_registrations", VALID_CAMERA, ["name", "phone", "address", "cameraDetails"]],
];

const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

// Raw: both forms by their paths, each field in turn.
describe.each(PUBLIC_FORMS)("POST %s", (path, table, valid, fields) => {
  it.each(REFUSED)("%s in any text field: 400 with the one message, nothing stored", async (_name, character) => {
    const before = await count(table);
    for (const field of fields) {
      const value = `${String(valid[field])}${character}x`;
      const response = await postJson(path, { ...valid, [field]: value });
      expect(response.status, field).toBe(400);
      const body = await response.json<{ errors: Record<string, string[]> }>();
      expect(body.errors[field], field).toContain(STORABLE_TEXT_MESSAGE);
    }
    expect(await count(table)).toBe(before);
  });

  it.each(KEPT)("keeps %j as written", async (text) => {
    const field = fields.at(-1)!;
    const response = await postJson(path, { ...valid, [field]: text });
    expect(response.status).toBe(201);
  });

  it("refuses a control character in the email address as well", async () => {
    const response = await postJson(path, { ...valid, email: "dana\u0000@example.com" });
    expect(response.status).toBe(400);
  });
});

describe("an owner's camera details (/registry/manage)", () => {
  // A form travels as UTF-8, which has no lone surrogates (the browser sends U+FFFD instead).
  const inForms = REFUSED.filter(([name]) => !name.includes("surrogate"));
  it.each(inForms)("%s: 400 page with the message, the details unchanged", async (_name, character) => {
    const owner = await registrationAt(null);
    const t = await tokenFor({ registration: owner.reference!, incidentId: null, action: "manage" });
    const response = await postForm("/registry/manage", { t, intent: "details", cameraDetails: `Two cameras${character} by the door` });
    expect(response.status).toBe(400);
    expect(mainText(await response.text())).toContain(STORABLE_TEXT_MESSAGE);
    const [row] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, owner.id));
    expect(row!.cameraDetails).toBe(owner.cameraDetails);
  });
});

describe("the dashboard's text fields", () => {
  let admin = apiClient();
  beforeAll(async () => {
    admin = await adminApi();
  });

  const EVENT = {
    title: "Block watch meeting",
    date: "2026-09-10",
    time: "18:30",
    location: "Canton Library",
    neighborhood: "Canton",
    description: "Monthly meeting of the block watch.",
    eventType: "Neighborhood Meeting",
    organizer: "Canton Block Watch",
  };

  it.each(REFUSED)("%s in an event's title or description: 400 with the same message", async (name, character) => {
    const title = `${EVENT.title}: ${name}`;
    for (const field of ["title", "description"] as const) {
      const response = await admin.events.$post({
        json: { ...EVENT, title, [field]: `${field === "title" ? title : EVENT[field]}${character}` },
      });
      expect(response.status, field).toBe(400);
      expect((await errorBody(response)).errors[field], field).toContain(STORABLE_TEXT_MESSAGE);
    }
    const listed = await read(apiClient().events.$get({ query: {} }));
    expect(listed.filter((event) => event.title.startsWith(title))).toEqual([]);
  });
});
