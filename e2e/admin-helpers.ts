import { expect, type Page } from "@playwright/test";

/** Signs in through the local provider's page, as a person would. */
export async function signIn(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
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
