// An owner who answered "I may have footage" and then leaves (staff delete the registration, or the
// owner deletes everything on /your-data) leaves their answer in the incident without them, and
// staff are told by email, with nothing of the owner in it; not for a closed incident or another answer.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { footageRequests, outboxMessages } from "../../../worker/db/schema";
import { apiClient, read, type ApiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { askForLink, emailedLink, postForm, tokenOf } from "../privacy/fixtures";
import { asAdmin } from "../session-helpers";
import { createIncident, emailOwners, freshCenter, registrationAt } from "./owner-fixtures";
import { pointAt } from "./points";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

let owners = 0;
/** An owner near a new incident, asked, who answered `answer`; the incident closed if asked. */
async function answeredOwner(answer: "may_have" | "no_footage", { closed = false } = {}) {
  const center = freshCenter();
  const n = ++owners;
  const owner = await registrationAt(pointAt(center, 0, 30), {
    name: `Ophelia Wren${n}`,
    email: `ophelia.wren${n}@example.org`,
    phone: `(410) 555-01${String(n).padStart(2, "0")}`,
    address: `${3100 + n} Elliott St, Baltimore, MD 21224`,
  });
  const incident = await createIncident(admin, center, { caseReference: `FO-${n}` });
  expect((await emailOwners(admin, incident.id)).status).toBe(201);
  await db().update(footageRequests).set({ answer, answeredAt: new Date() }).where(eq(footageRequests.incidentId, incident.id));
  if (closed)
    expect((await admin.incidents[":id"].close.$post({ param: { id: String(incident.id) }, json: { note: "Done." } })).status).toBe(200);
  return { owner, incident };
}

const noticesFor = (caseReference: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, "former-owner"))
    .then((rows) => rows.filter((row) => row.subject?.endsWith(`case ${caseReference}`)));

describe("an owner who may have footage and leaves", () => {
  it("when staff delete the registration: the answer stays in the incident without them, and staff are told without their details", async () => {
    const { owner, incident } = await answeredOwner("may_have");
    expect((await admin["camera-registrations"][":id"].$delete({ param: { id: String(owner.id) } })).status).toBe(200);

    const detail = await read(admin.incidents[":id"].$get({ param: { id: String(incident.id) } }));
    expect(detail.formerOwners.map((request) => request.answer)).toEqual(["may_have"]);
    const [notice, ...more] = await noticesFor(incident.caseReference);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipient: "hello@harborlight.example",
      subject: `An owner who may have footage has left the registry: case ${incident.caseReference}`,
    });
    expect(notice!.textBody).toContain(
      `An owner who answered "I may have footage" for case ${incident.caseReference} has removed their registration or deleted their data.`,
    );
    expect(notice!.textBody).toContain(`${ORIGIN}/admin?section=cameras&tab=incidents&incident=${incident.id}`);
    for (const detail of [owner.name, owner.email, owner.phone, owner.address]) {
      expect(`${notice!.textBody}${notice!.htmlBody}${notice!.subject}`).not.toContain(detail);
    }
  });

  it("when the owner deletes everything on /your-data", async () => {
    const { owner, incident } = await answeredOwner("may_have");
    expect((await askForLink(owner.email)).status).toBe(200);
    const page = await (await call(await emailedLink(owner.email))).text();
    const deletePath = /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(page)![1]!;
    expect((await postForm("/your-data/delete", { t: tokenOf(deletePath) })).status).toBe(200);
    expect(await noticesFor(incident.caseReference)).toHaveLength(1);
  });

  it.each([
    ["another answer", "no_footage" as const, false],
    ["a closed incident", "may_have" as const, true],
  ])("tells no one for %s", async (_name, answer, closed) => {
    const { owner, incident } = await answeredOwner(answer, { closed });
    expect((await admin["camera-registrations"][":id"].$delete({ param: { id: String(owner.id) } })).status).toBe(200);
    expect(await noticesFor(incident.caseReference)).toEqual([]);
  });
});
