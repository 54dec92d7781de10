// The three planning tools in a browser: results appear only after Calculate and match figures
// worked out here by hand from S9; an address reopens a result; a result hands
// over to the contact form.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { APP_SCRIPTS, holdScripts, openLive, waitUntilLive } from "./page-loading";

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** Collects console errors (hydration mismatches among them) while a test runs. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The cells of a breakdown row, as shown. */
async function rowCells(results: Locator, line: string) {
  return results.locator(`tr[data-line="${line}"]`).locator("th:visible, td:visible").allInnerTexts();
}

test.describe("cost estimator", () => {
  const results = (page: Page) => page.getByRole("region", { name: "Your Estimate" });

  test("shows nothing until Calculate, then the defaults' $2,020 line by line", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/cost-estimator");
    await expect(page.getByRole("heading", { level: 1, name: "Security Camera Cost Estimator" })).toBeVisible();
    await waitUntilLive(page);
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText("$2,020")).toHaveCount(0);

    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your Estimate" })).toBeFocused();
    await expect(page).toHaveURL(/calculated=1/);

    // 4 HD cameras at $250, standard installation at $175, night vision $50 and motion detection $30 each.
    const section = results(page);
    expect(await rowCells(section, "cameras")).toEqual(["HD 1080p cameras", "4", "$250", "$1,000"]);
    expect(await rowCells(section, "installation")).toEqual(["Standard installation", "4", "$175", "$700"]);
    expect(await rowCells(section, "nightVision")).toEqual(["Night vision", "4", "$50", "$200"]);
    expect(await rowCells(section, "motionDetection")).toEqual(["Motion detection", "4", "$30", "$120"]);
    expect(await rowCells(section, "one-time-total")).toEqual(["One-time total", usd(4 * 250 + 4 * 175 + 4 * 50 + 4 * 30)]);
    expect(await rowCells(section, "one-time-total")).toEqual(["One-time total", "$2,020"]);
    expect(errors).toEqual([]);
  });

  test("inputs changed and Calculate pressed before the app is live are the estimate once it is", async ({ page }) => {
    const errors = watchErrors(page);
    const letScriptsLoad = await holdScripts(page, APP_SCRIPTS);
    await page.goto("/cost-estimator");
    await page.getByLabel("Number of cameras").fill("8");
    await page.getByLabel("Camera type").selectOption("4k");
    await page.getByLabel("Motion detection").uncheck();
    await page.getByLabel("Cloud storage (30 days)").check();
    await page.getByLabel("Professional monitoring").selectOption("premium");
    await page.getByRole("button", { name: "Calculate" }).click();
    await letScriptsLoad();

    const section = results(page);
    await expect(section).toBeVisible();
    expect(await rowCells(section, "cameras")).toEqual(["4K Ultra HD cameras", "8", "$450", usd(8 * 450)]);
    expect(await rowCells(section, "cloudStorage")).toEqual(["Cloud storage (30 days)", "8", "$20", usd(8 * 20)]);
    await expect(section.locator('tr[data-line="motionDetection"]')).toHaveCount(0);
    await expect(page).toHaveURL(/cameras=8/);
    await expect(page).toHaveURL(/calculated=1/);
    await expect(page.getByLabel("Number of cameras")).toHaveValue("8");
    expect(errors).toEqual([]);
  });

  test("prices 8 4K cameras, complex installation, every feature and premium monitoring", async ({ page }) => {
    await openLive(page, "/cost-estimator");
    const cameras = page.getByLabel("Number of cameras");
    await expect(cameras).toHaveAttribute("min", "1");
    await expect(cameras).toHaveAttribute("max", "16");
    await expect(cameras).toHaveAttribute("step", "1");
    await cameras.fill("8");
    await page.getByLabel("Camera type").selectOption("4k");
    await page.getByLabel("Installation").selectOption("complex");
    await page.getByLabel("Cloud storage (30 days)").check();
    await page.getByLabel("AI person and vehicle detection").check();
    await expect(page.getByLabel("Night vision")).toBeChecked();
    await expect(page.getByLabel("Motion detection")).toBeChecked();
    await page.getByLabel("Professional monitoring").selectOption("premium");
    await expect(results(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate" }).click();

    const section = results(page);
    const n = 8;
    const lines = {
      cameras: n * 450,
      installation: n * 300,
      nightVision: n * 50,
      motionDetection: n * 30,
      cloudStorage: n * 20,
      aiDetection: n * 75,
    };
    expect(await rowCells(section, "cameras")).toEqual(["4K Ultra HD cameras", "8", "$450", usd(lines.cameras)]);
    expect(await rowCells(section, "installation")).toEqual(["Complex installation", "8", "$300", usd(lines.installation)]);
    expect(await rowCells(section, "cloudStorage")).toEqual(["Cloud storage (30 days)", "8", "$20", usd(lines.cloudStorage)]);
    expect(await rowCells(section, "aiDetection")).toEqual(["AI person and vehicle detection", "8", "$75", usd(lines.aiDetection)]);
    const oneTime = Object.values(lines).reduce((sum, amount) => sum + amount, 0);
    expect(oneTime).toBe(7400);
    expect(await rowCells(section, "one-time-total")).toEqual(["One-time total", usd(oneTime)]);
    // Monitoring apart: $79 a month, 12 × $79 = $948 a year.
    const monitoring = await rowCells(section, "monitoring");
    expect(monitoring[0]).toBe("Premium monitoring");
    expect(monitoring[1]).toBe("$79");
    expect(monitoring[2]).toContain(usd(12 * 79));
  });

  test("refuses a camera count outside 1 to 16", async ({ page }) => {
    await openLive(page, "/cost-estimator");
    await page.getByLabel("Number of cameras").fill("17");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a whole number from 1 to 16.")).toBeVisible();
    await expect(page.getByLabel("Number of cameras")).toBeFocused();
    await expect(results(page)).toHaveCount(0);
  });

  test("an empty count is refused, and an invalid entry takes a shown result away", async ({ page }) => {
    await openLive(page, "/cost-estimator");
    const cameras = page.getByLabel("Number of cameras");
    await cameras.fill("");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a whole number from 1 to 16.")).toBeVisible();
    await expect(cameras).toBeFocused();
    await expect(cameras).toHaveValue("");
    await expect(results(page)).toHaveCount(0);

    await cameras.fill("3");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(results(page)).toBeVisible();
    await cameras.fill("40");
    await cameras.blur();
    await expect(page.getByText("Enter a whole number from 1 to 16.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Request a Quote" })).toHaveCount(0);
    await expect(page).not.toHaveURL(/calculated=1/);
  });

  test("a shared address reopens its result without pressing anything", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(
      "/cost-estimator?cameras=6&cameraType=basic&installation=simple&motionDetection=false&cloudStorage=true&monitoring=basic&calculated=1",
    );
    const section = results(page);
    await expect(section).toBeVisible();
    // 6 × $150 + 6 × $100 + 6 × ($50 night vision + $20 cloud storage)
    expect(await rowCells(section, "one-time-total")).toEqual(["One-time total", usd(6 * 150 + 6 * 100 + 6 * (50 + 20))]);
    expect(await rowCells(section, "motionDetection")).toEqual([]);
    expect(await rowCells(section, "monitoring")).toEqual(["Basic monitoring", "$29", expect.stringContaining("$348")]);
    await expect(page.getByLabel("Number of cameras")).toHaveValue("6");
    await expect(page.getByLabel("Camera type")).toHaveValue("basic");
    await expect(page.getByLabel("Motion detection")).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test("hands the estimate over to the contact form", async ({ page }) => {
    await openLive(page, "/cost-estimator?monitoring=basic");
    await page.getByRole("button", { name: "Calculate" }).click();
    await results(page).getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("camera_installation");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "Cost estimate: 4 HD 1080p cameras, standard installation, night vision, motion detection; one-time $2,020; monitoring Basic $29/month. Please send me a quote.",
    );
    await expect(page.getByLabel("Message", { exact: true })).toBeInViewport();
  });
});

