// A confirmed new email address ends the links sent to the old one and tells the old one
// (decision 0059); the confirmation link names the new address only by a digest keyed with the
// signing secret.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { cameraRegistrations } from "../../../worker/db/schema";
import { signingKey } from "../../../worker/security/signed-tokens";
import { call, db, ORIGIN } from "../helpers";
import { formToken, mainText, OWNER, ownerEmails, pathOf, postForm, registrationAt, tokenFor } from "./owner-fixtures";

const OLD_EMAIL = "lena.park@example.com";
const NEW_EMAIL = "lena.new@example.org";

async function page(response: Response) {
  const html = await response.text();
  return { status: response.status, html, text: mainText(html), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim() };
}

const stored = async (id: number) => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0]!;

/** An owner who asked for a new email address, with the links they held before. */
async function changing() {
  const row = await registrationAt(null, { email: OLD_EMAIL });
  const registration = row.reference!;
  const manage = await tokenFor({ registration, incidentId: null, action: "manage" });
  const answer = await tokenFor({ registration, incidentId: 1, action: "may_have" });
  const leave = await tokenFor({ registration, incidentId: 1, action: "leave" });
  expect((await postForm("/registry/manage", { t: manage, intent: "details", email: NEW_EMAIL })).status).toBe(200);
  const [confirmation] = await ownerEmails(row.id, "registry-email-change");
  const url = /Confirm my new email address: (\S+)/.exec(confirmation!.textBody)![1]!;
  return { row, manage, answer, leave, confirm: pathOf(url) };
}

const base64UrlOf = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

describe("confirming a new email address", () => {
  it("tells the old address, masked, and the links sent to it stop working", async () => {
    const { row, manage, answer, leave, confirm } = await changing();
    const asked = await page(await call(confirm));
    const confirmed = await page(await postForm("/registry/confirm-email", { t: formToken(asked.html)! }));
    expect(confirmed.title).toBe("Your new email address is confirmed");
    expect(confirmed.text).toContain(
      "The links we sent to the old address no longer work, and we have told it of the change. A new link to your registration is on its way to the new address.",
    );

    const [notice] = await ownerEmails(row.id, "registry-email-changed");
    expect(notice).toMatchObject({
      recipient: OLD_EMAIL,
      subject: "The email address of your camera registration was changed - Harborlight Security",
    });
    expect(notice!.textBody).toContain("Your registration's email was changed to le***@example.org, confirmed from that address.");
    expect(notice!.textBody).not.toContain(NEW_EMAIL);
    expect(notice!.textBody).not.toMatch(/\/registry\//);

    // Every link sent to the old address: refused, with the way to a new link to the new one.
    for (const [path, token] of [
      ["/registry/manage", manage],
      ["/registry/answer", answer],
      ["/registry/leave", leave],
    ] as const) {
      const opened = await page(await call(`${path}?t=${token}`));
      expect(opened.status).toBe(410);
      expect(opened.title).toBe("This link no longer works");
      expect(opened.text).toContain(
        "The email address of this registration has changed since this link was sent, so the links sent to the old address no longer work. We can email a new link to the address the registration has now.",
      );
    }
    const refused = await page(await postForm("/registry/manage", { t: manage, intent: "details", phone: "(410) 555-0999" }));
    expect(refused.status).toBe(410);
    expect((await page(await postForm("/registry/leave", { t: leave }))).status).toBe(410);
    expect(await stored(row.id)).toMatchObject({ email: NEW_EMAIL, phone: OWNER.phone, linkGeneration: 1 });

    // The new address got a manage link that works.
    const [fresh] = await ownerEmails(row.id, "registry-manage-link");
    expect(fresh!.recipient).toBe(NEW_EMAIL);
    const link = /See or change my registration: (\S+)/.exec(fresh!.textBody)![1]!;
    expect((await page(await call(pathOf(link)))).status).toBe(200);
  });

  it("names the new address in its link by an HMAC under the signing secret, not by a plain SHA-256", async () => {
    const { confirm } = await changing();
    const token = new URL(confirm, ORIGIN).searchParams.get("t")!;
    const claims = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { em: string };
    const plain = base64UrlOf((await crypto.subtle.digest("SHA-256", new TextEncoder().encode(NEW_EMAIL))).slice(0, 16));
    expect(claims.em).toMatch(/^[\w-]{22}$/);
    expect(claims.em).not.toBe(plain);
    const secret = new TextEncoder().encode(signingKey(env, ORIGIN));
    const hmac = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const mac = await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(`registry-email\n${NEW_EMAIL}`));
    expect(claims.em).toBe(base64UrlOf(mac.slice(0, 16)));
  });
});
