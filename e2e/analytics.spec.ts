// First-party analytics in a real browser (R22): three visitors, each a client of its own, come
// from a printed QR code's short link, a newsletter campaign and a search; the first moves to
// another page in the app and sends the contact form. Nothing is stored on their devices. The
// Analytics section then shows each source, the goals, and the lead's record where it came from.
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";
import { waitUntilLive } from "./page-loading";

/** A desktop Chrome's agent: Playwright's own says HeadlessChrome, which is a bot's. */
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const run = crypto.randomUUID().slice(0, 6);
const LINK = `/e2e-qr-${run}`;
const CAMPAIGN = `e2e-spring-${run}`;

function visitor(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  // A client address of its own: each visitor is another hash, and the form's per-client limit is not shared.
  // A random /64 of the documentation range: one of 250 IPv4 addresses was now and then another test's,
  // and two visitors with one address and browser are one visit, the later one's source never counted.
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  const address = `2001:db8:${a!.toString(16)}:${b!.toString(16)}::1`;
  return browser.newContext({ baseURL, userAgent: CHROME, extraHTTPHeaders: { "CF-Connecting-IP": address } });
}

async function nothingStored(context: BrowserContext) {
  expect(await context.cookies()).toEqual([]);
  const [page] = context.pages();
  const storage = await page!.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  expect(storage).toEqual({ local: 0, session: 0 });
}

test("visits from a QR code, a campaign and a search, and a lead: each source, the goals and the lead's source in Analytics", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByLabel("From Path").fill(LINK);
  await page.getByLabel("To URL").fill("/services");
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  await expect(toastOnScreen(page).getByText("Redirect created successfully")).toBeVisible();

  // A flyer's QR code: the short link with its ?src= tag, then the contact page through the menu, then the form.
  const fromFlyer = await visitor(browser, baseURL);
  const reader = await fromFlyer.newPage();
  await reader.goto(`${LINK}?src=door-hanger`);
  await expect(reader).toHaveURL(/\/services\?src=door-hanger$/);
  await waitUntilLive(reader);
  await reader.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(reader).toHaveURL(/\/contact$/);
  const lastName = `Analytics${run}`;
  await reader.getByLabel("First Name", { exact: true }).fill("Robin");
  await reader.getByLabel("Last Name", { exact: true }).fill(lastName);
  await reader.getByLabel("Email", { exact: true }).fill("robin@example.com");
  await reader.getByLabel("Phone", { exact: true }).fill("(410) 555-0166");
  await reader.getByLabel("Service", { exact: true }).selectOption({ label: "Camera Installation" });
  await reader.getByLabel("Message", { exact: true }).fill("Two cameras for the back alley.");
  await reader.getByRole("checkbox").check();
  await reader.getByRole("button", { name: "Send Message" }).click();
  await expect(reader.getByRole("region", { name: "We received your message" })).toBeVisible();
  await nothingStored(fromFlyer);

  // A newsletter's campaign link, and a search result.
  const fromNewsletter = await visitor(browser, baseURL);
  const subscriber = await fromNewsletter.newPage();
  await subscriber.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`);
  await waitUntilLive(subscriber);
  await nothingStored(fromNewsletter);
  const fromSearch = await visitor(browser, baseURL);
  const searcher = await fromSearch.newPage();
  await searcher.goto("/about", { referer: "https://www.google.com/" });
  await waitUntilLive(searcher);
  await nothingStored(fromSearch);
  for (const context of [fromFlyer, fromNewsletter, fromSearch]) await context.close();

  // Today's figures are added up live: each source, the campaign and the goals appear within seconds.
  await page.goto("/admin?section=analytics&range=today");
  await expect(async () => {
    await page.reload();
    const sources = page.getByTestId("table-source");
    // The section's figures load first (slowly on a busy machine); only what they hold is waited for briefly.
    await expect(page.getByTestId("total-visitors")).toBeVisible();
    await expect(sources.getByRole("row").first()).toBeVisible();
    await expect(sources.getByRole("button", { name: `Filter by source QR code ${LINK} (door-hanger)` })).toBeVisible({ timeout: 1000 });
    await expect(sources.getByRole("button", { name: "Filter by source newsletter" })).toBeVisible({ timeout: 1000 });
    await expect(sources.getByRole("button", { name: "Filter by source google.com" })).toBeVisible({ timeout: 1000 });
    await expect(page.getByTestId("table-campaign").getByRole("button", { name: `Filter by UTM campaign ${CAMPAIGN}` })).toBeVisible({
      timeout: 1000,
    });
    await expect(page.getByTestId("table-goal").getByRole("button", { name: "Filter by goal Contact form sent" })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(
    page.getByTestId("table-goal").getByRole("button", { name: "Filter by goal Short link followed into the site" }),
  ).toBeVisible();

  // Filtered by the QR code: its visit viewed /services, then /contact in the app, and sent the form.
  await page
    .getByTestId("table-source")
    .getByRole("button", { name: `Filter by source QR code ${LINK} (door-hanger)` })
    .click();
  await expect(page.getByTestId("analytics-filter")).toContainText(`Source: QR code ${LINK} (door-hanger)`);
  const pages = page.getByTestId("table-page");
  await expect(pages.getByRole("row", { name: "Filter by page /services 1 1", exact: true })).toBeVisible();
  await expect(pages.getByRole("row", { name: "Filter by page /contact 1 1", exact: true })).toBeVisible();
  await expect(page.getByTestId("total-visitors")).toContainText("Visitors1");

  // The lead says where it came from.
  await openSection(page, "Contact Forms");
  const name = `Robin ${lastName}`;
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await row.getByRole("button", { name: `Details of the submission from ${name}` }).click();
  await expect(row.getByTestId("visit-source")).toHaveText(`Came from: QR code ${LINK} (door-hanger), landed on /services`);
});
