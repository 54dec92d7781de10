// Who receives each staff email (R23's Notifications): their first value is STAFF_EMAIL's (or the
// company's email) and, once stored, stays whatever STAFF_EMAIL says later; each kind goes to every
// recipient named for it, one message each, and to no one when none is; every email shows the
// business details as they are when it is written.
import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { outboxMessages, siteSettings } from "../../../worker/db/schema";
import { forgetCurrentSettings, currentSettings } from "../../../worker/settings";
import { BUSINESS_DEFAULTS } from "../../../worker/shared/company";
import { STAFF_EMAIL_KIND_IDS, type Notifications } from "../../../worker/shared/settings";
import { apiClient } from "../api-client";
import { VALID_CONTACT } from "../fixtures";
import { db, freshClientIp } from "../helpers";
import { deliverDeadLetters, storedMessage } from "../outbox/helpers";
import { askForLink, person, postPublicJson } from "../privacy/fixtures";
import { changeSettings } from "../settings-helpers";

const everyKind = (to: string[]) => Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, to])) as Notifications["recipients"];

const messagesOfKind = (kind: string) => db().select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

async function sendLead(lastName: string) {
  const response = await apiClient({ clientIp: freshClientIp() }).contact.$post({
    json: { ...VALID_CONTACT, lastName },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return db().select().from(outboxMessages).where(eq(outboxMessages.contactSubmissionId, id));
}

describe("the first recipients", () => {
  it("are STAFF_EMAIL's for every kind, stored at the first read, and stay when STAFF_EMAIL changes", async () => {
    await db().delete(siteSettings).where(eq(siteSettings.section, "notifications"));
    forgetCurrentSettings();
    const first = await currentSettings({ ...env, STAFF_EMAIL: "Desk@Harborlight.example" });
    expect(first.notifications.recipients).toEqual(everyKind(["desk@harborlight.example"]));
    forgetCurrentSettings();
    const later = await currentSettings({ ...env, STAFF_EMAIL: "someone-else@harborlight.example" });
    expect(later.notifications.recipients).toEqual(everyKind(["desk@harborlight.example"]));
    await db().delete(siteSettings).where(eq(siteSettings.section, "notifications"));
    forgetCurrentSettings();
  });
});

describe("each staff email", () => {
  it("a new lead goes to every newLead recipient, one message each, and to no one when none is named", async () => {
    await changeSettings("notifications", {
      recipients: { ...everyKind([]), newLead: ["sales@harborlight.example", "owner@harborlight.example"] },
    });
    const rows = await sendLead("Recipients");
    expect(
      rows
        .filter((row) => row.kind === "contact-staff")
        .map((row) => row.recipient)
        .sort(),
    ).toEqual(["owner@harborlight.example", "sales@harborlight.example"]);

    await changeSettings("notifications", { recipients: everyKind([]) });
    const none = await sendLead("Nobody");
    expect(none.map((row) => row.kind)).toEqual(["contact-confirmation"]);
    await changeSettings("notifications", { recipients: everyKind([BUSINESS_DEFAULTS.email]) });
  });

  it("a data request that holds something goes to the dataRequest recipients, with no address in it", async () => {
    const { contact } = person("notified", 1);
    await postPublicJson("/api/contact", contact);
    await changeSettings("notifications", { recipients: { ...everyKind([]), dataRequest: ["privacy@harborlight.example"] } });
    expect((await askForLink(contact.email)).status).toBe(200);
    const notices = await messagesOfKind("data-request-staff");
    expect(notices.map((row) => row.recipient)).toEqual(["privacy@harborlight.example"]);
    expect(notices[0]!.textBody).toContain("/admin?section=data-requests");
    for (const part of [notices[0]!.textBody, notices[0]!.htmlBody!, notices[0]!.subject!]) expect(part).not.toContain(contact.email);

    // An address nothing is held for tells staff nothing.
    await askForLink("nobody-here@example.com");
    expect(await messagesOfKind("data-request-staff")).toHaveLength(1);
    await changeSettings("notifications", { recipients: everyKind([BUSINESS_DEFAULTS.email]) });
  });

  it("a message that failed for good goes to the failedMessage recipients once, by its kind only; a failed notice tells no one", async () => {
    await changeSettings("notifications", {
      recipients: { ...everyKind([]), failedMessage: ["ops@harborlight.example", "owner@harborlight.example"] },
    });
    const failed = await storedMessage({ status: "failed", attempts: 10, recipient: "jane@example.com", subject: "Private subject" });
    // storedMessage writes a staff lead email by default.
    await deliverDeadLetters([failed.id]);
    await deliverDeadLetters([failed.id]); // a queue may deliver twice
    const notices = await messagesOfKind("failed-message-staff");
    expect(notices.map((row) => row.recipient).sort()).toEqual(["ops@harborlight.example", "owner@harborlight.example"]);
    expect(notices[0]!.subject).toBe("A message failed for good: New lead email to staff");
    for (const part of [notices[0]!.textBody, notices[0]!.htmlBody!]) {
      expect(part).not.toContain("jane@example.com");
      expect(part).not.toContain("Private subject");
    }

    const failedNotice = await storedMessage({ kind: "failed-message-staff", status: "failed", attempts: 10 });
    await deliverDeadLetters([failedNotice.id]);
    expect(await messagesOfKind("failed-message-staff")).toHaveLength(3); // the two above and the one that failed
    await changeSettings("notifications", { recipients: everyKind([BUSINESS_DEFAULTS.email]) });
  });
});

describe("every email", () => {
  it("shows the business details as they are when it is written, with no placeholder left", async () => {
    const before = await changeSettings("business", { ...BUSINESS_DEFAULTS, phone: "(667) 555-0144", email: "front@harborlight.example" });
    const rows = await sendLead("Details");
    const confirmation = rows.find((row) => row.kind === "contact-confirmation")!;
    expect(confirmation.textBody).toContain("call or text us at (667) 555-0144");
    expect(confirmation.htmlBody).toContain("(667) 555-0144");
    // Replies reach the office's address, and the sender is the office's when MAIL_FROM is not set.
    expect(confirmation).toMatchObject({ replyTo: "front@harborlight.example", sender: "front@harborlight.example" });
    for (const row of rows) for (const part of [row.subject, row.textBody, row.htmlBody]) expect(part ?? "").not.toContain("__SITE_");
    await changeSettings("business", before);
    const ids = rows.map((row) => row.id);
    expect(
      await db()
        .select()
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.kind, "contact-staff"))),
    ).toHaveLength(1);
  });
});
