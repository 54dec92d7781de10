import { expect, test, type Page } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

function acceptNextConfirm(page: Page, message: string) {
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(message);
    void dialog.accept();
  });
}

test("blog posts: create a draft, publish it by editing, delete it", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill("Porch Lights That Help Cameras");
  await expect(page.getByLabel("Slug")).toHaveValue("porch-lights-that-help-cameras");
  await page.getByLabel("Excerpt").fill("Why a warm, steady porch light improves night footage.");
  // The body in the editor's Source view, as HTML.
  await page.getByRole("button", { name: "Source" }).click();
  await page.getByRole("textbox", { name: "Content" }).fill("<h2>Light first</h2><p>Cameras see what light shows them.</p>");
  await page.getByLabel("Tags").fill("lighting, , night ");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();
  const row = page.locator("li", { hasText: "Porch Lights That Help Cameras" });
  await expect(row).toContainText("Draft");
  expect((await page.request.get("/api/blog/posts/porch-lights-that-help-cameras")).status()).toBe(404);

  await row.hover();
  await row.getByRole("button", { name: "Edit Porch Lights That Help Cameras" }).click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Porch Lights That Help Night Cameras");
  await expect(page.getByLabel("Slug")).toHaveValue("porch-lights-that-help-cameras");
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post updated successfully")).toBeVisible();
  // The form stays on the post just saved.
  await expect(page.getByRole("button", { name: "Update Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Porch Lights That Help Night Cameras");
  const published = page.locator("li", { hasText: "Porch Lights That Help Night Cameras" });
  await expect(published).toContainText("Published");
  const post = await (await page.request.get("/api/blog/posts/porch-lights-that-help-cameras")).json();
  expect(post).toMatchObject({ title: "Porch Lights That Help Night Cameras", tags: ["lighting", "night"], isPublished: true });

  acceptNextConfirm(page, "Are you sure you want to delete this blog post?");
  await published.hover();
  await published.getByRole("button", { name: "Delete Porch Lights That Help Night Cameras" }).click();
  await expect(toastOnScreen(page).getByText("Blog post deleted successfully")).toBeVisible();
  await expect(page.locator("li", { hasText: "Porch Lights That Help Night Cameras" })).toHaveCount(0);
});

test("events: create, edit and delete, seen on the public calendar", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Community Events");
  await expect(page.getByLabel("Event Type", { exact: true })).toHaveValue("Community Meeting");
  const date = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("Title", { exact: true }).fill("E2E Block Party Planning");
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Time").fill("18:30");
  await page.getByLabel("Location", { exact: true }).fill("Library community room");
  await page.getByLabel("Neighborhood", { exact: true }).selectOption("Pigtown");
  await page.getByLabel("Description").fill("Plan the spring block party and its safety walk.");
  await page.getByLabel("Organizer").fill("Pigtown neighbors");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(toastOnScreen(page).getByText("Event created successfully")).toBeVisible();
  await page.getByLabel("Search events").fill("E2E Block Party");
  const row = page.locator("li", { hasText: "E2E Block Party Planning" });
  await expect(row).toBeVisible();

  await row.hover();
  await row.getByRole("button", { name: "Edit E2E Block Party Planning" }).click();
  await page.getByLabel("Time").fill("19:00");
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(toastOnScreen(page).getByText("Event updated successfully")).toBeVisible();
  const events = (await (await page.request.get("/api/events?neighborhood=Pigtown")).json()) as { title: string; time: string }[];
  expect(events.find((event) => event.title === "E2E Block Party Planning")?.time).toBe("19:00");

  acceptNextConfirm(page, "Are you sure you want to delete this event?");
  await row.hover();
  await row.getByRole("button", { name: "Delete E2E Block Party Planning" }).click();
  await expect(toastOnScreen(page).getByText("Event deleted successfully")).toBeVisible();
  await expect(page.getByText("No events match your filters.")).toBeVisible();
});

test("contact submissions and camera registrations: read and delete", async ({ page, request, baseURL }) => {
  // Sent as the site's own pages send them: the API refuses cross-site writes.
  const headers = { Origin: new URL(baseURL!).origin };
  await request.post("/api/contact", {
    headers,
    data: {
      firstName: "Erin",
      lastName: "Tester",
      email: "erin@example.com",
      phone: "(410) 555-0177",
      service: "other",
      message: "E2E message that is long enough.",
      smsConsent: true,
    },
  });
  await request.post("/api/register-camera", {
    headers,
    data: {
      name: "Erin Tester",
      email: "erin@example.com",
      phone: "(410) 555-0177",
      address: "100 Light St, Baltimore, MD 21202",
      cameraDetails: "One E2E camera on the porch.",
      terms: true,
    },
  });
  await signInAsAdmin(page);

  await openSection(page, "Contact Forms");
  const contact = page.locator("li", { hasText: "erin@example.com" });
  await expect(contact).toContainText("E2E message that is long enough.");
  acceptNextConfirm(page, "Are you sure you want to delete this contact submission?");
  await contact.hover();
  await contact.getByRole("button", { name: /Delete contact submission from Erin Tester/ }).click();
  await expect(toastOnScreen(page).getByText("Contact submission deleted successfully.")).toBeVisible();
  await expect(page.locator("li", { hasText: "erin@example.com" })).toHaveCount(0);

  await openSection(page, "Camera Registry");
  await page
    .getByLabel("City")
    .selectOption("Baltimore")
    .catch(() => undefined);
  const camera = page.locator("li", { hasText: "One E2E camera on the porch." });
  await expect(camera).toContainText("21202");
  acceptNextConfirm(page, "Are you sure you want to delete this camera registration?");
  await camera.hover();
  await camera.getByRole("button", { name: /Delete camera registration from Erin Tester/ }).click();
  await expect(toastOnScreen(page).getByText("Camera registration deleted successfully.")).toBeVisible();

  await openSection(page, "Audit Trail");
  await expect(page.getByRole("table")).toContainText("Camera registration #");
  await expect(page.getByRole("table")).toContainText("admin@example.com");
});
