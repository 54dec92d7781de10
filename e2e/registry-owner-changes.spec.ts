// An owner changes what they gave, in a real browser: staff read the registration's confirmation
// in the message log and hand its manage link to the owner (another browser, no staff session),
// who changes the address and the email. A wrong phone is refused first, its field focused. The
// new email only counts once confirmed from the link sent to it, which staff read in the log too.
import { expect, test } from "@playwright/test";

import { linkFromLog, signInAsAdmin } from "./admin-helpers";

test("an owner changes their address and email through the manage link, confirming the new email from its own link", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const oldEmail = `owner-${stamp}@example.com`;
  const newEmail = `owner-${stamp}-new@example.com`;
  const registered = await request.post("/api/register-camera", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      name: "Morgan Ellery",
      email: oldEmail,
      phone: "(410) 555-0166",
      address: "100 Light St, Baltimore, MD 21202",
      cameraDetails: "One camera over the front steps.",
      terms: true,
    },
  });
  expect(registered.status()).toBe(201);

  await signInAsAdmin(page);
  const manage = await linkFromLog(page, "Registration confirmation to the camera owner", oldEmail, "See or change my registration");
  expect(manage).toMatch(/\/registry\/manage\?t=/);

  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await owner.goto(manage);
  await expect(owner.getByRole("heading", { level: 1, name: "Your camera registration" })).toBeVisible();

  // A phone the registration form would refuse: said beside the field, which has the focus.
  await owner.getByLabel("Phone", { exact: true }).fill("555-01");
  await owner.getByRole("button", { name: "Save changes" }).click();
  const phone = owner.getByLabel("Phone", { exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription("Phone number must be at least 10 digits");

  await phone.fill("(410) 555-0166");
  await owner.getByLabel("Address", { exact: true }).fill("2907 O'Donnell St, Baltimore, MD 21224");
  await owner.getByLabel("Email", { exact: true }).fill(newEmail);
  await owner.getByRole("button", { name: "Save changes" }).click();
  await expect(owner.getByText("Your changes are saved.")).toBeVisible();
  await expect(owner.getByText("We will look your new address up on the map.")).toBeVisible();
  await expect(
    owner.getByText(
      `To change your email address to ${newEmail}, open the link we sent there and press its button. Until then we keep writing to ${oldEmail}.`,
    ),
  ).toBeVisible();

  const confirm = await linkFromLog(page, "New email address confirmation to the camera owner", newEmail, "Confirm my new email address");
  expect(confirm).toMatch(/\/registry\/confirm-email\?t=/);
  await owner.goto(confirm);
  await expect(owner.getByRole("heading", { level: 1, name: "Confirm your new email address" })).toBeVisible();
  await owner.getByRole("button", { name: "Confirm my new email address" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Your new email address is confirmed" })).toBeVisible();

  // The old address's links end (decision 0059); a new manage link went to the new address.
  await owner.goto(manage);
  await expect(owner.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  const fresh = await linkFromLog(page, "New registration link to the camera owner", newEmail, "See or change my registration");
  await owner.goto(fresh);
  const stored = owner.locator("dl");
  await expect(stored).toContainText(newEmail);
  await expect(stored).not.toContainText(oldEmail);
  await expect(stored).toContainText("2907 O'Donnell St, Baltimore, MD 21224");
  await ownerContext.close();
});
