// A person's own data in a real browser (R18): they find /your-data from the privacy policy, ask
// for a link, open it (staff read it in the message log, as the person would in their inbox),
// download everything, and delete it; the used link then says so.
import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { linkFromLog, signInAsAdmin } from "./admin-helpers";

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
});
