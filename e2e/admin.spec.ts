import { expect, test } from "@playwright/test";

import { COMPANY } from "../worker/shared/company";
import { openSection, signIn, signInAsAdmin, signInAtProvider, toastOnScreen } from "./admin-helpers";

test("a signed-out visitor of /admin is told and sent to sign in", async ({ page }) => {
  await page.goto("/admin");
  await expect(toastOnScreen(page).getByText("Authentication Required")).toBeVisible();
  await expect(toastOnScreen(page).getByText("You need to log in to access the admin panel. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/interaction\//);
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("a signed-in non-admin is denied and sent home", async ({ page }) => {
  await signIn(page, "neighbor@example.com");
  await expect(page).toHaveURL(/\/$/);
  await expect(toastOnScreen(page).getByText("Access Denied")).toBeVisible();
  await expect(toastOnScreen(page).getByText("You don't have admin privileges. Contact support if you need admin access.")).toBeVisible();
  const status = await page.evaluate(() => fetch("/api/admin/status").then((r) => r.json()));
  expect(status).toMatchObject({ isStaff: false, role: null, user: { email: "neighbor@example.com" } });
});

test("the admin's session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
  await signInAsAdmin(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === "hl_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
});

test("an admin creates, edits and deletes a redirect", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel("From Path").fill("/e2e-flyer");
  await page.getByLabel("To URL").fill("https://example.org/e2e");
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  await expect(toastOnScreen(page).getByText("Redirect created successfully")).toBeVisible();
  const row = page.locator("li", { hasText: "/e2e-flyer" });
  await expect(row).toContainText("https://example.org/e2e");
  await expect(row).toContainText("Active");

  await row.hover();
  await row.getByRole("button", { name: "Edit /e2e-flyer" }).click();
  await expect(page.getByRole("heading", { name: "Edit Redirect" })).toBeVisible();
  await page.getByLabel("To URL").fill("https://example.org/e2e-updated");
  await page.getByRole("switch", { name: "Active" }).click();
  await page.getByRole("button", { name: "Update Redirect" }).click();
  await expect(toastOnScreen(page).getByText("Redirect updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create Redirect" })).toBeVisible();
  await expect(row).toContainText("https://example.org/e2e-updated");
  await expect(row).toContainText("Inactive");

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this redirect?");
    void dialog.accept();
  });
  await row.hover();
  await row.getByRole("button", { name: "Delete /e2e-flyer" }).click();
  await expect(toastOnScreen(page).getByText("Redirect deleted successfully")).toBeVisible();
  await expect(page.locator("li", { hasText: "/e2e-flyer" })).toHaveCount(0);
});

test("an admin whose session ended is told so on saving, then sent to sign in again", async ({ page, context }) => {
  await signInAsAdmin(page);
  await context.clearCookies({ name: "hl_session" });
  await page.getByLabel("From Path").fill("/e2e-session-ended");
  await page.getByLabel("To URL").fill("https://example.org/session-ended");
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/redirects" && response.request().method() === "POST",
  );
  const signInAgain = page
    .waitForRequest((request) => new URL(request.url()).pathname === "/api/login")
    .then((request) => ({ request, heardAt: Date.now() }));
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();

  const refusal = await refused;
  expect(refusal.status()).toBe(401);
  await expect(toastOnScreen(page).getByText("Unauthorized: You are logged out. Logging in again...", { exact: true })).toBeVisible();
  await expect(toastOnScreen(page)).toHaveAttribute("data-variant", "destructive");
  const login = await signInAgain;
  // The wait is 500 ms after the refusal. The refusal's time is the browser's own; the test may
  // hear of the sign-in request late, which only lengthens the gap it measures.
  const refusedAt = refusal.request().timing().startTime + refusal.request().timing().responseEnd;
  expect(login.heardAt - refusedAt).toBeGreaterThanOrEqual(500);
  expect(new URL(login.request.url()).searchParams.get("returnTo")).toBe("/admin");
});

test("the redirect form shows the spec's messages and the site's own paths are refused", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  await expect(page.getByText("From path is required")).toBeVisible();
  await expect(page.getByText("Must be a valid URL")).toBeVisible();
  await page.getByLabel("From Path").fill("about");
  await expect(page.getByText("Path must start with /")).toBeVisible();
  await page.getByLabel("From Path").fill("/about");
  await expect(page.getByText("This path is used by the site")).toBeVisible();
});

