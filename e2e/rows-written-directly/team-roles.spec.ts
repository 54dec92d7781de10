// A writer on the team as an Editor (R25): the dashboard shows them the blog, events and short
// links only, a leads address typed by hand says their role does not include it and the API
// refuses it; an Owner deactivates them on User Management, and their open tab is refused at its
// next call. The writer's role is given straight in the database (e2e/database.ts), which is why
// this runs with the tests that write rows directly.
import { expect, test } from "@playwright/test";

import { openSection, signIn, signInAsAdmin } from "../admin-helpers";
import { sql } from "../database";

test("an Editor sees their sections only, and is refused once an Owner deactivates them", async ({ page, browser }) => {
  const writer = `writer-${Date.now().toString(36)}@example.com`;
  await signIn(page, writer);
  await expect(page).toHaveURL(/\/admin\/login$/);
  sql(`UPDATE users SET role = 'editor' WHERE email = '${writer}';`);

  await page.goto("/admin?section=blog");
  const sections = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button");
  await expect(sections).toHaveText(["URL Redirects", "Blog Posts", "Community Events"]);
  await page.goto("/admin?section=contacts");
  await expect(page.getByRole("alert")).toHaveText(
    /Your role, Editor, does not include Contact Forms\. An Owner or an Administrator can change your role if you need it\./,
  );
  expect((await page.request.get("/api/contacts")).status()).toBe(403);
  expect((await page.request.get("/api/camera-registrations")).status()).toBe(403);
  expect((await page.request.get("/api/events/admin")).status()).toBe(200);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  await openSection(owner, "User Management");
  const row = owner.getByRole("row").filter({ hasText: writer });
  await expect(row.getByRole("combobox")).toHaveValue("editor");
  owner.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Deactivated");
  await ownerContext.close();

  // The writer's tab is still open with the same session: its next call is refused.
  expect((await page.request.get("/api/events/admin")).status()).toBe(403);
});
