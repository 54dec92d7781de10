import { expect, type Page } from "@playwright/test";

interface SignInChoices {
  /** The local provider then states `email_verified: false`. */
  unverified?: boolean;
  /** Where the site is opened (the base URL when empty). */
  origin?: string;
}

/** Fills in the local provider's sign-in page, as a person would. */
export async function signInAtProvider(page: Page, email: string, { unverified = false }: SignInChoices = {}) {
  await page.getByLabel("Email").fill(email);
  if (unverified) await page.getByLabel(/^Unverified/).check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in from the dashboard's login screen. */
export async function signIn(page: Page, email: string, choices: SignInChoices = {}) {
  await page.goto(`${choices.origin ?? ""}/admin/login`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAtProvider(page, email, choices);
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, "admin@example.com");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "URL Redirects" })).toBeVisible();
}

/** The toast on screen (Radix also repeats its text in a hidden live region). */
export const toastOnScreen = (page: Page) => page.locator("li[data-variant]");

export async function openSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Records an incident at a point from the Incidents tab (14 March 2026, 10:30 PM to 1:15 AM) and opens its view. */
export async function recordIncidentAt(
  page: Page,
  { caseReference, footageSought, point }: { caseReference: string; footageSought: string; point: { latitude: number; longitude: number } },
) {
  await page.goto("/admin?section=cameras&tab=incidents");
  await page.getByLabel(/^Case reference/).fill(caseReference);
  await page.getByLabel(/^Date/).fill("2026-03-14");
  await page.getByLabel(/^Window start/).fill("22:30");
  await page.getByLabel(/^Window end/).fill("01:15");
  await page.getByLabel(/^Footage sought/).fill(footageSought);
  await page.getByLabel(/^Latitude, longitude/).fill(`${point.latitude}, ${point.longitude}`);
  await page.getByRole("button", { name: "Create Incident" }).click();
  await page.getByRole("link", { name: `Open incident ${caseReference}` }).click();
  await expect(page.getByRole("heading", { name: `Incident ${caseReference}` })).toBeVisible();
}

/** The link labelled `label` in the newest message of `kindLabel` to `to`, read in the message log. */
export async function linkFromLog(page: Page, kindLabel: string, to: string, label: string) {
  await page.goto("/admin");
  await openSection(page, "Contact Forms");
  await page.getByRole("tab", { name: "Message log" }).click();
  await page
    .getByRole("button", { name: `Read ${kindLabel} to ${to}` })
    .first()
    .click();
  const text = await page.getByRole("article").locator("pre").innerText();
  const url = new RegExp(`${label}:\\s+(\\S+)`).exec(text)?.[1];
  expect(url).toBeTruthy();
  return url!;
}
