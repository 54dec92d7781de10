// The footage request's preview and its confirmation, against real D1: the preview is the email the
// send then writes to the outbox (each owner's links in place of its placeholders), lists who gets
// it with their band, writes nothing; the send goes only to the owners the preview listed (409
// otherwise, nothing written) and is audited with its count.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, outboxMessages } from "../../../worker/db/schema";
import { linkPlaceholder } from "../../../worker/registry/ask-owners";
import { successBody } from "../api-client";
import { REGISTRY_TEXTS } from "../../../worker/shared/schemas/registry";
import { db } from "../helpers";
import { signedInAdmin } from "../record-fixtures";
import {
  createIncident,
  emailOwners,
  freshCenter,
  linksIn,
  previewRequest,
  registrationAt,
  requestEmail,
  requestsOf,
  sendRequests,
} from "./owner-fixtures";
import { pointAt } from "./points";

const staff = signedInAdmin();

async function previewOf(incidentId: number) {
  const response = await previewRequest(staff.api(), incidentId);
  expect(response.status).toBe(200);
  return successBody(response);
}

const messagesTo = (registrationId: number) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.cameraRegistrationId, registrationId));

const incidentAudit = async (id: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "incident"), eq(auditLog.entityId, id)))
  ).map((row) => row.summary);

describe("the footage request's preview", () => {
  it("names the registrations in the incident's area with no point yet, whom the send misses, and never lists them to email", async () => {
    const center = freshCenter();
    const located = await registrationAt(pointAt(center, 0, 40), { name: "Al Near" });
    const missed = await registrationAt(null, { name: "Una Located", address: "5 Pier Rd, Testport, MD 29911", locationStatus: "failed" });
    await registrationAt(null, { name: "Far Away", address: "9 Hill Rd, Elsewhere, MD 29912" });
    const incident = await createIncident(staff.api(), center, { address: "1 Pier Rd, Testport, MD 29911" });

    const preview = await previewOf(incident.id);
    expect(preview.recipients.map((owner) => owner.registrationId)).toEqual([located.id]);
    expect(preview.missed).toEqual([
      {
        registrationId: missed.id,
        reference: missed.reference,
        name: "Una Located",
        address: "5 Pier Rd, Testport, MD 29911",
        locationStatus: "failed",
      },
    ]);
    // The send names the previewed owners: the ones it misses are not among them.
    expect((await sendRequests(staff.api(), incident.id, [located.id])).status).toBe(201);
    expect(await messagesTo(missed.id)).toEqual([]);
  });

  it("is the email each owner is then sent, with placeholders for their own links, and lists the owners not asked with their bands", async () => {
    const center = freshCenter();
    const far = await registrationAt(pointAt(center, 90, 120), { name: "Bea Far", email: "bea@example.com" });
    const near = await registrationAt(pointAt(center, 0, 40), { name: "Al Near", email: "al@example.com" });
    await registrationAt(pointAt(center, 180, 160), { name: "Out Side" });
    const incident = await createIncident(staff.api(), center);

    const preview = await previewOf(incident.id);
    expect(preview.recipients).toEqual([
      {
        registrationId: near.id,
        name: "Al Near",
        distanceFeet: expect.closeTo(40, 3) as number,
        distanceBand: { fromFeet: 0, toFeet: 50 },
      },
      {
        registrationId: far.id,
        name: "Bea Far",
        distanceFeet: expect.closeTo(120, 3) as number,
        distanceBand: { fromFeet: 100, toFeet: 150 },
      },
    ]);
    expect(preview.subject).toBe("Footage request: can your camera help? (Saturday, March 14, 2026)");
    expect(preview.text).toContain("I may have footage:\n[link: I may have footage]\n");
    expect(preview.text).toContain("I have no footage:\n[link: I have no footage]\n");
    expect(preview.text).toContain("Remove me from the registry:\n[link: Remove me from the registry]\n");
    // Looking writes nothing.
    expect(await requestsOf(incident.id)).toEqual([]);
    expect(await messagesTo(near.id)).toEqual([]);

    expect((await sendRequests(staff.api(), incident.id, [far.id, near.id])).status).toBe(201);
    for (const owner of [near, far]) {
      const sent = await requestEmail(incident.id, owner.id);
      const links = linksIn(sent.textBody);
      const [mayHave, noFootage] = links.answer as [string, string];
      const withPlaceholders = (body: string, escape: (url: string) => string) =>
        body
          .replace(escape(mayHave), linkPlaceholder("may_have"))
          .replace(escape(noFootage), linkPlaceholder("no_footage"))
          .replace(escape(links.leave[0]!), linkPlaceholder("leave"));
      expect(sent.subject).toBe(preview.subject);
      expect(withPlaceholders(sent.textBody, (url) => url)).toBe(preview.text);
      expect(withPlaceholders(sent.htmlBody!, (url) => url.replace(/&/g, "&amp;"))).toBe(preview.html);
    }
    // Everyone is asked: the preview now lists no one.
    expect((await previewOf(incident.id)).recipients).toEqual([]);
  });

  it("is refused for an incident not located, and not found for an unknown one", async () => {
    const response = await previewRequest(staff.api(), 999_999);
    expect(response.status).toBe(404);
    const pending = await createIncident(staff.api(), freshCenter(), { latitude: undefined, longitude: undefined });
    const refused = await previewRequest(staff.api(), pending.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "The incident's place is not located yet." });
  });
});

