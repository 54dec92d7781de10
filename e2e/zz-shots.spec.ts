import { expect, test } from "@playwright/test";

import { signInAsAdmin } from "./admin-helpers";

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:132.0) Gecko/20100101 Firefox/132.0",
];

test("analytics screenshots", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const pages = ["/", "/services", "/about", "/contact", "/blog", "/calendar", "/cost-estimator"];
  for (let i = 0; i < 40; i++) {
    const path = pages[i % pages.length]!;
    const query = i % 3 === 0 ? "?utm_source=newsletter&utm_medium=email&utm_campaign=fall" : "";
    await request.get(`${baseURL}${path}${query}`, {
      headers: { "CF-Connecting-IP": `198.51.100.${i + 1}`, "User-Agent": AGENTS[i % 3]!, Referer: i % 3 === 1 ? "https://www.google.com/" : "" },
    });
  }
  await signInAsAdmin(page);
  for (const [w, h] of [[1440, 1000], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/admin?section=analytics&range=today");
    await expect(page.getByTestId("total-visitors")).toContainText(/[1-9]/, { timeout: 20_000 });
    await page.screenshot({ path: `/tmp/analytics-${w}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log("scrollWidth", w, width);
  }
  await page.getByRole("button", { name: "Filter by source google.com" }).click();
  await expect(page.getByTestId("analytics-filter")).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `/tmp/analytics-filtered.png`, fullPage: true });
});
