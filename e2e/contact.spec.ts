import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { BUSINESS_DEFAULTS, telHref } from "../worker/shared/company";
import { holdScripts, openLive } from "./page-loading";

import { CONTACT_TEXTS } from "../worker/shared/schemas/contact";
import { EMAIL_MESSAGE, PHONE_MESSAGE } from "../worker/shared/schemas/fields";

/** The toast on screen (Radix also repeats its text in a hidden live region for screen readers). */
const toastOnScreen = (page: Page) => page.locator("li[data-variant]");

async function fillValidForm(page: Page) {
  await page.getByLabel("First Name", { exact: true }).fill("Dana");
  await page.getByLabel("Last Name", { exact: true }).fill("Reyes");
  await page.getByLabel("Email", { exact: true }).fill("dana@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("(410) 555-0188");
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Security Assessment" });
  await page.getByLabel("Message", { exact: true }).fill("Please assess our corner store in Highlandtown.");
  await page.getByRole("checkbox").check();
}

/** Sends the filled form from the keyboard (focus is on the button when the answer comes). */
async function sendFromKeyboard(page: Page) {
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact") && response.request().method() === "POST");
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled();
  await send.focus();
  await page.keyboard.press("Enter");
  expect((await sent).status()).toBe(201);
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
const confirmation = (page: Page) => page.getByRole("region", { name: "We received your message" });

test("a visitor sends the contact form: the toast, then a lasting confirmation in the form's place", async ({ page }) => {
  await openLive(page, "/contact");
  await page.evaluate(() => {
    (window as unknown as { analytics: unknown[] }).analytics = [];
    window.addEventListener("harborlight:analytics", (event) =>
      (window as unknown as { analytics: unknown[] }).analytics.push((event as CustomEvent).detail),
    );
  });
  await fillValidForm(page);
  await sendFromKeyboard(page);
  await expect(toastOnScreen(page).getByText("Message sent!")).toBeVisible();
  // No CRM receives leads here (no LEAD_WEBHOOK_URL), so none is claimed; with one, the spec's words
  // "added you to our CRM" are said (test/web/sent-confirmation.test.tsx).
  await expect(toastOnScreen(page).getByText("We've received your message. We'll contact you shortly.", { exact: true })).toBeVisible();

  // The form is gone; keyboard focus lands on the confirmation in its place, in view.
  await expect(contactForm(page)).toHaveCount(0);
  await expect(confirmation(page)).toBeFocused();
  await expect(confirmation(page)).toBeInViewport();
  await expect(confirmation(page).getByRole("heading", { name: "We received your message" })).toBeVisible();
  await expect(confirmation(page)).toContainText("We reply to every message, usually within one business day.");
  await expect(confirmation(page)).toContainText("We are also sending a confirmation email to dana@example.com.");
  await expect(confirmation(page).getByRole("link", { name: BUSINESS_DEFAULTS.phone })).toHaveAttribute(
    "href",
    telHref(BUSINESS_DEFAULTS.phone),
  );
  const events = await page.evaluate(() => (window as unknown as { analytics: unknown[] }).analytics);
  expect(events).toContainEqual(expect.objectContaining({ name: "contactFormSubmitted", props: { service: "security_assessment" } }));

  // The toast closes by itself; the confirmation does not.
  await expect(toastOnScreen(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(confirmation(page)).toBeVisible();
  await expect(confirmation(page)).toBeFocused();
  await expect(contactForm(page)).toHaveCount(0);

  // "Send another message" brings back an empty form, ready to type in.
  await page.keyboard.press("Tab");
  await expect(confirmation(page).getByRole("link", { name: BUSINESS_DEFAULTS.phone })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirmation(page).getByRole("button", { name: "Send another message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirmation(page)).toHaveCount(0);
  const firstName = contactForm(page).getByLabel("First Name", { exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveValue("");
  await expect(contactForm(page).getByLabel("Email", { exact: true })).toHaveValue("");
  await expect(contactForm(page).getByRole("checkbox")).not.toBeChecked();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the confirmation fits the screen, takes focus and passes axe", async ({ page }) => {
    await openLive(page, "/contact");
    await fillValidForm(page);
    // A long address, as people have, must wrap inside the confirmation rather than widen the page.
    await page.getByLabel("Email", { exact: true }).fill("dana.reyes.highlandtown.corner.store@example.com");
    await sendFromKeyboard(page);
    await expect(confirmation(page)).toBeFocused();
    await expect(confirmation(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const again = confirmation(page).getByRole("button", { name: "Send another message" });
    await expect(again).toBeVisible();
    await page.screenshot({ path: "test-results/contact-sent-390.png" });
    // The toast closes first, so axe judges the page as a visitor who missed it sees it.
    await expect(toastOnScreen(page)).toHaveCount(0, { timeout: 10_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`,
    );
    expect(violations).toEqual([]);
  });
});

test("the form shows the spec's messages on submit and re-validates on change", async ({ page }) => {
  let requests = 0;
  page.on("request", (request) => request.url().endsWith("/api/contact") && requests++);
  await openLive(page, "/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    CONTACT_TEXTS.firstName,
    CONTACT_TEXTS.lastName,
    EMAIL_MESSAGE,
    PHONE_MESSAGE,
    CONTACT_TEXTS.service,
    CONTACT_TEXTS.message,
    CONTACT_TEXTS.smsConsent,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(requests).toBe(0);
  await expect(page.getByLabel("First Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("First Name", { exact: true }).fill("Dana");
  await expect(page.getByText(CONTACT_TEXTS.firstName)).toHaveCount(0);
  await page.getByLabel("First Name", { exact: true }).fill("D");
  await expect(page.getByText(CONTACT_TEXTS.firstName)).toBeVisible();
});

test("the validation code loads once the visitor starts on the form; out of reach, the server's rules still answer", async ({ page }) => {
  const validationCode = /\/assets\/contact-validation-[^/]*\.js$/;
  const fetched: string[] = [];
  page.on("request", (request) => validationCode.test(request.url()) && fetched.push(request.url()));
  await page.route(validationCode, (route) => route.abort("internetdisconnected"));
  await openLive(page, "/contact");
  expect(fetched).toHaveLength(0);
  await page.getByLabel("First Name", { exact: true }).focus();
  await expect.poll(() => fetched.length).toBeGreaterThan(0);

  // The code never arrives: the form still sends, and the server answers with the rule's message.
  await fillValidForm(page);
  await page.getByLabel("First Name", { exact: true }).fill("D");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answered).status()).toBe(400);
  await expect(toastOnScreen(page).getByText(CONTACT_TEXTS.firstName, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Please assess our corner store in Highlandtown.");
});

test("a failed send shows the server's message and keeps the values; the button spins meanwhile", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"The service is temporarily unavailable."}' });
  });
  await openLive(page, "/contact");
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  release();
  await expect(toastOnScreen(page).getByText("Error sending message")).toBeVisible();
  await expect(toastOnScreen(page).getByText("The service is temporarily unavailable.")).toBeVisible();
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Dana");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(confirmation(page)).toHaveCount(0);
});

test("what a visitor types before the page goes live is kept when it does", async ({ page }) => {
  const letScriptsLoad = await holdScripts(page);
  // The served form is on screen while the scripts are held (the load event waits for them).
  await page.goto("/contact", { waitUntil: "commit" });
  await fillValidForm(page);
  await letScriptsLoad();
  await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Dana");
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("security_assessment");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Please assess our corner store in Highlandtown.");
  await expect(page.getByRole("checkbox")).toBeChecked();
  // And the form sends them: what is on screen is also what the app holds.
  let sentBody: unknown;
  await page.route("**/api/contact", (route) => {
    sentBody = route.request().postDataJSON();
    return route.fulfill({ status: 502, body: "" });
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toastOnScreen(page).getByText("Error sending message", { exact: true })).toBeVisible();
  expect(sentBody).toMatchObject({ firstName: "Dana", service: "security_assessment", smsConsent: true });
});

test("a failure without a server message falls back to 'Please try again later.'", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 502, body: "" }));
  await openLive(page, "/contact");
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = toastOnScreen(page);
  await expect(toast.getByText("Error sending message", { exact: true })).toBeVisible();
  await expect(toast.getByText("Please try again later.", { exact: true })).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "destructive");
});

test("the camera-registration anchor lands on its section, which leads to the form", async ({ page }) => {
  await openLive(page, "/resources");
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL(/\/contact#camera-registration$/);
  const section = page.getByRole("region", { name: "Register Your Camera" });
  await expect(section).toBeInViewport();
  // A useful stop: what the registry is, and a clear way on to the registration page.
  await expect(section).toContainText("voluntary community camera registry");
  const go = section.getByRole("link", { name: "Go to Camera Registration" });
  await expect(go).toBeInViewport();
  await go.click();
  await expect(page).toHaveURL(/\/camera-registration$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
});
