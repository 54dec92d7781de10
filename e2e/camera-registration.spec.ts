import { expect, test, type Locator, type Page } from "@playwright/test";

import { openLive } from "./page-loading";
import { CAMERA_FORM, PLANNING_MAP_URL } from "../web/content/camera-registration";
import { CAMERA_TEXTS } from "../worker/shared/schemas/camera";
import { EMAIL_MESSAGE, PHONE_MESSAGE } from "../worker/shared/schemas/fields";

const API_PATH = "/api/register-camera";
const isRegistration = (url: string, method: string) => method === "POST" && new URL(url).pathname === API_PATH;

const VALID = {
  name: "Jordan Ellis",
  email: "jordan.ellis@example.com",
  phone: "(410) 555-0199",
  address: "2801 Boston Street, Baltimore, MD 21224",
  cameraDetails: "Two cameras: one over the front door facing the street, one on the back facing the alley. 14 days of recording.",
};

const fields = (page: Page) => {
  const form = page.getByRole("form", { name: CAMERA_FORM.ariaLabel });
  return {
    form,
    name: form.getByLabel(CAMERA_FORM.labels.name, { exact: true }),
    email: form.getByLabel(CAMERA_FORM.labels.email, { exact: true }),
    phone: form.getByLabel(CAMERA_FORM.labels.phone, { exact: true }),
    address: form.getByLabel(CAMERA_FORM.labels.address, { exact: true }),
    cameraDetails: form.getByLabel(CAMERA_FORM.labels.cameraDetails, { exact: true }),
    terms: form.getByLabel(CAMERA_FORM.terms),
    submit: form.getByRole("button", { name: CAMERA_FORM.submit }),
  };
};

async function fillValid(page: Page) {
  const f = fields(page);
  await f.name.fill(VALID.name);
  await f.email.fill(VALID.email);
  await f.phone.fill(VALID.phone);
  await f.address.fill(VALID.address);
  await f.cameraDetails.fill(VALID.cameraDetails);
  await f.terms.check();
}

/** The toast itself, not Radix's short-lived screen-reader copy of it. */
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

test.beforeEach(async ({ page }) => {
  await openLive(page, "/camera-registration");
  await expect(fields(page).submit).toBeVisible();
});

test("the page has one h1, the comparison table and the planning map link", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const table = page.getByRole("table");
  await expect(table.locator("caption")).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Live access to your cameras" })).toBeVisible();
  const map = page.getByRole("link", { name: /^View the planning map/ });
  await expect(map).toHaveAttribute("href", PLANNING_MAP_URL);
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.locator("section#register")).toBeVisible();
  await expect(page.getByRole("note")).toContainText("live access");
});

