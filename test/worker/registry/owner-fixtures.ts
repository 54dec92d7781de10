// Registrations at measured places, incidents recorded through the API, footage requests emailed
// through it, and the signed links read back out of the emails, for the footage-request and
// owner-page tests. Each test makes its own data, over a kilometre from every other test's.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";

import { cameraRegistrations, footageRequests, outboxMessages } from "../../../worker/db/schema";
import { signOwnerLink, type OwnerLink } from "../../../worker/registry/signed-links";
import { signingKey } from "../../../worker/security/signed-tokens";
import type { Point } from "../../../worker/shared/distance";
import { read, successBody, type ApiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { callWith } from "../session-helpers";
import { CANTON, pointAt } from "./points";

let places = 0;
/** A place of the calling test's own, over a kilometre from the others (storage is reset per file). */
export function freshCenter(): Point {
  return pointAt(CANTON, 180, ++places * 1200);
}

export const OWNER = {
  name: "Noor Haddad",
  email: "noor.haddad@example.com",
  phone: "(410) 555-0177",
  address: "2911 O'Donnell St, Baltimore, MD 21224",
  cameraDetails: "Doorbell camera and one over the garage door.",
};

export async function registrationAt(point: Point | null, fields: Partial<typeof cameraRegistrations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cameraRegistrations)
    .values({
      ...OWNER,
      reference: crypto.randomUUID(),
      terms: true,
      ...(point ? { ...point, locationStatus: "located" as const, locationSource: "geocoder" as const } : {}),
      ...fields,
    })
    .returning();
  return row!;
}

/** A raw JSON request, for what the typed client cannot send: a wrong body, a path read from a table. */
export function send(cookie: string, method: string, path: string, body?: unknown) {
  return callWith(cookie, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const INCIDENT = {
  caseReference: "25-CASE-0042",
  occurredOn: "2026-03-14",
  windowStart: "22:30",
  windowEnd: "01:15",
  footageSought: "A grey hatchback leaving the alley at speed",
  address: "2909 O'Donnell St, Baltimore, MD 21224",
};

export type IncidentBody = Parameters<ApiClient["incidents"]["$post"]>[0]["json"];

/** An incident at a point (so it is located at once), with the address staff typed beside it. */
export async function createIncident(admin: ApiClient, point: Point, fields: Partial<IncidentBody> = {}) {
  const response = await admin.incidents.$post({ json: { ...INCIDENT, ...point, ...fields } });
  expect(response.status).toBe(201);
  return successBody(response);
}

/** The preview of "Email N owners": the email one owner will get and the owners it lists. */
export const previewRequest = (admin: ApiClient, incidentId: number) =>
  admin.incidents[":id"]["footage-requests"].preview.$get({ param: { id: String(incidentId) } });

export const sendRequests = (admin: ApiClient, incidentId: number, registrationIds: number[]) =>
  admin.incidents[":id"]["footage-requests"].$post({ param: { id: String(incidentId) }, json: { registrationIds } });

/** "Email N owners" as the dashboard does it: the preview, then the send to the owners it listed. */
export async function emailOwners(admin: ApiClient, incidentId: number) {
  const preview = await previewRequest(admin, incidentId);
  const listed = preview.ok ? (await successBody(preview)).recipients.map((owner) => owner.registrationId) : [];
  return sendRequests(admin, incidentId, listed);
}

/** An incident's detail as staff read it. */
export const incidentDetail = (admin: ApiClient, incidentId: number) =>
  read(admin.incidents[":id"].$get({ param: { id: String(incidentId) } }));

export const requestsOf = (incidentId: number) =>
  db().select().from(footageRequests).where(eq(footageRequests.incidentId, incidentId)).orderBy(footageRequests.distanceFeet);

export async function requestEmail(incidentId: number, registrationId: number) {
  const [request] = await db()
    .select()
    .from(footageRequests)
    .where(eq(footageRequests.incidentId, incidentId))
    .then((rows) => rows.filter((row) => row.cameraRegistrationId === registrationId));
  const [message] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, request!.outboxMessageId!));
  return message!;
}

/** The emails of one kind tied to a registration, oldest first. */
export const ownerEmails = (registrationId: number, kind: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.cameraRegistrationId, registrationId), eq(outboxMessages.kind, kind)));

/** The links an email carries, by page, as the owner would click them. */
export function linksIn(text: string): { answer: string[]; leave: string[]; manage: string[] } {
  const all = [...text.matchAll(/https?:\/\/[^\s"<>]+\/registry\/(answer|leave|manage)\?t=[\w.-]+/g)];
  const of = (page: string) => [...new Set(all.filter((match) => match[1] === page).map((match) => match[0]))];
  return { answer: of("answer"), leave: of("leave"), manage: of("manage") };
}

/** A token of our own making, as the Worker would sign it for a request to this test origin. */
export const tokenFor = (link: OwnerLink, now?: Date) => signOwnerLink(signingKey(env, ORIGIN), link, now);

/** The path and query of a link, for calling the Worker. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A button press on an owner page: the form's fields, posted the way a browser posts them. */
export function postForm(path: string, fields: Record<string, string>) {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The visible text of a page's <main>, tags dropped and entities read, for asserting the words people see. */
export function mainText(page: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? "";
  return main
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** The token a page's form sends back. */
export const formToken = (page: string) => /name="t" value="([^"]+)"/.exec(page)?.[1];
