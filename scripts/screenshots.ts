// Screenshots of pages at a phone and a desktop width, for looking at what was built:
//   npm run screenshots -- [base URL] [path ...]   (defaults: http://localhost:8787, every public page)
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { PUBLIC_PAGES } from "../worker/shared/pages";

const [base = "http://localhost:8787", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : PUBLIC_PAGES.map((page) => page.path);
const outDir = "screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless=new", "--disable-gpu", "--disable-dev-shm-usage"],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
  for (const path of targets) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const file = `${outDir}/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
