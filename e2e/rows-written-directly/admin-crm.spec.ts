// The dashboard as a small CRM, read by staff in a browser: a lead opened from its dashboard
// link, its messages, the staff email as sent, the message log, and a status that stays set.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "../admin-helpers";
import { sql } from "../database";

/** A lead and its messages as the submission's batch writes them (the rows are written here directly). */
function seedLead() {
  const reference = crypto.randomUUID();
  const lastName = `Lead${reference.slice(0, 6)}`;
  const now = Date.now();
  const owner = `(SELECT id FROM contact_submissions WHERE reference = '${reference}')`;
  sql(
    [
      `INSERT INTO contact_submissions (reference, first_name, last_name, email, phone, service, message, sms_consent_at, sms_consent_version, created_at)
       VALUES ('${reference}', 'Robin', '${lastName}', 'robin@example.com', '4105550190', 'camera_installation', 'Two cameras for the shop front, please.', ${now}, '2025-01-01', ${now});`,
      `INSERT INTO outbox_messages (id, channel, kind, contact_submission_id, recipient, sender, reply_to, subject, text_body, html_body, status, attempts, last_attempt_at, sent_at, created_at)
       VALUES ('${crypto.randomUUID()}', 'email', 'contact-staff', ${owner}, 'staff@harborlight.example', 'hello@harborlight.example', 'robin@example.com',
       'New lead: Robin ${lastName}', 'Robin ${lastName} asked about Camera Installation.', '<h1 style="font-family:sans-serif">New lead: Robin ${lastName}</h1><p>Camera Installation</p>',
       'sent', 1, ${now}, ${now}, ${now});`,
      `INSERT INTO outbox_messages (id, channel, kind, contact_submission_id, recipient, text_body, status, attempts, last_attempt_at, last_error, created_at)
       VALUES ('${crypto.randomUUID()}', 'webhook', 'lead-webhook', ${owner}, 'https://crm.example', '{"type":"lead.created"}', 'failed', 5, ${now}, 'The receiver answered 503', ${now + 1});`,
    ].join("\n"),
  );
  return { reference, name: `Robin ${lastName}` };
}

test("staff open a new lead from its link, read its messages and the staff email, and mark it Contacted", async ({ page }) => {
  const lead = seedLead();
  await signInAsAdmin(page);
  await expect(
    page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name: /^Contact Forms\s*\d+\s*new$/ }),
  ).toBeVisible();

  await page.goto(`/admin?section=contacts&submission=${lead.reference}`);
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: lead.name }) });
  await expect(row.getByText("New", { exact: true }).first()).toBeVisible();
  await expect(row.getByRole("button", { name: `Details of the submission from ${lead.name}` })).toHaveAttribute("aria-expanded", "true");

  const staffEmail = row.getByRole("listitem").filter({ hasText: "New lead email to staff" });
  await expect(staffEmail).toContainText("Sent");
  await expect(staffEmail).toContainText("To staff@harborlight.example");
  const webhook = row.getByRole("listitem").filter({ hasText: "CRM webhook" });
  await expect(webhook).toContainText("Failed");
  await expect(webhook).toContainText("Last error: The receiver answered 503");
  await expect(webhook.getByRole("button", { name: "Resend CRM webhook to https://crm.example" })).toBeVisible();

  // Checked before an email is opened: axe cannot run inside the email's sandboxed, script-free frame.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await staffEmail.getByRole("button", { name: "Read New lead email to staff to staff@harborlight.example" }).click();
  const email = page.getByRole("article", { name: `Email: New lead: ${lead.name}` });
  await expect(email).toContainText("Reply-Torobin@example.com");
  await expect(email.frameLocator("iframe").getByRole("heading", { name: `New lead: ${lead.name}` })).toBeVisible();

  await page.getByRole("tab", { name: "Message log" }).click();
  const log = page.getByRole("list", { name: "Recent messages, newest first" });
  await expect(log.getByRole("listitem").filter({ hasText: "CRM webhook" }).first()).toContainText("Failed");

  await page.getByRole("tab", { name: "Submissions" }).click();
  await row.getByLabel("Status", { exact: true }).selectOption("contacted");
  await expect(toastOnScreen(page).getByText("Contact submission updated successfully")).toBeVisible();
  await page.reload();
  await openSection(page, "Contact Forms");
  await expect(row.getByText("Contacted", { exact: true }).first()).toBeVisible();
});
