// The links to a person's own data (R18): bound to the request, the address and the action,
// working 24 hours, the delete link once; a GET changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { contactSubmissions, dataRequests } from "../../../worker/db/schema";
import { mainText } from "../registry/owner-fixtures";
import { call, db } from "../helpers";
import { askForLink, emailedLink, person, postForm, postPublicJson, tokenFor, tokenOf } from "./fixtures";

const HOUR_S = 60 * 60;

/** A person with a lead, their request, and the link they were emailed. */
async function requested(tag: string) {
  const who = person(tag);
  await postPublicJson("/api/contact", who.contact);
  expect((await askForLink(who.contact.email)).status).toBe(200);
  const path = await emailedLink(who.contact.email);
  const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, who.contact.email));
  return { who, path, token: tokenOf(path), reference: request!.reference };
}

const pageOf = async (response: Response) => ({ status: response.status, text: mainText(await response.text()) });

describe("the emailed link", () => {
  it("opens the records held for its address, for 24 hours", async () => {
    const { who, path, reference } = await requested("opens");
    const page = await pageOf(await call(path));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Everything below is held for ${who.contact.email}.`);
    expect(page.text).toContain("Vandersloot's rowhouse needs two cameras (opens).");

    const now = Math.floor(Date.now() / 1000);
    const nearlyOver = await tokenFor({ request: reference, address: who.contact.email, action: "see", expires: now + 60 });
    expect((await call(`/your-data/view?t=${nearlyOver}`)).status).toBe(200);
    const over = await tokenFor({ request: reference, address: who.contact.email, action: "see", expires: now - 1 });
    const expired = await pageOf(await call(`/your-data/view?t=${over}`));
    expect(expired.status).toBe(410);
    expect(expired.text).toContain("This link has expired Links to your data work for 24 hours. Ask for a new one on this page:");
    // The link says 24 hours from the request.
    const payload = JSON.parse(atob(tokenOf(path).split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number };
    expect(payload.exp - now).toBeGreaterThan(24 * HOUR_S - 120);
    expect(payload.exp - now).toBeLessThanOrEqual(24 * HOUR_S);
  });

  it("refuses a changed character, another address, another request or the other action with 400", async () => {
    const { who, token, reference } = await requested("tampered");
    const other = await requested("other");
    const exp = Math.floor(Date.now() / 1000) + HOUR_S;
    const last = token.at(-1) === "A" ? "B" : "A";
    const refused = [
      `${token.slice(0, -1)}${last}`,
      "not-a-token",
      // Signed, for this request, but another address.
      await tokenFor({ request: reference, address: other.who.contact.email, action: "see", expires: exp }),
      // Signed, for this address, but another request.
      await tokenFor({ request: other.reference, address: who.contact.email, action: "see", expires: exp }),
      // The delete link's token on the page that shows.
      await tokenFor({ request: reference, address: who.contact.email, action: "delete", expires: exp }),
    ];
    for (const bad of refused) {
      const page = await pageOf(await call(`/your-data/view?t=${encodeURIComponent(bad)}`));
      expect(page.status).toBe(400);
      expect(page.text).toContain("This link does not work");
      expect(page.text).not.toContain("Vandersloot");
    }
    // And the showing link's token where a deletion is asked.
    expect((await postForm("/your-data/delete", { t: token })).status).toBe(400);
    expect(await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, who.contact.email))).toHaveLength(1);
  });

  it("changes nothing when opened, however often (mail scanners open links)", async () => {
    const { who, path, reference } = await requested("scanner");
    const html = await (await call(path)).text();
    const deletePath = /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(html)![1]!;
    for (const target of [path, path, deletePath, deletePath]) expect((await call(target)).status).toBe(200);
    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.reference, reference));
    expect(request).toMatchObject({ exportedAt: null, deletedAt: null, email: who.contact.email });
    expect(await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, who.contact.email))).toHaveLength(1);
    expect(mainText(await (await call(deletePath)).text())).toContain("Delete everything?");
  });

  it("deletes once: a used delete link, and the showing link after it, answer 410", async () => {
    const { path } = await requested("used");
    const html = await (await call(path)).text();
    const deleteToken = tokenOf(/href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(html)![1]!);
    const first = await pageOf(await postForm("/your-data/delete", { t: deleteToken }));
    expect(first.status).toBe(200);
    expect(first.text).toContain("Your data is deleted");
    for (const again of [postForm("/your-data/delete", { t: deleteToken }), call(`/your-data/delete?t=${deleteToken}`), call(path)]) {
      const page = await pageOf(await again);
      expect(page.status).toBe(410);
      expect(page.text).toContain("This link has been used The data this link was for has been deleted, so it shows nothing any more.");
    }
  });

  it("is refused when the form cannot be read", async () => {
    const response = await call("/your-data/delete", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "t=x" });
    expect(response.status).toBe(400);
    expect(mainText(await response.text())).toContain("The form could not be read");
  });
});
