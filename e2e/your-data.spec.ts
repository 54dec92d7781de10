// A person's own data in a real browser (R18): they find /your-data from the privacy policy, ask
// for a link, open it (staff read it in the message log, as the person would in their inbox),
// download everything, and delete it; the used link then says so. Staff then find the request in
// the dashboard's Data Requests, with its times and without the address.
import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { linkFromLog, openSection, signInAsAdmin } from "./admin-helpers";

/** The request a /your-data link names: its token's subject. */
const referenceIn = (link: string) =>
  (JSON.parse(Buffer.from(new URL(link).searchParams.get("t")!.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;

test("a person asks for their data, downloads it and deletes it", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const email = `resident-${stamp}@example.com`;
  const registered = await request.post("/api/register-camera", {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      name: "Imogen Thackeray",
      email,
      phone: "(410) 555-0152",
      address: "1400 Fleet St, Baltimore, MD 21231",
      cameraDetails: "One camera over the back gate.",
      terms: true,
    },
  });
  expect(registered.status()).toBe(201);

  const personContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const person = await personContext.newPage();
  await person.goto("/privacy-policy");
  await person.getByRole("link", { name: "See, download or delete your data" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await person.getByLabel("Email address").fill(email);
  await person.getByRole("button", { name: "Email me a link" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  await signInAsAdmin(page);
  const link = await linkFromLog(page, "Link to their own data, to the person who asked", email, "See my data");
  expect(link).toMatch(/\/your-data\/view\?t=/);

  await person.goto(link);
  await expect(person.getByRole("heading", { level: 1, name: "The data we hold for your email address" })).toBeVisible();
  await expect(person.getByText("One camera over the back gate.")).toBeVisible();

  const downloading = person.waitForEvent("download");
  await person.getByRole("button", { name: "Download" }).click();
  const file = await (await downloading).path();
  const records = JSON.parse(await readFile(file, "utf8")) as { cameraRegistrations: { name: string; email: string }[] };
  expect(records.cameraRegistrations).toEqual([expect.objectContaining({ name: "Imogen Thackeray", email })]);

  await person.getByRole("link", { name: "Delete everything" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Delete everything?" })).toBeVisible();
  await person.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(person.getByRole("heading", { level: 1, name: "Your data is deleted" })).toBeVisible();

  await person.goto(link);
  await expect(person.getByRole("heading", { level: 1, name: "This link has been used" })).toBeVisible();
  await personContext.close();

  // Staff see the request answered, each step with its time in Baltimore time, and nobody's address.
  await page.goto("/admin");
  await openSection(page, "Data Requests");
  const list = page.getByRole("table", { name: "Data Requests" });
  const row = list.getByRole("row").filter({ hasText: referenceIn(link) });
  await expect(row).toContainText("Your data page");
  const times = row.locator("time");
  await expect(times).toHaveCount(4); // received, link sent, downloaded, deleted
  for (const time of await times.all()) await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  await expect(row).toContainText("Answered in 0 days");
  await expect(row.getByText("Over 45 days")).toHaveCount(0);
  await expect(list).not.toContainText(email);
});
