// A stored event whose dates cannot be shown (a weekly series from the year 999 running to 9999,
// as an older version stored it) leaves the public calendar working, and staff find it in the
// dashboard, flagged, and delete it.
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "../admin-helpers";
import { sql } from "../database";

test("the dashboard lists an event that cannot be shown, flagged, and deletes it; the calendar works throughout", async ({ page }) => {
  const title = `Broken series ${Date.now().toString(36)}`;
  // 999-12-25 19:00 in Baltimore, weekly on Wednesdays until 9999-12-31, the UNTIL written unpadded.
  sql(
    `INSERT INTO community_events (title, description, event_date, event_time, location, neighborhood, event_type, organizer, is_recurring, recurrence, created_at)
     VALUES ('${title}', 'Stored before dates were checked', ${Date.UTC(999, 11, 25, 23, 56, 2)}, '19:00', 'Canton Library', 'Canton', 'Community Event', 'Board', 1,
     'FREQ=WEEKLY;BYDAY=WE;UNTIL=+0100000101T045959Z', ${Date.now()});`,
  );

  const events = await page.request.get("/api/events");
  expect(events.status()).toBe(200);
  const listed = (await events.json()) as { title: string }[];
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.map((event) => event.title)).not.toContain(title);
  const calendar = await page.goto("/calendar");
  expect(calendar?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.request.get("/calendar.ics")).status()).toBe(200);

  await signInAsAdmin(page);
  await openSection(page, "Community Events");
  await page.getByLabel("Search events").fill(title);
  const row = page.locator("li", { hasText: title });
  await expect(row.getByText("Needs fixing")).toBeVisible();
  await expect(row).toContainText("Its dates cannot be shown on the calendar: edit its dates, or delete it.");
  await expect(row).toContainText("December 25, 0999");

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this event?");
    void dialog.accept();
  });
  await row.hover();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(toastOnScreen(page).getByText("Event deleted successfully")).toBeVisible();
  await expect(page.getByText("No events match your filters.")).toBeVisible();
  const adminList = (await (await page.request.get("/api/events/admin")).json()) as { title: string }[];
  expect(adminList.map((event) => event.title)).not.toContain(title);
});