describe("sending what was previewed", () => {
  it("sends only to the owners the preview listed: a change meanwhile is refused with 409, nothing written, until previewed again", async () => {
    const center = freshCenter();
    const first = await registrationAt(pointAt(center, 0, 30));
    const incident = await createIncident(staff.api(), center);
    const listed = (await previewOf(incident.id)).recipients.map((owner) => owner.registrationId);
    expect(listed).toEqual([first.id]);

    // Someone registers near the incident after staff looked.
    const later = await registrationAt(pointAt(center, 90, 60));
    const refused = await sendRequests(staff.api(), incident.id, listed);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "The owners to email have changed since the preview. Check the new list, then send.",
    });
    expect(REGISTRY_TEXTS.recipientsChanged).toBe("The owners to email have changed since the preview. Check the new list, then send.");
    expect(await requestsOf(incident.id)).toEqual([]);
    expect(await messagesTo(first.id)).toEqual([]);
    expect(await incidentAudit(incident.id)).toEqual(["Case 25-CASE-0042 recorded"]);

    // Ids nobody previewed, or too few: refused as well.
    expect((await sendRequests(staff.api(), incident.id, [first.id, later.id, 999_999])).status).toBe(409);
    expect((await sendRequests(staff.api(), incident.id, [])).status).toBe(409);

    const again = (await previewOf(incident.id)).recipients.map((owner) => owner.registrationId);
    expect(again).toEqual([first.id, later.id]);
    const sent = await sendRequests(staff.api(), incident.id, again);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ queued: 2 });

    // The same confirmation pressed twice: the second finds them asked, and sends nothing.
    expect((await sendRequests(staff.api(), incident.id, again)).status).toBe(409);
    expect(await messagesTo(first.id)).toHaveLength(1);
    expect(await messagesTo(later.id)).toHaveLength(1);
  });

  it("records the send in the audit trail with its count, one owner or several", async () => {
    const center = freshCenter();
    await registrationAt(pointAt(center, 0, 30));
    const incident = await createIncident(staff.api(), center, { caseReference: "AUD-1" });
    expect((await emailOwners(staff.api(), incident.id)).status).toBe(201);
    await registrationAt(pointAt(center, 90, 50));
    await registrationAt(pointAt(center, 180, 70));
    expect((await emailOwners(staff.api(), incident.id)).status).toBe(201);
    expect(await incidentAudit(incident.id)).toEqual([
      "Case AUD-1 recorded",
      "Emailed 1 owner a footage request for case AUD-1",
      "Emailed 2 owners a footage request for case AUD-1",
    ]);
  });
});
