// An owner changes what they gave through the manage link (R14), by the registration form's rules:
// the phone at once; a new address at once, taken off the map and located again through the
// queue; a new email address only once confirmed from a link sent to it, whose older links then
// do nothing; and removing asks once more. Each change is audited without personal data.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { auditLog, cameraRegistrations, outboxMessages, signedLinkUses } from "../../../worker/db/schema";
import { CONFIRM_EMAIL_LINK_LIFETIME_DAYS, emailDigest } from "../../../worker/registry/signed-links";
import { signingKey } from "../../../worker/security/signed-tokens";
import { apiClient, successBody } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { ANSWERS, fakeGeocoder } from "./geocoder-fake";
import { formToken, mainText, OWNER, pathOf, postForm, tokenFor } from "./owner-fixtures";

afterEach(() => vi.restoreAllMocks());
// Each test starts with no link used: several write to the same new address (its limits: link-limits.test.ts).
beforeEach(() => db().delete(signedLinkUses));

const DAY_MS = 24 * 60 * 60 * 1000;
const OLD_EMAIL = "rosa.aldana@example.com";
const NEW_EMAIL = "rosa.new@example.com";

async function page(response: Response) {
  const html = await response.text();
  return { status: response.status, html, text: mainText(html), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim() };
}
const open = async (path: string) => page(await call(path));
const press = async (path: string, fields: Record<string, string>) => page(await postForm(path, fields));

const row = async (id: number) => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0];
const auditOf = async (id: number) =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "camera registration"), eq(auditLog.entityId, id)))
  ).map((entry) => [entry.userId, entry.action, entry.summary]);
const messagesOf = (id: number, kind: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.cameraRegistrationId, id), eq(outboxMessages.kind, kind)));

/** A registration made through the form, and the token of the manage link its confirmation carried. */
async function registered() {
  const response = await apiClient()["register-camera"].$post({ json: { ...OWNER, name: "Rosa Aldana", email: OLD_EMAIL, terms: true } });
  expect(response.status).toBe(201);
  const { id } = await successBody(response);
  const reference = (await row(id))!.reference!;
  return { id, reference, token: await tokenFor({ registration: reference, incidentId: null, action: "manage" }) };
}

const save = (token: string, fields: Record<string, string>) => press("/registry/manage", { t: token, intent: "details", ...fields });

/** The confirmation link in the newest email to `address`. */
async function confirmLinkTo(id: number, address: string) {
  const sent = (await messagesOf(id, "registry-email-change")).filter((message) => message.recipient === address);
  const url = /Confirm my new email address: (\S+)/.exec(sent.at(-1)!.textBody)?.[1];
  expect(url).toMatch(/\/registry\/confirm-email\?t=/);
  return pathOf(url!);
}

