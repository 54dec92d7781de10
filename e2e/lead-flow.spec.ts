// A lead from the public form to staff, through the real queue and email binding: the visitor
// sees a lasting confirmation; staff find the submission New with both emails sent, read the
// staff email as it was sent, and mark it Contacted.
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";
import { waitUntilLive } from "./page-loading";

test("a contact send reaches staff: confirmation, sent emails in the dashboard, the staff email as sent, Contacted", async ({ page }) => {
  // A client address of its own, so the form's per-client limit is not shared with other tests.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  const lastName = `Flow${crypto.randomUUID().slice(0, 6)}`;
  const name = `Morgan ${lastName}`;

  await page.goto("/contact");
  await waitUntilLive(page);
  await page.getByLabel("First Name", { exact: true }).fill("Morgan");
  await page.getByLabel("Last Name", { exact: true }).fill(lastName);
  await page.getByLabel("Email", { exact: true }).fill("morgan@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("(410) 555-0177");
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Camera Installation" });
  await page.getByLabel("Message", { exact: true }).fill("Three cameras for a rowhouse in Canton, front and back.");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send Message" }).click();

  const confirmation = page.getByRole("region", { name: "We received your message" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText("We are also sending a confirmation email to morgan@example.com.");

  await page.setExtraHTTPHeaders({});
  await signInAsAdmin(page);
  await openSection(page, "Contact Forms");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row.getByText("New", { exact: true }).first()).toBeVisible();

  // The queue delivers within seconds; the view shows what the rows say when it is opened.
  const staffEmail = row.getByRole("listitem").filter({ hasText: "New lead email to staff" });
  const confirmationEmail = row.getByRole("listitem").filter({ hasText: "Confirmation email to the visitor" });
  await expect(async () => {
    await page.reload();
    await openSection(page, "Contact Forms");
    const details = row.getByRole("button", { name: `Details of the submission from ${name}` });
    if ((await details.getAttribute("aria-expanded")) !== "true") await details.click();
    // `npm start`'s email binding is wrangler's stand-in: the emails never leave the machine.
    await expect(staffEmail).toContainText("Logged locally, not sent", { timeout: 1000 });
    await expect(confirmationEmail).toContainText("Logged locally, not sent", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(confirmationEmail).toContainText("To morgan@example.com");

  await staffEmail.getByRole("button", { name: /^Read New lead email to staff/ }).click();
  const email = page.getByRole("article", { name: `Email: New quote request: ${name} (Camera Installation)` });
  await expect(email).toContainText("Reply-Tomorgan@example.com");
  const sent = email.frameLocator("iframe");
  await expect(sent.getByRole("heading", { name: `New quote request from ${name}` })).toBeVisible();
  await expect(sent.getByText("Three cameras for a rowhouse in Canton, front and back.")).toBeVisible();
  await expect(sent.getByRole("link", { name: "Open in the dashboard" })).toHaveAttribute(
    "href",
    /\/admin\?section=contacts&submission=[0-9a-f-]{36}$/,
  );

  await row.getByLabel("Status", { exact: true }).selectOption("contacted");
  await expect(toastOnScreen(page).getByText("Contact submission updated successfully")).toBeVisible();
  await page.reload();
  await openSection(page, "Contact Forms");
  await expect(row.getByText("Contacted", { exact: true }).first()).toBeVisible();
});
