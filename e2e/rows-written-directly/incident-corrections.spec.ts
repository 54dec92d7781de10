// An incident placed by coordinates alone, on the demo content beside 2900 O'Donnell St (a
// registration whose address lookup fails: no point): staff see it listed to check by hand and
// open it to set its location; then they correct the incident, and once an owner has been asked
// what owners were told is read-only while the case reference can still change.
import { expect, test } from "@playwright/test";

import { DEMO_INCIDENT_POINT } from "../../scripts/seed-data";
import { recordIncidentAt, signInAsAdmin, toastOnScreen } from "../admin-helpers";
import { sql } from "../database";

test("an incident by coordinates lists the unlocated registration near it with a link to fix it, and is corrected", async ({ page }) => {
  test.setTimeout(60_000);
  const caseReference = `FIX-${Date.now().toString(36)}`;
  await signInAsAdmin(page);

  await recordIncidentAt(page, { caseReference, footageSought: "Anyone at the rear gates", point: DEMO_INCIDENT_POINT });
  const incidentUrl = page.url();
  const incidentId = Number(new URL(incidentUrl).searchParams.get("incident"));

  // The owner at 2900 O'Donnell St, whose address has no point, is listed by the ZIP code of the
  // located registrations around the point.
  const check = page.getByRole("region", { name: "Not located yet: check by hand" });
  await expect(check).toContainText("The area: ZIP code 21224, or in Baltimore for a registration without a ZIP code");
  await expect(check).toContainText("Without a point in the whole registry");
  const owner = check.getByRole("listitem").filter({ hasText: "Kevin Adebayo" });
  await expect(owner).toContainText("2900 O'Donnell St, Baltimore, MD 21224");
  await expect(owner.getByText(/^(Pending location|Lookup failed, retrying)$/)).toBeVisible();
  await owner.getByRole("link", { name: "Set location for Kevin Adebayo" }).click();
  await expect(page).toHaveURL(/[?&]registration=/);
  await expect(page.getByRole("tab", { name: "Registrations" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("form", { name: "Set location of the camera of Kevin Adebayo" })).toBeVisible();
  // Opened from the incident, the registration leads back to it (as saving its point does).
  await expect(page).toHaveURL(new RegExp(`[?&]fromIncident=${incidentId}(&|$)`));
  await page.getByRole("button", { name: "Back to the incident" }).click();
  await expect(page.getByRole("heading", { name: `Incident ${caseReference}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]incident=${incidentId}(&|$)`));

  // Corrected before any owner is asked: the window, what is sought, and an address beside the point.
  await page.getByRole("button", { name: `Edit incident ${caseReference}` }).click();
  const editor = page.getByRole("region", { name: `Edit incident ${caseReference}` });
  await editor.getByLabel(/^Window end/).fill("01:45");
  await editor.getByLabel(/^Footage sought/).fill("A grey hatchback leaving the alley");
  await editor.getByLabel(/^Address/).fill("2909 O'Donnell St, Baltimore, MD 21224");
  await editor.getByRole("button", { name: "Update Incident" }).click();
  await expect(toastOnScreen(page).getByText("Incident updated successfully")).toBeVisible();
  await expect(editor).toHaveCount(0);
  const details = page.getByRole("region", { name: `Incident ${caseReference}` });
  await expect(details).toContainText("10:30 PM – 1:45 AM (next day)");
  await expect(details).toContainText("A grey hatchback leaving the alley");
  await expect(details).toContainText("2909 O'Donnell St, Baltimore, MD 21224");
  await expect(page.getByRole("button", { name: "Email 3 owners" })).toBeEnabled();

  // Once an owner has been asked, what owners were told is read-only; the case reference is not.
  sql(
    `INSERT INTO footage_requests (incident_id, camera_registration_id, distance_feet)
     SELECT ${incidentId}, id, 0 FROM camera_registrations WHERE email = 'marisol.vega@example.com';`,
  );
  await page.reload();
  await page.getByRole("button", { name: `Edit incident ${caseReference}` }).click();
  await expect(editor.getByRole("note")).toHaveText(
    "Owners have been asked for footage: the date, time window, footage sought, days to keep and radius stay as they were sent. The case reference and the place can still be corrected.",
  );
  for (const label of [/^Date/, /^Window start/, /^Window end/, /^Footage sought/, /^Keep footage/])
    await expect(editor.getByLabel(label)).toHaveAttribute("readonly", "");
  await editor.getByLabel(/^Case reference/).fill(`${caseReference}-B`);
  await editor.getByRole("button", { name: "Update Incident" }).click();
  await expect(page.getByRole("heading", { name: `Incident ${caseReference}-B` })).toBeVisible();
  await expect(page.getByRole("region", { name: `Incident ${caseReference}-B` })).toContainText("A grey hatchback leaving the alley");
});
