// The footage-request round trip in a real browser, on the demo content: staff record an incident
// at the demo point (by coordinates: the owner whose lookup failed is listed to check by hand),
// preview the email to the three owners within 150 ft and send it, read one email in the message
// log, and follow its "I may have footage" link as the owner (another
// browser, no staff session), who has a link to the registration emailed; staff then find the
// email telling them of the answer in the message log, the new answer counted beside Camera
// Registry and on the incident, and the answer in the incident, which opening marks seen. The
// owner pages fit a phone.
import { expect, test, type Page } from "@playwright/test";

import { DEMO_INCIDENT_POINT } from "../scripts/seed-data";
import { openSection, recordIncidentAt, signInAsAdmin, toastOnScreen } from "./admin-helpers";

/** The demo owner whose email the test reads: 2907 O'Donnell St, about 31 ft from the demo point. */
const OWNER_EMAIL = "tom.brennan@example.com";

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("staff email the owners near an incident, an owner answers from the email, and staff see the answer", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const caseReference = `E2E-${Date.now().toString(36)}`;
  await signInAsAdmin(page);

  // Record the incident at the demo point.
  await recordIncidentAt(page, { caseReference, footageSought: "A grey hatchback leaving the alley", point: DEMO_INCIDENT_POINT });
  const incidentUrl = page.url();

  // Placed by coordinates, the incident still lists the demo owner whose address lookup failed
  // (2900 O'Donnell St), to check by hand (e2e/rows-written-directly/incident-corrections.spec.ts follows its link).
  const byHand = page.getByRole("region", { name: "Not located yet: check by hand" });
  await expect(byHand.getByRole("listitem").filter({ hasText: "Kevin Adebayo" })).toContainText("2900 O'Donnell St");

  // Preview the email to the three owners within 150 ft, then send it.
  await page.getByRole("button", { name: "Email 3 owners" }).click();
  const preview = page.getByRole("dialog", { name: "Preview the footage request" });
  await expect(preview.getByRole("region", { name: "Recipients (3)" }).getByRole("listitem")).toHaveCount(3);
  await expect(preview.getByRole("region", { name: "Recipients (3)" })).toContainText("0–50 ft from the incident");
  const previewText = preview.getByRole("region", { name: "The email's text" });
  await expect(previewText).toContainText("Subject: Footage request: can your camera help? (Saturday, March 14, 2026)");
  await expect(previewText).toContainText("I may have footage:\n[link: I may have footage]");
  await expect(previewText).not.toContainText(caseReference);
  // Who the send misses: the owner in the area whose address has no point yet.
  const missed = preview.getByRole("region", { name: /^In the area but not located, so not emailed \(\d+\)$/ });
  await expect(missed.getByRole("listitem").filter({ hasText: "Kevin Adebayo" })).toContainText("2900 O'Donnell St, Baltimore, MD 21224");
  await preview.getByRole("button", { name: "Send to 3 owners" }).click();
  await expect(toastOnScreen(page).getByText("Footage request emailed to 3 owners.")).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(page.getByRole("button", { name: "Email 0 owners" })).toBeDisabled();

  // On a phone the owners' table stacks as cards: nothing makes the incident's page scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const owners = page.getByRole("table", { name: "Registered cameras within 150 ft, nearest first" });
  await expect(owners).toContainText("Marisol Vega");
  expect((await owners.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Read the email one owner was sent, in the dashboard's message log.
  await openSection(page, "Contact Forms");
  await page.getByRole("tab", { name: "Message log" }).click();
  await page
    .getByRole("button", { name: `Read Footage request to a camera owner to ${OWNER_EMAIL}` })
    .first()
    .click();
  const email = page.getByRole("article", { name: /^Email: Footage request: can your camera help\?/ });
  await expect(email).toContainText("Saturday, March 14, 2026, between 10:30 PM and 1:15 AM on Sunday, March 15, 2026");
  await expect(email).not.toContainText(caseReference);
  await expect(email).not.toContainText("grey hatchback");
  const text = await email.locator("pre").innerText();
  const mayHave = /I may have footage:\s+(\S+)/.exec(text)?.[1];
  const leave = /Remove me from the registry:\s+(\S+)/.exec(text)?.[1];
  expect(mayHave).toMatch(/\/registry\/answer\?t=/);
  expect(leave).toMatch(/\/registry\/leave\?t=/);

  // The owner, on a phone, in a browser of their own.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await owner.goto(mayHave!);
  await expect(owner.getByRole("heading", { level: 1, name: "A request for camera footage" })).toBeVisible();
  await noSidewaysScroll(owner);
  await owner.getByRole("button", { name: "I may have footage" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expect(owner.getByText("We have noted that you may have footage.")).toBeVisible();
  await noSidewaysScroll(owner);

  // Opened again: the answer already given.
  await owner.goto(mayHave!);
  await expect(owner.getByRole("heading", { level: 1, name: "You have already answered" })).toBeVisible();
  await expect(owner.getByText(/You answered "I may have footage" on /)).toBeVisible();

  // A request's page never shows the registration (the email may have been forwarded): it emails
  // a link to the address registered instead.
  await expect(owner.getByRole("link", { name: /registration/ })).toHaveCount(0);
  await expect(owner.getByText(OWNER_EMAIL)).toHaveCount(0);
  await owner.getByRole("button", { name: "Email me a link to my registration" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "A new link is on its way" })).toBeVisible();
  await noSidewaysScroll(owner);

  // The other owner pages fit the phone too: leaving (only looked at), a link that does not work,
  // and managing the registration from the emailed link.
  await owner.goto(leave!);
  await expect(owner.getByRole("heading", { level: 1, name: "Leave the camera registry" })).toBeVisible();
  await noSidewaysScroll(owner);
  await owner.goto(`${new URL(mayHave!).origin}/registry/answer?t=tampered.link.value`);
  await expect(owner.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await noSidewaysScroll(owner);
  await page.goto("/admin");
  await openSection(page, "Contact Forms");
  await page.getByRole("tab", { name: "Message log" }).click();
  await page
    .getByRole("button", { name: `Read New registration link to the camera owner to ${OWNER_EMAIL}` })
    .first()
    .click();
  const manageEmail = page.getByRole("article", { name: /^Email: Your link to your camera registration/ });
  const manage = /See or change my registration:\s+(\S+)/.exec(await manageEmail.locator("pre").innerText())?.[1];
  expect(manage).toMatch(/\/registry\/manage\?t=/);
  await owner.goto(manage!);
  await expect(owner.getByRole("heading", { level: 1, name: "Your camera registration" })).toBeVisible();
  await expect(owner.getByText(OWNER_EMAIL)).toBeVisible();
  await noSidewaysScroll(owner);
  await ownerContext.close();

  // Staff were emailed about the answer: the case, the band and the way to the incident.
  const notice = page.getByRole("article", { name: `Email: An owner may have footage: case ${caseReference}` });
  await page.getByRole("button", { name: "Read Footage answer email to staff to hello@harborlight.example" }).first().click();
  await expect(notice).toContainText("Camera's distance: 0–50 ft");
  await expect(notice).not.toContainText(OWNER_EMAIL);
  const noticeLink = /Open the incident in the dashboard: (\S+)/.exec(await notice.locator("pre").innerText())?.[1];
  expect(noticeLink).toBe(incidentUrl);

  // The new answer is counted beside Camera Registry and on the incident, until it is opened.
  await openSection(page, "Camera Registry");
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(nav.getByRole("button", { name: /^Camera Registry\s*\d+\s*new answers?$/ })).toBeVisible();
  await page.getByRole("tab", { name: "Incidents" }).click();
  const listed = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Open incident ${caseReference}` }) });
  await expect(listed).toContainText("1 new answer");

  // Staff see the answer in the incident, marked new; opening it marks it seen.
  await page.goto(noticeLink!);
  const row = page.getByRole("row").filter({ hasText: OWNER_EMAIL });
  await expect(row).toContainText("NewMay have footage");
  await expect(page.getByText("3 requests emailed, 1 answered (1 new answer)")).toBeVisible();
  await page.getByRole("button", { name: "Back to incidents" }).click();
  await expect(listed).toContainText("3 requests emailed, 1 answered");
  await expect(listed).not.toContainText("new answer");
});