test("a complete registration is stored and confirmed in the form's place; the form comes back empty on request", async ({ page }) => {
  await fillValid(page);
  const f = fields(page);
  const [response] = await Promise.all([page.waitForResponse((r) => isRegistration(r.url(), r.request().method())), f.submit.click()]);
  expect(response.status()).toBe(201);
  // The honeypot travels empty from a person.
  expect(response.request().postDataJSON()).toEqual({ ...VALID, terms: true, website: "" });

  await expect(toasts(page).getByText("Camera registered!")).toBeVisible();
  await expect(toasts(page).getByText("Your camera has been successfully registered in our database.")).toBeVisible();
  // A lasting confirmation takes the form's place and keyboard focus.
  const confirmation = page.getByRole("region", { name: "Your camera is registered" });
  await expect(f.form).toHaveCount(0);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(confirmation).toContainText("we email you to ask whether you are willing to share footage");

  // "Register another camera" brings back the form, empty, with focus on its first field.
  await confirmation.getByRole("button", { name: "Register another camera" }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(f.name).toBeFocused();
  for (const field of [f.name, f.email, f.phone, f.address, f.cameraDetails]) await expect(field).toHaveValue("");
  await expect(f.terms).not.toBeChecked();
});

test("an empty form shows every rule's message, sends nothing, and re-validates on change", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (isRegistration(request.url(), request.method())) sent.push(request.url());
  });
  const f = fields(page);
  await f.submit.click();

  const messages = [CAMERA_TEXTS.name, EMAIL_MESSAGE, PHONE_MESSAGE, CAMERA_TEXTS.address, CAMERA_TEXTS.cameraDetails, CAMERA_TEXTS.terms];
  for (const message of messages) await expect(f.form.getByText(message, { exact: true })).toBeVisible();
  await expect(f.name).toHaveAttribute("aria-invalid", "true");
  expect(sent).toEqual([]);

  await f.name.fill(VALID.name);
  await expect(f.form.getByText(CAMERA_TEXTS.name, { exact: true })).toHaveCount(0);
  await expect(f.name).toHaveAttribute("aria-invalid", "false");
  await expect(f.form.getByText(EMAIL_MESSAGE, { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
});

test("a failed send shows the server's message and keeps the values", async ({ page }) => {
  await page.route(`**${API_PATH}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Database unavailable" }) }),
  );
  await fillValid(page);
  const f = fields(page);
  await f.submit.click();

  await expect(toasts(page).getByText("Error registering camera")).toBeVisible();
  await expect(toasts(page).getByText("Database unavailable", { exact: true })).toBeVisible();
  await expect(f.name).toHaveValue(VALID.name);
  await expect(f.email).toHaveValue(VALID.email);
  await expect(f.phone).toHaveValue(VALID.phone);
  await expect(f.address).toHaveValue(VALID.address);
  await expect(f.cameraDetails).toHaveValue(VALID.cameraDetails);
  await expect(f.terms).toBeChecked();
  await expect(f.submit).toBeEnabled();
});

test("a failure without a server message falls back to 'Please try again later.'", async ({ page }) => {
  await page.route(`**${API_PATH}`, (route) => route.fulfill({ status: 502, body: "" }));
  await fillValid(page);
  await fields(page).submit.click();

  const toast = toasts(page).locator("li[data-variant]");
  await expect(toast.getByText("Error registering camera", { exact: true })).toBeVisible();
  await expect(toast.getByText("Please try again later.", { exact: true })).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(fields(page).name).toHaveValue(VALID.name);
});

test("while sending, the button reads 'Registering...' and is disabled", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${API_PATH}`, async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ id: 1 }) });
  });
  await fillValid(page);
  const f = fields(page);
  await f.submit.click();

  const sending = f.form.getByRole("button", { name: CAMERA_FORM.submitting });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(sending.locator("svg.animate-spin")).toHaveAttribute("aria-hidden", "true");

  release();
  await expect(toasts(page).getByText("Camera registered!")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your camera is registered" })).toBeFocused();
  await expect(f.form).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the comparison table fits the width, every heading and the whole caption readable, still a table", async ({ page }) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const table = page.getByRole("table", { name: "How the city's camera program and our community registry differ" });
    await table.scrollIntoViewIfNeeded();
    const viewport = page.viewportSize()!;
    const insideScreen = async (locator: Locator) => {
      await expect(locator).toBeVisible();
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Nothing of it is clipped by a narrower box around it.
      expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    };
    await insideScreen(table.locator("caption"));
    for (const name of ["Topic", "City program", "Our community registry"]) await insideScreen(table.getByRole("columnheader", { name }));
    for (const topic of ["Who runs it", "Live access to your cameras"]) await insideScreen(table.getByRole("rowheader", { name: topic }));
    await insideScreen(table.getByRole("cell", { name: "No, we do not offer rebates" }));
    // Stacked for the eye, a table for assistive technology.
    await expect(table).toMatchAriaSnapshot(`
      - table:
        - caption: How the city's camera program and our community registry differ
        - rowgroup:
          - row:
            - columnheader "Topic"
            - columnheader "City program"
            - columnheader "Our community registry"
    `);
    await table.screenshot({ path: "test-results/registry-comparison-390.png" });
  });
});
