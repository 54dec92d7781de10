// One date of a series moved in the dashboard (decision 0064), seen where people see it: the
// calendar's card and the event's page at the new day and time, the feed's RECURRENCE-ID, and
// "Cancel this date" asking once and saying it is applied. The calendar's "Copy link" copies the
// feed's address for Google Calendar. Screenshots at 1440 and 390 px go to test-results/.
import { expect, test, type Page } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";
import { openLive } from "./page-loading";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayText = (day: Date) => day.toISOString().slice(0, 10);

/** The next Tuesdays from three days on. */
function nextTuesdays(count: number): string[] {
  const found: string[] = [];
  for (let day = new Date(Date.now() + 3 * DAY_MS); found.length < count; day = new Date(day.getTime() + DAY_MS)) {
    if (day.getUTCDay() === 2) found.push(dayText(day));
  }
  return found;
}
const dayAfter = (date: string) => dayText(new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS));

/** "Tuesday, March 3, 2026". */
const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function createSeries(page: Page, title: string, dates: string[]) {
  const response = await page.request.post("/api/events", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title,
      date: dates[0],
      time: "19:00",
      endTime: "20:30",
      repeat: "weekly",
      repeatUntil: dates.at(-1),
      location: "Carroll Park pavilion",
      neighborhood: "Pigtown",
      description: "The Pigtown walkers' evening walk.",
      eventType: "Safety Walk",
      organizer: "Pigtown walkers",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; path: string };
}

test("a date moved and another cancelled in the dashboard show on the calendar, the event's page and the feed", async ({
  page,
  context,
}) => {
  const title = `Pigtown walk ${Date.now().toString(36)}`;
  const dates = nextTuesdays(5);
  const [, moved, cancelled] = dates as [string, string, string];
  await signInAsAdmin(page);
  const { id, path } = await createSeries(page, title, dates);

  await openSection(page, "Community Events");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const nextDates = page.getByRole("region", { name: "Next dates" });
  await nextDates.getByRole("button", { name: `Move this date: ${longDate(moved)}` }).click();
  const form = page.getByRole("form", { name: `Move ${longDate(moved)}` });
  await form.getByLabel("New date").fill(dayAfter(moved));
  await form.getByLabel("New time").fill("18:00");
  await form.getByLabel("Ends at").fill("19:00");
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-form-1440.png" });
  await form.getByRole("button", { name: "Move date" }).click();
  await expect(toastOnScreen(page)).toContainText(`${longDate(moved)} is moved to ${longDate(dayAfter(moved))}, 6:00 PM – 7:00 PM`);
  await expect(nextDates.getByText(`Moved to ${longDate(dayAfter(moved))}, 6:00 PM – 7:00 PM`)).toBeVisible();

  // Cancel this date: asked once, then said to be applied.
  let asked = 0;
  page.on("dialog", (dialog) => {
    asked += 1;
    void dialog.accept();
  });
  await nextDates.getByRole("button", { name: `Cancel this date: ${longDate(cancelled)}` }).click();
  await expect(toastOnScreen(page)).toContainText(`${longDate(cancelled)} is cancelled`);
  expect(asked).toBe(1);
  await nextDates.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-dashboard-1440.png" });

  // The calendar: the moved date's card at its new day and time.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Copy link is the app's (the served page keeps its place): the app starts on the visitor's first use.
  await openLive(page, "/calendar?neighborhood=Pigtown");
  const card = page.locator("article", { has: page.getByRole("heading", { name: title }) }).filter({ hasText: "Moved from" });
  await expect(card).toContainText(longDate(dayAfter(moved)));
  await expect(card).toContainText("6:00 PM – 7:00 PM");
  await expect(card).toContainText(`Moved from ${longDate(moved)}`);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/localhost:\d+\/calendar\.ics\?neighborhood=Pigtown$/,
  );
  await page.screenshot({ path: "test-results/moved-date-calendar-1440.png", fullPage: true });

  // Its page lists it where it now is; the feed holds its RECURRENCE-ID.
  await page.goto(path);
  await expect(page.getByRole("region", { name: "Next dates" })).toContainText(`6:00 PM – 7:00 PM · Moved from ${longDate(moved)}`);
  await page.screenshot({ path: "test-results/moved-date-page-1440.png", fullPage: true });
  const ics = await (await page.request.get(`/calendar/${id}.ics`)).text();
  expect(ics).toContain(`RECURRENCE-ID;TZID=America/New_York:${moved.replace(/-/g, "")}T190000`);

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await page.getByRole("region", { name: "Next dates" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-page-390.png" });
  await openLive(page, "/calendar?neighborhood=Pigtown");
  await page.getByRole("button", { name: "Copy link" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-calendar-390.png" });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-card-390.png" });
  await page.goto("/admin?section=events");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await page
    .getByRole("region", { name: "Next dates" })
    .getByRole("button", { name: `Move this date: ${longDate(dates[3]!)}` })
    .click();
  await page.getByRole("form", { name: `Move ${longDate(dates[3]!)}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/moved-date-form-390.png" });

  const deleted = await page.request.delete(`/api/events/${id}`, { headers: { Origin: new URL(page.url()).origin } });
  expect(deleted.status()).toBe(200);
});
