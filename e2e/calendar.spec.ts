import { expect, test } from "@playwright/test";

import { seedEvents } from "../scripts/seed-data";
import { CALENDAR_PAGE_SIZE } from "../worker/shared/events";
import { holdScripts, markDocument, waitUntilLive } from "./page-loading";

interface ApiEvent {
  title: string;
  eventDate: string;
  neighborhood: string;
  eventType: string;
  occurrences: { start: string; cancelled: boolean }[];
}

/** How many of `count` cards the first page shows. */
const firstPage = (count: number) => Math.min(count, CALENDAR_PAGE_SIZE);

/** One card per date that is not cancelled: a series shows each of its listed dates. */
const cardsOf = (events: ApiEvent[], when: "upcoming" | "past") =>
  events.flatMap((event) =>
    event.occurrences.filter((date) => !date.cancelled && Date.parse(date.start) >= Date.now() === (when === "upcoming")).map(() => event),
  );

/** The events of the first page's cards: the soonest upcoming dates, one card each. */
const firstPageTitles = (events: ApiEvent[]) =>
  new Set(
    events
      .flatMap((event) =>
        event.occurrences
          .filter((date) => !date.cancelled && Date.parse(date.start) >= Date.now())
          .map((date) => ({ title: event.title, at: Date.parse(date.start) })),
      )
      .sort((a, b) => a.at - b.at)
      .slice(0, CALENDAR_PAGE_SIZE)
      .map((card) => card.title),
  );

test("the calendar filters by neighborhood and type, clears, and shows the empty state", async ({ page, request }) => {
  const all = (await (await request.get("/api/events")).json()) as ApiEvent[];
  const upcoming = cardsOf(all, "upcoming");
  await page.goto("/calendar");
  await expect(page.locator("main article")).toHaveCount(firstPage(upcoming.length));
  // The served page shows its events at once; the filters answer once the app has taken over.
  await waitUntilLive(page);
  // A choice applies by itself: the button for readers without JavaScript is not there.
  await expect(page.getByRole("button", { name: "Apply Filters" })).toHaveCount(0);

  await page.getByLabel("Neighborhood").selectOption("Canton");
  await expect(page).toHaveURL(/neighborhood=Canton/);
  const canton = upcoming.filter((event) => event.neighborhood === "Canton");
  await expect(page.locator("main article")).toHaveCount(firstPage(canton.length));
  // The first page holds the soonest dates: each of their events is on it.
  for (const title of firstPageTitles(all.filter((event) => event.neighborhood === "Canton"))) {
    await expect(page.getByRole("heading", { level: 4, name: title }).first()).toBeVisible();
  }

  await page.getByLabel("Event Type").selectOption("BPD");
  const cantonBpd = canton.filter((event) => event.eventType === "BPD Meeting");
  if (cantonBpd.length === 0) await expect(page.getByText("No Events Found")).toBeVisible();
  else await expect(page.locator("main article")).toHaveCount(firstPage(cantonBpd.length));

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByLabel("Neighborhood")).toHaveValue("");
  await expect(page.locator("main article")).toHaveCount(firstPage(upcoming.length));

  await page.getByLabel("Event Type").selectOption("Association");
  const association = upcoming.filter((event) => event.eventType === "Neighborhood Meeting");
  await expect(page.locator("main article")).toHaveCount(firstPage(association.length));
  for (const badge of await page.locator("main article [data-badge-color]").all()) {
    await expect(badge).toHaveAttribute("data-badge-color", "purple");
  }
});

test("filters chosen on the served page before the app takes over are applied when it does", async ({ page, request }) => {
  const all = (await (await request.get("/api/events")).json()) as ApiEvent[];
  const upcoming = cardsOf(all, "upcoming");
  const [neighborhood] = upcoming.filter((event) => event.eventType === "Safety Walk").map((event) => event.neighborhood);
  expect(neighborhood).toBeDefined();
  const shown = upcoming.filter((event) => event.eventType === "Safety Walk" && event.neighborhood === neighborhood);
  const letScriptsLoad = await holdScripts(page);
  await page.goto("/calendar", { waitUntil: "commit" });
  await page.getByLabel("Neighborhood").selectOption(neighborhood!);
  await page.getByLabel("Event Type").selectOption("Safety Walk");
  await letScriptsLoad();
  await expect(page).toHaveURL(/eventType=Safety(\+|%20)Walk/);
  await expect(page).toHaveURL(new RegExp(`neighborhood=${encodeURIComponent(neighborhood!).replace(/%20/g, "(\\+|%20)")}`));
  await expect(page.getByLabel("Event Type")).toHaveValue("Safety Walk");
  await expect(page.getByLabel("Neighborhood")).toHaveValue(neighborhood!);
  await expect(page.locator("main article")).toHaveCount(firstPage(shown.length));
});

test("an empty combination says No Events Found", async ({ page }) => {
  await page.goto("/calendar?neighborhood=Greektown&eventType=BPD");
  await expect(page.getByText("No Events Found")).toBeVisible();
});