describe("changing the phone", () => {
  it("stores it at once and audits the change without the number", async () => {
    const { id, token } = await registered();
    const saved = await save(token, { phone: "410.555.0199 ext 2" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Your changes are saved.");
    expect(saved.text).toContain("Phone 410.555.0199 ext 2");
    expect((await row(id))!.phone).toBe("410.555.0199 ext 2");
    expect(await auditOf(id)).toEqual([["system:registry-owner", "update", "Phone changed by the owner"]]);
    // The form as sent back unchanged changes nothing and records nothing.
    const again = await save(token, { phone: "410.555.0199 ext 2", email: OLD_EMAIL.toUpperCase() });
    expect(again.text).toContain("Nothing was changed: the details you sent are the ones we keep.");
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("refuses what the registration form refuses, each error tied to its field and the first focused, and saves nothing", async () => {
    const { id, token } = await registered();
    const refused = await save(token, { email: "rosa@", phone: "555-01", address: "2911 O'Donnell St", cameraDetails: "Short" });
    expect(refused.status).toBe(400);
    for (const message of [
      "Please enter a valid email address",
      "Phone number must be at least 10 digits",
      "Camera details must be at least 10 characters",
    ]) {
      expect(refused.text).toContain(message);
    }
    expect(refused.html).toMatch(
      /<input[^>]*id="email"[^>]*aria-describedby="email-hint email-error"[^>]*aria-invalid="true"[^>]*autofocus/,
    );
    expect(refused.html).toMatch(/<input[^>]*id="phone"[^>]*aria-describedby="phone-error"[^>]*aria-invalid="true"/);
    expect(refused.html).toMatch(/<input[^>]*id="address"[^>]*aria-invalid="false"/);
    expect(refused.html.match(/autofocus/g)).toHaveLength(1);
    expect(refused.html).toContain('<label for="phone"');
    // What was typed comes back; nothing is stored, sent or recorded.
    expect(refused.html).toContain('value="555-01"');
    expect((await row(id))!).toMatchObject({ email: OLD_EMAIL, phone: OWNER.phone, pendingEmail: null });
    expect(await auditOf(id)).toEqual([]);
    expect(await messagesOf(id, "registry-email-change")).toEqual([]);
  });
});

describe("a form that is not UTF-8 text", () => {
  it("is refused with 400 and a clear message, and nothing is stored in place of what was typed", async () => {
    const { id, token } = await registered();
    // %ED%A0%80 is half of a UTF-16 surrogate pair: no character at all, so not UTF-8.
    const body = `t=${token}&intent=details&cameraDetails=Two+cameras+over+the+garage+%ED%A0%80+door`;
    const response = await call("/registry/manage", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body,
    });
    const refused = await page(response);
    expect(refused.status).toBe(400);
    expect(refused.title).toBe("The form held characters we cannot read");
    expect(refused.text).toContain(
      "Some of what was sent is not valid text (it is not UTF-8), so nothing was saved. Type your details again, without pasting them from elsewhere, and send the form once more.",
    );
    expect((await row(id))!.cameraDetails).toBe(OWNER.cameraDetails);
    expect(await auditOf(id)).toEqual([]);
    // The same form with the character written properly is saved as typed.
    const saved = await save(token, { cameraDetails: "Two cameras over the garage \u{1F4F7} door" });
    expect(saved.status).toBe(200);
    expect((await row(id))!.cameraDetails).toBe("Two cameras over the garage \u{1F4F7} door");
  });
});

describe("changing the address", () => {
  it("stores it, takes the camera off the map, and locates the new address through the queue", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.match);
    const { id, token } = await registered();
    await eventually(
      () => row(id),
      (stored) => stored!.locationStatus === "located",
    );
    // Staff had placed it by hand somewhere else: the new address replaces that too.
    await db()
      .update(cameraRegistrations)
      .set({ latitude: 39.3, longitude: -76.6, locationSource: "staff", matchedAddress: null })
      .where(eq(cameraRegistrations.id, id));
    const newAddress = "2907 O'Donnell St, Baltimore, MD 21224";
    const saved = await save(token, { address: newAddress });
    expect(saved.text).toContain("We will look your new address up on the map.");
    expect(saved.text).toContain("On our map Not yet");
    expect(await row(id)).toMatchObject({
      address: newAddress,
      latitude: null,
      longitude: null,
      matchedAddress: null,
      locationStatus: "pending",
      locationSource: null,
      geocodeAttempts: 0,
    });
    const located = await eventually(
      () => row(id),
      (stored) => stored!.locationStatus === "located",
    );
    expect(located).toMatchObject({ latitude: 39.2798986, longitude: -76.5750852, locationSource: "geocoder", city: "Baltimore" });
    expect(lookedUp.at(-1)).toBe(newAddress);
    expect(await auditOf(id)).toEqual([["system:registry-owner", "update", "Address changed by the owner"]]);
  });
});

describe("changing the email address", () => {
  it("waits for a confirmation from the new address, the old one receiving until then, then swaps it in", async () => {
    const { id, token } = await registered();
    const saved = await save(token, { email: ` ${NEW_EMAIL} `, phone: "(410) 555-0123" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(
      `To change your email address to ${NEW_EMAIL}, open the link we sent there and press its button. Until then we keep writing to ${OLD_EMAIL}.`,
    );
    expect(await row(id)).toMatchObject({ email: OLD_EMAIL, pendingEmail: NEW_EMAIL, phone: "(410) 555-0123" });
    const [confirmation] = await messagesOf(id, "registry-email-change");
    expect(confirmation).toMatchObject({
      channel: "email",
      recipient: NEW_EMAIL,
      subject: "Confirm your new email address - Harborlight Security",
    });
    expect(confirmation!.textBody).not.toContain(OLD_EMAIL);
    expect(confirmation!.textBody).not.toContain("Rosa");
    const audit = await auditOf(id);
    expect(audit).toEqual([["system:registry-owner", "update", "Phone changed by the owner; a new email address awaits confirmation"]]);
    expect(JSON.stringify(audit)).not.toContain("@");
    // The manage page says so; a new manage link still goes to the old address.
    expect((await open(`/registry/manage?t=${token}`)).text).toContain(`New email, not yet confirmed ${NEW_EMAIL}`);
    await press("/registry/manage", { t: token, intent: "renew" });
    expect((await messagesOf(id, "registry-manage-link")).map((message) => message.recipient)).toEqual([OLD_EMAIL]);

    // The link: a GET only asks.
    const link = await confirmLinkTo(id, NEW_EMAIL);
    const asked = await open(link);
    expect(asked.status).toBe(200);
    expect(asked.title).toBe("Confirm your new email address");
    expect(asked.text).toContain(`Press the button to have our emails about your camera registration go to ${NEW_EMAIL} from now on.`);
    expect((await row(id))!.email).toBe(OLD_EMAIL);
    // Its button swaps the address in.
    const confirmed = await press("/registry/confirm-email", { t: formToken(asked.html)! });
    expect(confirmed.title).toBe("Your new email address is confirmed");
    expect(confirmed.text).toContain(`From now on our emails about your camera registration go to ${NEW_EMAIL}.`);
    expect(await row(id)).toMatchObject({ email: NEW_EMAIL, pendingEmail: null });
    expect((await auditOf(id)).at(-1)).toEqual(["system:registry-owner", "update", "New email address confirmed by the owner"]);
    // Pressed or opened again: it says so and changes nothing more.
    expect((await press("/registry/confirm-email", { t: formToken(asked.html)! })).title).toBe("Your new email address is confirmed");
    expect(await auditOf(id)).toHaveLength(2);
  });

  it("a link for an address since replaced by another does nothing; the newest link works", async () => {
    const { id, token } = await registered();
    await save(token, { email: "first.try@example.com" });
    const stale = await confirmLinkTo(id, "first.try@example.com");
    await save(token, { email: NEW_EMAIL });
    expect((await row(id))!.pendingEmail).toBe(NEW_EMAIL);

    const opened = await open(stale);
    expect(opened.status).toBe(410);
    expect(opened.title).toBe("This link is out of date");
    expect(opened.text).toContain(
      "The email address of this registration was changed again after this link was sent, so it confirms nothing. Use the link in the newest email we sent.",
    );
    expect((await press("/registry/confirm-email", { t: new URL(stale, ORIGIN).searchParams.get("t")! })).status).toBe(410);
    expect(await row(id)).toMatchObject({ email: OLD_EMAIL, pendingEmail: NEW_EMAIL });

    const fresh = await confirmLinkTo(id, NEW_EMAIL);
    expect((await press("/registry/confirm-email", { t: new URL(fresh, ORIGIN).searchParams.get("t")! })).status).toBe(200);
    expect(await row(id)).toMatchObject({ email: NEW_EMAIL, pendingEmail: null });
  });

  it("asked again for the same new address, sends its confirmation again only after a while", async () => {
    const { id, token } = await registered();
    await save(token, { email: NEW_EMAIL });
    const again = await save(token, { email: NEW_EMAIL.toUpperCase() });
    expect(again.text).toContain("Nothing was changed");
    expect(await messagesOf(id, "registry-email-change")).toHaveLength(1);
    await db()
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(outboxMessages.cameraRegistrationId, id));
    await save(token, { email: NEW_EMAIL });
    expect((await messagesOf(id, "registry-email-change")).map((message) => message.recipient)).toEqual([NEW_EMAIL, NEW_EMAIL]);
  });

  it("refuses a tampered, an expired or a misused link, and changes nothing", async () => {
    const { id, reference, token } = await registered();
    await save(token, { email: NEW_EMAIL });
    const good = new URL(await confirmLinkTo(id, NEW_EMAIL), ORIGIN).searchParams.get("t")!;
    const digest = await emailDigest(signingKey(env, ORIGIN), NEW_EMAIL);

    const tampered = `${good.slice(0, 40)}${good[40] === "A" ? "B" : "A"}${good.slice(41)}`;
    expect((await press("/registry/confirm-email", { t: tampered })).title).toBe("This link does not work");
    const expired = await tokenFor(
      { registration: reference, incidentId: null, action: "confirm-email", email: digest },
      new Date(Date.now() - (CONFIRM_EMAIL_LINK_LIFETIME_DAYS + 1) * DAY_MS),
    );
    const expiredPage = await press("/registry/confirm-email", { t: expired });
    expect(expiredPage.status).toBe(410);
    expect(expiredPage.title).toBe("This link has expired");
    // A manage link does not confirm, and a confirmation link does not manage.
    expect((await press("/registry/confirm-email", { t: token })).status).toBe(400);
    expect((await press("/registry/manage", { t: good, intent: "details", phone: "(410) 555-0999" })).status).toBe(400);
    expect((await open(`/registry/confirm-email?t=${good}`)).status).toBe(200);
    expect(await row(id)).toMatchObject({ email: OLD_EMAIL, pendingEmail: NEW_EMAIL, phone: OWNER.phone });
  });
});

describe("removing the registration", () => {
  it("asks once more; only the second button deletes", async () => {
    const { id, token } = await registered();
    const asked = await press("/registry/manage", { t: token, intent: "remove" });
    expect(asked.status).toBe(200);
    expect(asked.title).toBe("Remove your registration?");
    expect(asked.html).toMatch(/name="intent" value="remove-confirmed"[\s\S]*Yes, remove my registration/);
    expect(asked.text).toContain("No, keep my registration");
    expect(asked.html).toContain(`href="/registry/manage?t=${token}"`);
    expect(await row(id)).toBeDefined();
    expect(await auditOf(id)).toEqual([]);

    const removed = await press("/registry/manage", { t: token, intent: "remove-confirmed" });
    expect(removed.title).toBe("Your registration is removed");
    expect(await row(id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([["system:registry-owner", "delete", "Owner removed the registration through its manage link"]]);
  });
});
