// /your-data on a phone (R18, decision 0065): a person whose message holds a long unbroken
// address opens their link on a 390 px screen; the page fits it (nothing to scroll sideways), has
// the site's header and footer, and its Download button takes a tap.
import { expect, test } from "@playwright/test";

import { linkFromLog, signInAsAdmin } from "./admin-helpers";

const PHONE = { width: 390, height: 844 };

test("a person's data on a 390 px phone: no sideways scroll, the header, Download", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const email = `phone-${Date.now().toString(36)}@example.com`;
  const longUrl = `https://example.org/${"a1b2c3d4e5".repeat(28)}`;
  expect(longUrl.length).toBeGreaterThanOrEqual(300);
  const sent = await request.post("/api/contact", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      firstName: "Wilhelmina",
      lastName: "Ostrander",
      email,
      phone: "(410) 555-0139",
      service: "security_assessment",
      message: `Please look at the cameras in this listing: ${longUrl}`,
      smsConsent: true,
    },
  });
  expect(sent.status()).toBe(201);

  const personContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const person = await personContext.newPage();
  await person.goto("/your-data");
  await person.getByLabel("Email address").fill(email);
  await person.getByRole("button", { name: "Email me a link" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  await signInAsAdmin(page);
  const link = await linkFromLog(page, "Link to their own data, to the person who asked", email, "See my data");
  await person.goto(link);
  await expect(person.getByRole("heading", { level: 1, name: "The data we hold for your email address" })).toBeVisible();
  await expect(person.getByText(longUrl).first()).toBeVisible();
  await expect(person.getByRole("main").getByText("Security Assessment", { exact: true })).toBeVisible();

  // Nothing runs off the side: the whole page is as wide as the screen.
  expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The site's header (its main navigation) and footer, as on every page.
  const nav = person.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  // Its phone menu opens and closes without a script (the page runs none).
  await nav.locator("summary").click();
  await expect(person.locator("#mobile-menu").getByRole("link", { name: "Contact Us" })).toBeVisible();
  await nav.locator("summary").click();
  await expect(person.locator("#mobile-menu")).toBeHidden();
  await expect(person.getByRole("contentinfo")).toContainText("Privacy Policy");

  const downloading = person.waitForEvent("download");
  await person.getByRole("button", { name: "Download" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
  await personContext.close();
});
