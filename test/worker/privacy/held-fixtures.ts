// One person's records made through every public form and worked on by staff (a located
// registration, a footage request answered and one not), and searches of every table for them:
// what the /your-data tests and the dashboard's data request tests look for.
import { expect } from "vitest";

import type { ApiClient } from "../api-client";
import { everyTable } from "../helpers";
import { CANTON, pointAt } from "../registry/points";
import { createIncident, emailOwners, linksIn, postForm as pressOwnerButton, requestEmail, send } from "../registry/owner-fixtures";
import { person, postPublicJson } from "./fixtures";

/** A person's records through the contact form and the registry, a footage request they answered, and one they did not. */
export async function recordsFor(admin: ApiClient, tag: string, distanceM: number, which: 0 | 1 | 2 = 0) {
  const who = person(tag, which);
  const contactId = await postPublicJson("/api/contact", who.contact);
  const registrationId = await postPublicJson("/api/register-camera", who.camera);
  const point = pointAt(CANTON, 300, distanceM);
  const placed = await admin["camera-registrations"][":id"].location.$put({
    param: { id: String(registrationId) },
    json: { point: `${point.latitude}, ${point.longitude}` },
  });
  expect(placed.status).toBe(200);
  const answered = await createIncident(admin, pointAt(point, 45, 40), { caseReference: `YD-${tag}-1` });
  const unanswered = await createIncident(admin, pointAt(point, 225, 60), { caseReference: `YD-${tag}-2` });
  await emailOwners(admin, answered.id);
  await emailOwners(admin, unanswered.id);
  const links = linksIn((await requestEmail(answered.id, registrationId)).textBody);
  expect((await pressOwnerButton("/registry/answer", { t: new URL(links.answer[0]!).searchParams.get("t")! })).status).toBe(200);
  return { who, contactId, registrationId, answered, unanswered };
}

/** The rows of every table whose text names the address, in any case. */
export async function rowsNaming(address: string): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const [table, text] of Object.entries(await everyTable())) {
    const rows = (JSON.parse(text) as Record<string, unknown>[]).filter((row) => JSON.stringify(row).toLowerCase().includes(address));
    if (rows.length > 0) found[table] = rows;
  }
  return found;
}

export const tracesIn = (text: string, traces: string[]) => traces.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));

/** Every admin answer that could show a person's records: none may name them after a deletion. */
export const adminReads = (incidentId: number) => [
  "/api/camera-registrations",
  "/api/camera-registrations/export.csv",
  "/api/contacts",
  "/api/incidents",
  `/api/incidents/${incidentId}`,
  "/api/admin/audit",
  "/api/admin/messages?limit=200",
  "/api/admin/data-requests",
];

/** No table and no admin answer holds any of the traces; answers the tables, to look further. */
export async function expectNoTrace(adminCookie: string, traces: string[], adminPaths: string[]) {
  const tables = await everyTable();
  for (const [table, rows] of Object.entries(tables)) expect({ table, traces: tracesIn(rows, traces) }).toEqual({ table, traces: [] });
  for (const adminPath of adminPaths) {
    const text = await (await send(adminCookie, "GET", adminPath)).text();
    expect({ adminPath, traces: tracesIn(text, traces) }).toEqual({ adminPath, traces: [] });
  }
  return tables;
}
