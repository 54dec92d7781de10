// The team's activity on a 390 px phone (R25): an Owner opens User Management, sees their own last
// sign-in and last activity, and in the Activity tab narrows the audit trail to sign-ins; the page
// never scrolls sideways (the wide tables scroll inside their own box, reachable by keyboard).
import { expect, test, type Page } from "@playwright/test";

import { signInAsAdmin } from "./admin-helpers";

test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("an Owner reads the team's last sign-ins and its activity, filtered, on a 390 px screen", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin?section=users");

  const people = page.getByRole("table", { name: /^Everyone on the dashboard's team/ });
  const me = people.getByRole("row").filter({ hasText: "admin@example.com" });
  // Signed in a moment ago, and seen since: a date in both columns, not Never.
  await expect(me).toContainText(/\d{4}, \d{1,2}:\d{2} [AP]M.*\d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(me).not.toContainText("Never");
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  await page.getByRole("combobox", { name: "Section" }).selectOption({ label: "User Management" });
  await page.getByRole("combobox", { name: "Action" }).selectOption({ label: "Sign in" });
  const activity = page.getByRole("table", { name: "Who did what, when, and from which session, newest first." });
  const signIn = activity.getByRole("row").filter({ hasText: "admin@example.com" }).first();
  await expect(signIn).toContainText("Sign in");
  await expect(signIn).toContainText("Session");
  await expect(signIn.locator("code")).toHaveText(/^[\w-]{8}$/);
  await expect(activity.getByRole("cell", { name: /^(Create|Update|Delete|Refused)$/ })).toHaveCount(0);

  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  for (const name of ["Person", "Section", "Action"]) {
    const box = (await page.getByRole("combobox", { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const region = page.getByRole("region", { name: "Who did what, when, and from which session, newest first." });
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath("team-activity-390.png") });
});
