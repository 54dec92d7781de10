// The office changes its phone number in Settings (R23) and sees it, within the minute, on the home
// page, the contact page, a served blog post and a new email; a site notice with an end time shows
// on the public pages and goes by itself. The settings are the whole site's: this project runs
// alone, after every other (playwright.config.ts).
import { expect, test, type Page } from "@playwright/test";

import { BUSINESS_DEFAULTS } from "../../worker/shared/company";
import { openSection, signInAsAdmin } from "../admin-helpers";
import { waitUntilLive } from "../page-loading";

const NEW_PHONE = "(443) 555-0199";

/** The footer's phone link, as every public page has it. */
const footerPhone = (page: Page, phone: string) => page.getByRole("contentinfo").getByRole("link", { name: phone });

async function sendContactForm(page: Page, lastName: string) {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/contact");
  await waitUntilLive(page);
  await page.getByLabel("First Name", { exact: true }).fill("Robin");
  await page.getByLabel("Last Name", { exact: true }).fill(lastName);
  await page.getByLabel("Email", { exact: true }).fill("robin@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("(410) 555-0188");
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Camera Installation" });
  await page.getByLabel("Message", { exact: true }).fill("Two cameras for a corner store in Hampden.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: "We received your message" })).toBeFocused();
  await page.setExtraHTTPHeaders({});
}

test("a new phone number shows on the home page, the contact page, a served post and a new email", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Settings");
  const phone = page.getByRole("textbox", { name: "Phone" });
  await expect(phone).toHaveValue(BUSINESS_DEFAULTS.phone);
  await phone.fill(NEW_PHONE);
  await page.getByRole("button", { name: "Save business details" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();

  // Signed out, as a visitor: every page shows the new number, none the old.
  await page.context().clearCookies();
  await page.goto("/blog");
  const postLink = page.locator("main article a[href^='/blog/']").first();
  const postPath = await postLink.getAttribute("href");
  for (const path of ["/", "/contact", postPath!]) {
    await page.goto(path);
    await expect(footerPhone(page, NEW_PHONE), path).toHaveAttribute("href", "tel:+14435550199");
    await expect(page.getByText(BUSINESS_DEFAULTS.phone), path).toHaveCount(0);
  }

  const lastName = `Settings${crypto.randomUUID().slice(0, 6)}`;
  await sendContactForm(page, lastName);
  await expect(page.getByRole("region", { name: "We received your message" }).getByRole("link", { name: NEW_PHONE })).toBeVisible();

  await signInAsAdmin(page);
  await openSection(page, "Contact Forms");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Robin ${lastName}` }) });
  await row.getByRole("button", { name: `Details of the submission from Robin ${lastName}` }).click();
  await row
    .getByRole("listitem")
    .filter({ hasText: "Confirmation email to the visitor" })
    .getByRole("button", { name: /^Read Confirmation email/ })
    .click();
  const sent = page.getByRole("article").frameLocator("iframe");
  await expect(sent.getByText(`call or text us at ${NEW_PHONE}`)).toBeVisible();
  await expect(sent.getByText(BUSINESS_DEFAULTS.phone)).toHaveCount(0);
});

test("a notice with an end time shows on the public pages, then goes by itself", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Settings");
  await page.getByRole("tab", { name: "Site notice" }).click();
  const message = `Closed for the holiday ${crypto.randomUUID().slice(0, 4)}: we answer on Monday.`;
  await page.getByLabel("Notice", { exact: true }).fill(message);
  // The form takes whole minutes, in Baltimore's time: an end an hour ahead, which the site keeps as that instant.
  const endsAt = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/New_York", dateStyle: "short", timeStyle: "short" }).format(endsAt);
  await page.getByLabel(/^Ends/).fill(local.replace(" ", "T"));
  await page.getByRole("button", { name: "Save notice" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  const origin = new URL(page.url()).origin;
  const { notice } = (await (await page.request.get("/api/settings")).json()) as { notice: { value: { endsAt: string }; version: number } };
  expect(notice.value.endsAt).toBe(endsAt.toISOString());

  // The same notice made to end in a few seconds (the form cannot say seconds), before the visitor arrives.
  const soon = new Date(Date.now() + 15_000);
  const changed = await page.request.put("/api/settings/notice", {
    headers: { Origin: origin },
    data: { version: notice.version, value: { message, startsAt: null, endsAt: soon.toISOString() } },
  });
  expect(changed.status()).toBe(200);

  await page.context().clearCookies();
  for (const path of ["/", "/services", "/blog"]) {
    await page.goto(path);
    const shown = page.getByRole("region", { name: "Site notice" });
    await expect(shown, path).toBeVisible();
    await expect(shown).toHaveText(message);
  }
  // Dismissed once the app has taken the page over, it stays away for the rest of the visit.
  await waitUntilLive(page);
  await page.getByRole("button", { name: "Dismiss notice" }).click();
  await expect(page.getByRole("region", { name: "Site notice" })).toBeHidden();
  await page.goto("/about");
  await expect(page.getByRole("region", { name: "Site notice" })).toBeHidden();

  // Another visitor, once the end has passed: the served HTML has no notice.
  const visitor = await page.context().browser()!.newPage();
  await expect(async () => {
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
    await visitor.goto("/");
    await expect(visitor.getByRole("region", { name: "Site notice" })).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  const html = await (await visitor.request.get("/services")).text();
  expect(html).not.toContain(message);
  await visitor.close();
});