test.describe("coverage calculator", () => {
  const results = (page: Page) => page.getByRole("region", { name: "Your Coverage Plan" });

  test("alerts when the square footage is missing and shows no result", async ({ page }) => {
    await openLive(page, "/coverage-calculator");
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (shown) => {
        resolve(shown.message());
        void shown.accept();
      }),
    );
    await page.getByRole("button", { name: "Calculate" }).click();
    expect(await dialog).toBe("Please enter property square footage");
    await expect(results(page)).toHaveCount(0);
  });

  test("counts a residential property just over 3,000 sq ft, below the monitoring note", async ({ page }) => {
    await openLive(page, "/coverage-calculator");
    await expect(page.getByLabel("Number of stories")).toHaveAttribute("max", "4");
    await expect(page.getByLabel("Entry points")).toHaveAttribute("max", "10");
    await page.getByLabel("Square footage").fill("3001");
    await page.getByLabel("Number of stories").fill("2");
    await page.getByLabel("Entry points").fill("3");
    await page.getByLabel("Side yards").check();
    await page.getByLabel("Driveway").check();
    await expect(results(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate" }).click();

    // base 2, +2 above 3,000, +1 for the second story, +1 for the third entry point, +2 side yards, +0 driveway
    const expected = 2 + 2 + 1 + 1 + 2 + 0;
    const section = results(page);
    await expect(section).toBeVisible();
    expect(await rowCells(section, "total")).toEqual(["Total cameras", String(expected)]);
    expect(await rowCells(section, "above-3000")).toEqual(["Over 3,000 sq ft", "+2"]);
    expect(await rowCells(section, "above-5000")).toEqual([]);
    expect(await rowCells(section, "driveway")).toEqual(["Driveway", "+0"]);
    await expect(section.getByText("90 to 120 degree")).toBeVisible();
    await expect(section.getByText("Central monitoring recommended")).toHaveCount(0);
  });

  test("a shared address reopens a large commercial plan with the central-monitoring note", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/coverage-calculator?propertyType=commercial&squareFootage=10001&stories=4&entryPoints=10&parking=true&calculated=1");
    const section = results(page);
    await expect(section).toBeVisible();
    // base 4, +4 above 5,000, +4 above 10,000, +3 for stories 2-4, +8 entry points beyond 2, +2 parking
    expect(await rowCells(section, "total")).toEqual(["Total cameras", String(4 + 4 + 4 + 3 + 8 + 2)]);
    await expect(section.getByText("Central monitoring recommended")).toBeVisible();
    await expect(page.getByLabel("Square footage")).toHaveValue("10001");
    await expect(page.getByLabel("Property type")).toHaveValue("commercial");
    expect(errors).toEqual([]);
  });
});