test("past events are reachable but not mixed in", async ({ page, request }) => {
  const all = (await (await request.get("/api/events")).json()) as ApiEvent[];
  const past = cardsOf(all, "past");
  expect(past.length).toBeGreaterThan(0);
  await page.goto("/calendar");
  const onlyPast = past.filter((event) => cardsOf([event], "upcoming").length === 0);
  for (const event of onlyPast) await expect(page.getByRole("heading", { name: event.title })).toHaveCount(0);
  // Once the app runs, the button is its own move: the served page's form is not sent.
  await waitUntilLive(page);
  const sameDocument = await markDocument(page);
  await page.getByRole("button", { name: "Past" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Past Events" })).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(firstPage(past.length));
  expect(await sameDocument()).toBe(true);
});

test("every neighborhood with events can be chosen", async ({ page }) => {
  await page.goto("/calendar");
  const select = page.getByLabel("Neighborhood");
  await expect.poll(() => select.locator("option").count()).toBeGreaterThan(8);
  const options = await select.locator("option").allTextContents();
  expect(options.slice(0, 8)).toEqual([
    "All Neighborhoods",
    "Little Italy",
    "Canton",
    "Brewers Hill",
    "Greektown",
    "Upper Fells Point",
    "Federal Hill",
    "Fells Point",
  ]);
  for (const event of seedEvents) expect(options).toContain(event.neighborhood);
});

test("the error text shows when events cannot be read", async ({ page }) => {
  // The served page carries its events; the next filter's are read from the API, which fails.
  await page.goto("/calendar");
  await waitUntilLive(page);
  await page.route("**/api/events**", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
  );
  await page.getByLabel("Neighborhood").selectOption("Canton");
  await expect(page.getByText("Error loading events. Please try again later.")).toBeVisible();
});

test("a calendar opened on a filtered address subscribes to the same filters", async ({ page, baseURL }) => {
  const host = new URL(baseURL!).host;
  await page.goto("/calendar?neighborhood=Canton&eventType=BPD");
  await waitUntilLive(page);
  const subscribe = page.getByRole("link", { name: "Subscribe in your calendar app" });
  const download = page.getByRole("link", { name: "Download these events (.ics)" });
  await expect(subscribe).toHaveAttribute("href", `webcal://${host}/calendar.ics?neighborhood=Canton&eventType=BPD`);
  await expect(download).toHaveAttribute("href", "/calendar.ics?neighborhood=Canton&eventType=BPD");
  await expect(page.getByLabel("Neighborhood")).toHaveValue("Canton");

  // Reloaded, and after a change made once the app has taken over the page again.
  await page.reload();
  await waitUntilLive(page);
  await expect(subscribe).toHaveAttribute("href", `webcal://${host}/calendar.ics?neighborhood=Canton&eventType=BPD`);
  await page.getByLabel("Event Type").selectOption("");
  await expect(subscribe).toHaveAttribute("href", `webcal://${host}/calendar.ics?neighborhood=Canton`);
  await expect(download).toHaveAttribute("href", "/calendar.ics?neighborhood=Canton");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a card's contact email and phone are links, the number on one line", async ({ page }) => {
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const contactEmail = "a.very.long.mailbox.name@southeast-community-council.example.org";
    const contactPhone = "(410) 555-0117";
    const day = inAWeek.toISOString().slice(0, 10);
    await page.route("**/api/events/calendar**", (route) =>
      route.fulfill({
        json: {
          events: [
            {
              id: 1,
              title: "Southeast safety meeting",
              description: "Quarterly meeting.",
              eventTime: "19:00",
              endTime: null,
              location: "Library",
              neighborhood: "Canton",
              eventType: "BPD Meeting",
              organizer: "Southeast Council",
              contactInfo: null,
              contactEmail,
              contactPhone,
              registrationUrl: null,
              recurrence: null,
              recurrenceText: null,
              path: "/calendar/1-southeast-safety-meeting",
              occurrences: [
                { date: day, start: inAWeek.toISOString(), end: new Date(inAWeek.getTime() + 2 * 60 * 60 * 1000).toISOString() },
              ],
            },
          ],
          pageCount: 1,
          neighborhoods: ["Canton"],
        },
      }),
    );
    // The served page carries the seeded events; the filtered list comes from the (stubbed) API.
    await page.goto("/calendar");
    await waitUntilLive(page);
    await page.getByLabel("Neighborhood").selectOption("Canton");
    await expect(page.getByRole("link", { name: contactEmail })).toHaveAttribute("href", `mailto:${contactEmail}`);
    const phone = page.getByRole("link", { name: contactPhone });
    await expect(phone).toHaveAttribute("href", "tel:+14105550117");
    // One line box: the number does not wrap, even beside a long address.
    const lineTops = await phone.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lineTops).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/calendar-contact-390.png", fullPage: false });
  });
});