test("the sections switch, none says Coming Soon, and Sign Out ends the session", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByTestId("total-visitors")).toBeVisible();
  await expect(page.getByText("Coming Soon")).toHaveCount(0);
  await openSection(page, "Audit Trail");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("Sign Out ends the provider's session too: the next sign-in asks for an email again", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await expect(page.getByLabel("Email")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("the sign-out page's button ends the provider's session too", async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  await page.goto("/api/logout");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("after sign-in, staff land in the section they were going to", async ({ page }) => {
  await page.goto("/admin?section=contacts");
  await expect(toastOnScreen(page).getByText("Authentication Required")).toBeVisible();
  await expect(page).toHaveURL(/\/interaction\//);
  await signInAtProvider(page, "admin@example.com");
  await expect(page).toHaveURL(/\/admin\?section=contacts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Forms" })).toBeVisible();
});

test("an email the provider has not verified grants no admin, even admin@example.com", async ({ page }) => {
  await signIn(page, "admin@example.com", { unverified: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(toastOnScreen(page).getByText("Access Denied")).toBeVisible();
  const status: unknown = await (await page.request.get("/api/admin/status")).json();
  expect(status).toMatchObject({ isStaff: false, user: { email: null } });
});

test("sign-in works from http://127.0.0.1 as well as http://localhost (loopback, RFC 8252)", async ({ page, baseURL }) => {
  const origin = `http://127.0.0.1:${new URL(baseURL!).port}`;
  await signIn(page, "admin@example.com", { origin });
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "URL Redirects" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is a drawer", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeHidden();
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name: "Community Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Community Events" })).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the open drawer holds the page behind it still, within the site's CSP", async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportViolation: (directive: string) => void }).reportViolation;
      document.addEventListener("securitypolicyviolation", (event) => report(event.violatedDirective));
    });
    await signInAsAdmin(page);
    const pageScroll = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await pageScroll()).not.toBe("hidden");
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(pageScroll).toBe("hidden");
    await page.getByRole("dialog").getByRole("button", { name: "Close dashboard menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(pageScroll).not.toBe("hidden");
    expect(violations).toEqual([]);
  });

  test("the drawer's close button sits beside the company name, not over it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("button", { name: "Open dashboard menu" }).click();
    const drawer = page.getByRole("dialog");
    const close = await drawer.getByRole("button", { name: "Close dashboard menu" }).boundingBox();
    const name = await drawer.getByTestId("dashboard-company").getByText(COMPANY.name).boundingBox();
    expect(close && name).toBeTruthy();
    const overlaps =
      close!.x < name!.x + name!.width &&
      name!.x < close!.x + close!.width &&
      close!.y < name!.y + name!.height &&
      name!.y < close!.y + close!.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: "test-results/admin-drawer-390.png" });
    await drawer.getByRole("button", { name: "Close dashboard menu" }).click();
    await expect(drawer).toBeHidden();
  });
});

test("a redirect made in the dashboard counts its visitors and charts them", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.getByLabel("From Path").fill("/e2e-counted");
  await page.getByLabel("To URL").fill("https://example.org/counted");
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  const row = page.locator("li", { hasText: "/e2e-counted" });
  await expect(row.getByTestId("click-count")).toHaveText("0");

  // A visitor follows the printed short link (another browser, no session).
  const visitor = await browser.newContext();
  const response = await visitor.request.get("/e2e-counted?src=poster", {
    maxRedirects: 0,
    headers: { Referer: "https://neighbors.example/post" },
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("https://example.org/counted?src=poster");
  await visitor.request.get("/e2e-counted", { maxRedirects: 0, headers: { "User-Agent": "Googlebot/2.1" } });
  await visitor.close();

  await page.getByRole("button", { name: "Refresh counts" }).click();
  await expect(row.getByTestId("click-count")).toHaveText("2");
  await row.getByRole("button", { name: /Stats/ }).click();
  const chart = row.getByTestId("clicks-chart");
  await expect(chart).toBeVisible();
  await expect(chart.locator("g").last()).toHaveAttribute("data-clicks", "1");
  await expect(row).toContainText("1 from people · 1 from bots and crawlers");
  // Referrers are listed by host (decision 0047).
  await expect(row.getByRole("heading", { name: "Top referrers" }).locator("..").getByRole("listitem")).toHaveText(["neighbors.example1"]);
});
