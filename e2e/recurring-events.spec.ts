import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first Tuesdays from tomorrow on (Baltimore's calendar day is close enough: a day's margin). */
function nextFirstTuesdays(count: number): string[] {
  const found: string[] = [];
  for (let day = new Date(Date.now() + 2 * DAY_MS); found.length < count; day = new Date(day.getTime() + DAY_MS)) {
    if (day.getUTCDay() === 2 && day.getUTCDate() <= 7) found.push(day.toISOString().slice(0, 10));
  }
  return found;
}

/** "Tuesday, March 3, 2026", as the calendar writes a date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

test("a monthly meeting created in the dashboard shows its next three dates on the calendar and on its own page", async ({ page }) => {
  const title = `Remington Monthly Meeting ${Date.now().toString(36)}`;
  const dates = nextFirstTuesdays(3);

  await signInAsAdmin(page);
  await openSection(page, "Community Events");
  await page.getByRole("button", { name: "New event" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date").fill(dates[0]!);
  await page.getByLabel("Time", { exact: true }).fill("19:00");
  await page.getByLabel("Ends at").fill("20:30");
  await page.getByLabel("Repeats").selectOption({ label: "Monthly on the first Tuesday" });
  await page.getByLabel("Location", { exact: true }).fill("Remington branch library");
  await page.getByLabel("Neighborhood", { exact: true }).selectOption("Remington");
  await page.getByLabel("Description").fill("The association's monthly meeting: committee reports and a safety update.");
  await page.getByLabel("Organizer").fill("Remington Neighborhood Alliance");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(toastOnScreen(page).getByText("Event created successfully")).toBeVisible();

  // The public calendar: one card per date, each marked as repeating.
  await page.goto("/calendar?neighborhood=Remington");
  const cards = page.locator("article", { has: page.getByRole("heading", { name: title }) });
  await expect(cards.first()).toBeVisible();
  for (const [index, date] of dates.entries()) {
    await expect(cards.nth(index)).toContainText(longDate(date));
    await expect(cards.nth(index)).toContainText("Repeats on the first Tuesday of every month");
    await expect(cards.nth(index)).toContainText("7:00 PM – 8:30 PM");
  }

  // Its own page, reached from a card.
  await cards.first().getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/calendar\/\d+-remington-monthly-meeting-[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} - `));
  const nextDates = page.getByRole("region", { name: "Next dates" }).getByRole("listitem");
  for (const [index, date] of dates.entries()) await expect(nextDates.nth(index)).toHaveText(longDate(date));
  await expect(page.getByRole("link", { name: "Apple Calendar" })).toHaveAttribute("href", /^\/calendar\/\d+\.ics$/);
  await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", /recur=RRULE%3AFREQ%3DMONTHLY%3BBYDAY%3D1TU/);

  // Leaves the shared database as it found it.
  const id = /\/calendar\/(\d+)-/.exec(page.url())![1];
  const deleted = await page.request.delete(`/api/events/${id}`, { headers: { Origin: new URL(page.url()).origin } });
  expect(deleted.status()).toBe(200);
});

test.describe("the dashboard's events on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list opens on upcoming events, and New event brings the form into view", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Community Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Community Events" })).toBeVisible();

    // A past seeded event waits under Past.
    await expect(page.getByRole("button", { name: "Upcoming", pressed: true })).toBeVisible();
    const pastWalk = page.getByText("Fells Point Evening Safety Walk");
    await expect(pastWalk).toHaveCount(0);
    await page.getByRole("button", { name: "Past" }).click();
    await expect(pastWalk).toBeVisible();
    await page.getByRole("button", { name: "Upcoming" }).click();

    const title = page.getByLabel("Title", { exact: true });
    await expect(title).not.toBeInViewport();
    await page.screenshot({ path: "test-results/admin-events-390.png" });
    await page.getByRole("button", { name: "New event" }).click();
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await page.screenshot({ path: "test-results/admin-events-form-390.png" });
  });
});
