// What /your-data tells a person is everything held for their address and only theirs (R18,
// decision 0060): an address held only by an email sent to it, another owner's pending change to it
// or a sign-in account is not told "nothing held"; the download holds every row of every table that
// names the address; and neither the page nor the download shows staff's own notes (a lead's
// internal note, an incident's footage sought) or the messages sent to others about the records.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { cameraRegistrations, users } from "../../../worker/db/schema";
import type { HeldRecords } from "../../../worker/privacy/held";
import { apiClient, type ApiClient } from "../api-client";
import { call, db } from "../helpers";
import { mainText, postForm as pressOwnerButton, tokenFor as ownerToken } from "../registry/owner-fixtures";
import { asAdmin, sessionFor } from "../session-helpers";
import { askForLink, emailedLink, linkEmails, person, postForm, postPublicJson, tokenOf } from "./fixtures";
import { recordsFor, rowsNaming, tracesIn } from "./held-fixtures";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

/** Another person's registration, whose owner asks through their manage link to change its email to `address`. */
async function pendingChangeTo(address: string, tag: string) {
  const owner = person(tag, 1);
  const id = await postPublicJson("/api/register-camera", owner.camera);
  const [row] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id));
  const token = await ownerToken({ registration: row!.reference!, incidentId: null, action: "manage" });
  const saved = await pressOwnerButton("/registry/manage", { t: token, intent: "details", email: address, phone: owner.camera.phone });
  expect(saved.status).toBe(200);
  return { id, owner };
}

/** The link's page as text, and the records its Download gives. */
async function opened(address: string) {
  expect((await askForLink(address)).status).toBe(200);
  expect(await linkEmails(address)).toHaveLength(1);
  const path = await emailedLink(address);
  const html = await (await call(path)).text();
  const download = await postForm("/your-data/download", { t: tokenOf(path) });
  expect(download.status).toBe(200);
  return { html, page: mainText(html), records: await download.json<HeldRecords>() };
}

const deletePathIn = (html: string) => /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(html)![1]!;

describe("an address held by no lead and no registration", () => {
  it("held by another owner's pending change to it: shows the change without the registration's details, and deleting cancels it", async () => {
    const address = "pending.only@example.org";
    const { id, owner } = await pendingChangeTo(address, "pending-only");
    const { html, page, records } = await opened(address);
    expect(page).toContain("A camera registration waiting to change its email to this address");
    expect(page).not.toContain("We hold nothing for this address any more.");
    expect(records.pendingEmailChanges).toEqual([
      expect.objectContaining({ keptFor: expect.stringContaining("Until the registration's owner confirms it") }),
    ]);
    // The registration is its owner's: nothing of it is shown, and the confirmation email is the address's own.
    expect(tracesIn(page + JSON.stringify(records), owner.traces)).toEqual([]);
    expect(records.messages.map((message) => [message.to, message.kind])).toEqual([
      [address, "New email address confirmation to the camera owner"],
      [address, "Link to their own data, to the person who asked"],
    ]);

    expect((await postForm("/your-data/delete", { t: tokenOf(deletePathIn(html)) })).status).toBe(200);
    const [after] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id));
    expect(after).toMatchObject({ email: owner.camera.email, pendingEmail: null });
  });

  it("held only by an email sent to it: sends the link and shows the email", async () => {
    const address = "email.only@example.org";
    const { id } = await pendingChangeTo(address, "email-only");
    // The change was forgotten (as after its 7 days); the email asking to confirm it stays its period.
    await db().update(cameraRegistrations).set({ pendingEmail: null, pendingEmailAt: null }).where(eq(cameraRegistrations.id, id));
    const { page, records } = await opened(address);
    expect(page).toContain("Emails we sent or will send to this address");
    expect(records.messages).toContainEqual(
      expect.objectContaining({ to: address, kind: "New email address confirmation to the camera owner" }),
    );
  });

  it("held only by a sign-in account: shows it, says an administrator removes it, and a deletion leaves it", async () => {
    const address = "signed.in.once@example.org";
    await sessionFor(address);
    const { html, page, records } = await opened(address);
    expect(page).toContain("Your sign-in account");
    expect(page).toContain("Delete everything does not remove a sign-in account: an administrator does.");
    expect(records.signInAccounts).toEqual([
      expect.objectContaining({ email: address, keptFor: "Until an administrator removes it: ask us." }),
    ]);

    const done = await postForm("/your-data/delete", { t: tokenOf(deletePathIn(html)) });
    expect(mainText(await done.text())).toContain("Your sign-in account is still there: an administrator removes it.");
    expect(await db().select().from(users).where(eq(users.email, address))).toHaveLength(1);
  });
});

describe("what the page and the download hold", () => {
  it("every row of every table naming the address, without staff's notes or the messages sent to others", async () => {
    const mine = await recordsFor(admin, "whole", 6600);
    const address = mine.who.contact.email;
    const staffNote = "Called back: wants a quote before June, prefers evenings";
    const noted = await admin.contacts[":id"].$patch({ param: { id: String(mine.contactId) }, json: { internalNote: staffNote } });
    expect(noted.status).toBe(200);
    const other = await pendingChangeTo(address, "whole-other");
    await sessionFor(address);
    const { page, records } = await opened(address);

    // Whole: each row naming the address is in the file.
    const naming = await rowsNaming(address);
    expect(Object.keys(naming).sort()).toEqual([
      "camera_registrations",
      "contact_submissions",
      "data_requests",
      "outbox_messages",
      "sessions",
      "users",
    ]);
    const values = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]).sort();
    expect(records.contactSubmissions.map((row) => row.reference)).toEqual(values(naming.contact_submissions!, "reference"));
    const [own, pending] = [mine.registrationId, other.id].map((id) => naming.camera_registrations!.filter((row) => row.id === id));
    expect(records.cameraRegistrations.map((row) => row.reference)).toEqual(values(own!, "reference"));
    expect(records.pendingEmailChanges).toHaveLength(pending!.length);
    expect(naming.camera_registrations).toHaveLength(2);
    const messageIds = [...records.messages, ...records.messagesToOthers].map((row) => row.reference).sort();
    expect(messageIds).toEqual(expect.arrayContaining(values(naming.outbox_messages!, "id")));
    expect(records.dataRequests.map((row) => row.reference).sort()).toEqual(values(naming.data_requests!, "reference"));
    expect(records.signInAccounts.map((row) => row.email)).toEqual(values(naming.users!, "email"));
    expect(records.signInSessions.map((row) => row.device)).toEqual(values(naming.sessions!, "device"));
    expect(page).toContain("Where your account signed in");

    // Only theirs: emails sent to the address in full; to others, only what kind and when.
    expect(records.messages.length).toBeGreaterThan(0);
    expect(records.messages.every((message) => message.to.toLowerCase() === address)).toBe(true);
    expect(records.messagesToOthers.map((message) => message.kind)).toContain("New lead email to staff");
    for (const message of records.messagesToOthers)
      expect(Object.keys(message).sort()).toEqual(["keptFor", "kind", "receivedAt", "reference", "sentAt", "status"]);
    const shown = `${page}\n${JSON.stringify(records)}`;
    expect(shown).toContain("Messages about your records sent to others");
    expect(shown).not.toContain("/admin?section=");
    // Staff's own notes: never told to the person elsewhere, so not here either.
    expect(shown).not.toContain(staffNote);
    expect(shown).not.toContain("A grey hatchback leaving the alley at speed");
    expect(shown).not.toContain("Staff note");
    expect(shown).not.toContain("Footage sought");
    expect(tracesIn(shown, other.owner.traces)).toEqual([]);
  });
});
