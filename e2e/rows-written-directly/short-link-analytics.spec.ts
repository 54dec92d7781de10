import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { signInAsAdmin, toastOnScreen } from "../admin-helpers";
import { sql } from "../database";

const DAY_MS = 24 * 60 * 60 * 1000;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

test("a link's analytics over a chosen window, downloaded as CSV", async ({ page }) => {
  const slug = `e2e-analytics-${Date.now().toString(36)}`;
  await signInAsAdmin(page);

  // The path comes from the target's words.
  await page.getByLabel("To URL").fill(`https://example.org/events/${slug}`);
  await page.getByRole("button", { name: "Suggest a path" }).click();
  await expect(page.getByLabel("From Path")).toHaveValue(`/${slug}`);
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  await expect(toastOnScreen(page).getByText("Redirect created successfully")).toBeVisible();

  // Two clicks from people, counted back from now: one 2 days ago, one 60 days ago (inside 90 days, not 30).
  const click = (ago: number, userAgent: string, referer: string | null) =>
    sql(
      `INSERT INTO redirect_clicks (redirect_id, clicked_at, user_agent, ip_address, referer, country, is_bot)
       SELECT id, ${Date.now() - ago}, '${userAgent}', '203.0.113.50', ${referer ? `'${referer}'` : "NULL"}, 'US', 0
       FROM url_redirects WHERE from_path = '/${slug}'`,
    );
  click(2 * DAY_MS, IPHONE, "https://www.facebook.com/groups/canton?fbclid=1");
  click(60 * DAY_MS, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36", null);

  const link = page
    .getByRole("list", { name: "Redirects" })
    .getByRole("listitem")
    .filter({ hasText: `/${slug}` });
  await link.getByRole("button", { name: `QR code for /${slug}` }).click();
  const preview = link.getByRole("img", { name: `QR code of the full address of /${slug}` });
  await expect(preview).toBeVisible();
  // Loaded, not a broken image: the SVG is drawn at its own size.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);

  await link.getByRole("button", { name: `Stats for /${slug}` }).click();
  await expect(link.getByTestId("window-total")).toHaveText("1 click in 30 days: 1 from people, 0 from bots");
  const devices = link.getByRole("heading", { name: "Devices" }).locator("..");
  await expect(devices.getByRole("listitem")).toHaveText(["Mobile1", "Tablet0", "Desktop0", "Bot0"]);

  await link.getByRole("radio", { name: "90 days" }).check();
  await expect(link.getByTestId("window-total")).toHaveText("2 clicks in 90 days: 2 from people, 0 from bots");
  await expect(link.getByRole("img", { name: /^Clicks per week in 90 days/ })).toBeVisible();
  await expect(devices.getByRole("listitem")).toHaveText(["Mobile1", "Tablet0", "Desktop1", "Bot0"]);
  const referrers = link.getByRole("heading", { name: "Top referrers" }).locator("..");
  await expect(referrers.getByRole("listitem")).toHaveText(["Direct1", "www.facebook.com1"]);

  const downloading = page.waitForEvent("download");
  await link.getByRole("link", { name: `Download clicks (CSV) of /${slug}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`clicks-${slug}-90-days.csv`);
  const lines = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe('"Time","Referrer host","Country","Device type","Source","Bot"');
  expect(lines.slice(1).map((line) => line.replace(/^"[^"]+",/, ""))).toEqual([
    '"","US","desktop","","no"',
    '"www.facebook.com","US","mobile","","no"',
  ]);
  expect(lines.join("\n")).not.toContain("203.0.113.50");
});
