// The team as an office would run it (R25): an Owner invites a writer as Editor; the writer
// accepts through the identity provider, writes and publishes a post, and is kept out of the
// leads and the registry by the dashboard and by the API; the Owner deactivates the writer, and
// the writer's open tab is refused at its next action.
import { expect, test } from "@playwright/test";

import { linkFromLog, openSection, signInAsAdmin, signInAtProvider, toastOnScreen } from "./admin-helpers";

test("an Owner invites a writer as Editor, who publishes and is kept out of personal data until deactivated", async ({ page, browser }) => {
  const writer = `writer-${Date.now().toString(36)}@example.com`;
  const title = `Porch Light Notes ${Date.now().toString(36)}`;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner);
  await openSection(owner, "User Management");
  const invite = owner.getByRole("form", { name: "Invite someone" });
  await invite.getByLabel(/^Email/).fill(writer);
  await invite.getByLabel("Role").selectOption({ label: "Editor" });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toastOnScreen(owner).getByText(`Invitation sent to ${writer}.`)).toBeVisible();
  await expect(owner.getByRole("list", { name: /^Invitations waiting/ })).toContainText(writer);
  const link = await linkFromLog(owner, "Invitation to join the team", writer, "Accept the invitation");

  // The writer follows the email's link and signs in with the invited address.
  await page.goto(link);
  await signInAtProvider(page, writer);
  await expect(page).toHaveURL(/\/admin$/);
  const sections = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button");
  await expect(sections).toHaveText(["URL Redirects", "Blog Posts", "Community Events", "Your Account", "Analytics"]);

  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("What a steady light does for night footage.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Leave the porch light on.");
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();
  const reader = await browser.newContext();
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  const published = await reader.request.get(`/api/blog/posts/${slug}`);
  expect(published.status()).toBe(200);
  // The byline is the writer's own name, as the provider gave it.
  expect(((await published.json()) as { author: string }).author).toMatch(/^Writer /);
  await reader.close();

  // Leads and the registry: not in the sidebar, said plainly when typed, refused by the API.
  await page.goto("/admin?section=contacts");
  await expect(page.getByRole("alert")).toHaveText(/Your role, Editor, does not include Contact Forms\./);
  await page.goto("/admin?section=cameras");
  await expect(page.getByRole("alert")).toHaveText(/Your role, Editor, does not include Camera Registry\./);
  for (const path of ["/api/contacts", "/api/camera-registrations", "/api/incidents", "/api/admin/data-requests"]) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  await page.goto("/admin?section=events");
  await expect(page.getByRole("heading", { level: 1, name: "Community Events" })).toBeVisible();

  // The Owner deactivates the writer; the writer's open tab is refused at its next action.
  await owner.goto("/admin?section=users");
  const row = owner.getByRole("row").filter({ hasText: writer });
  await expect(row.getByRole("combobox")).toHaveValue("editor");
  owner.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Deactivated");
  await ownerContext.close();

  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("button", { name: "URL Redirects" }).click();
  await expect(page.getByText("Forbidden").first()).toBeVisible();
  expect((await page.request.get("/api/events/admin")).status()).toBe(403);
});