test.describe("security assessment", () => {
  const results = (page: Page) => page.getByRole("region", { name: "Your Security Assessment" });

  test("groups the checklist and grades it after View Security Assessment", async ({ page }) => {
    await openLive(page, "/security-assessment");
    const groups = page.locator("fieldset legend");
    await expect(groups).toHaveCount(5);
    const boxes = page.getByRole("checkbox");
    const total = await boxes.count();
    expect(total).toBe(20);
    await expect(results(page)).toHaveCount(0);

    // Check 18 of 20: leave the last two unchecked → 90%, grade A.
    for (let index = 0; index < 18; index++) await boxes.nth(index).check();
    const unchecked = await page.locator("fieldset input[type=checkbox]:not(:checked)").evaluateAll((inputs) =>
      inputs.map((input) => ({
        label: document.querySelector(`label[for="${input.id}"]`)?.textContent ?? "",
        high: input.closest("div")?.textContent?.includes("High priority") ?? false,
      })),
    );
    await page.getByRole("button", { name: "View Security Assessment" }).click();
    const section = results(page);
    await expect(section).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your Security Assessment" })).toBeFocused();
    await expect(section.getByText(`${Math.round((18 / total) * 100)}%`, { exact: true })).toBeVisible();
    await expect(section.getByText("18 of 20 items in place")).toBeVisible();
    await expect(section.getByText("A (Excellent)")).toBeVisible();
    const critical = section.locator("h3", { hasText: "Critical Missing Items" }).locator("xpath=following-sibling::*[1]");
    for (const item of unchecked) {
      if (item.high) await expect(critical.getByText(item.label, { exact: true })).toBeVisible();
    }

    // Uncheck two more: 16 of 20 = 80% → B (Good); the results follow the checklist.
    await boxes.nth(0).uncheck();
    await boxes.nth(1).uncheck();
    await expect(section.getByText("B (Good)")).toBeVisible();
    await expect(section.getByText("80%", { exact: true })).toBeVisible();
  });

  test("items ticked and the grade asked for before the app is live are graded once it is", async ({ page }) => {
    const letScriptsLoad = await holdScripts(page, APP_SCRIPTS);
    await page.goto("/security-assessment");
    const boxes = page.getByRole("checkbox");
    for (const index of [0, 5, 9]) await boxes.nth(index).check();
    await page.getByRole("button", { name: "View Security Assessment" }).click();
    await letScriptsLoad();

    const section = results(page);
    await expect(section.getByText("3 of 20 items in place")).toBeVisible();
    await expect(section.getByText("15%", { exact: true })).toBeVisible();
    // The app's own from then on: a fourth tick is added to the three.
    await boxes.nth(12).check();
    await expect(section.getByText("4 of 20 items in place")).toBeVisible();
  });

  test("a shared address reopens its grade and hands it over to the contact form", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/security-assessment?checked=exterior-lighting,solid-doors,entry-coverage&calculated=1");
    const section = results(page);
    await expect(section).toBeVisible();
    // 3 of 20 = 15% → F (Critical)
    await expect(section.getByText("15%", { exact: true })).toBeVisible();
    await expect(section.getByText("F (Critical)")).toBeVisible();
    await expect(section.getByText("Default camera and recorder passwords changed")).toBeVisible();
    await expect(page.getByLabel("Exterior lighting on every entrance, motion-activated")).toBeChecked();
    expect(errors).toEqual([]);

    await section.getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue("security_assessment");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      /^Security self-assessment: 3 of 20 items in place \(15%\), grade F \(Critical\)\. High-priority gaps: /,
    );
  });
});

test("the contact form fills from an address opened directly", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/contact?service=security_assessment&message=Please%20assess%20our%20rowhouse%20in%20Canton.");
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("security_assessment");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Please assess our rowhouse in Canton.");
  await expect(page.getByLabel("Message", { exact: true })).toBeInViewport();
  expect(errors).toEqual([]);
});
