import { expect, test } from "@playwright/test";

import { signInAsAdmin } from "../admin-helpers";
import { SAFE_FORMATTING, XSS_PAYLOADS } from "./xss-corpus";

const slugFor = (index: number) => `xss-case-${index + 1}`;

test("stored blog HTML: no known payload runs, ordinary formatting survives", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const origin = new URL(baseURL!).origin;
  // The posts are this test's own: removed whatever happens, so no other test sees them.
  const created: number[] = [];
  try {
    await checkPayloads();
  } finally {
    for (const id of created) await page.request.delete(`/api/blog/posts/${id}`, { headers: { Origin: origin } });
  }

  async function checkPayloads() {
    for (const [index, [name, html]] of XSS_PAYLOADS.entries()) {
      const response = await page.request.post("/api/blog/posts", {
        headers: { Origin: origin },
        data: {
          title: `XSS case ${index + 1}: ${name}`,
          slug: slugFor(index),
          excerpt: "A stored payload that must not run.",
          content: `${SAFE_FORMATTING}${html}`,
          author: "Security Test",
          category: "Security Tips",
          tags: [],
          isPublished: true,
        },
      });
      expect(response.status(), name).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
    }

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [index, [name]] of XSS_PAYLOADS.entries()) {
      await page.goto(`/blog/${slugFor(index)}`);
      const article = page.locator("article").filter({ has: page.locator("#safelink") });
      await expect(article, name).toBeVisible();
      // Give anything that might fire (onload, onerror, autofocus, toggle) its chance.
      for (const id of ["#jslink", "#entlink", "#datalink", "#formbtn"]) {
        const target = page.locator(id);
        if (await target.count()) await target.click({ trial: false }).catch(() => undefined);
      }
      await page.waitForTimeout(150);
      if (!page.url().includes(`/blog/${slugFor(index)}`)) await page.goto(`/blog/${slugFor(index)}`);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), name).toBeUndefined();
      // What reached the DOM: no scripts, handlers, frames or javascript:/data: links inside the article.
      const leftovers = await article.evaluate((root) => {
        const bad: string[] = [];
        for (const element of Array.from(root.querySelectorAll("*"))) {
          const tag = element.tagName.toLowerCase();
          if (["script", "iframe", "object", "embed", "form", "input", "base", "meta", "template", "noscript", "style"].includes(tag))
            bad.push(tag);
          for (const attribute of Array.from(element.attributes)) {
            if (attribute.name.startsWith("on") || attribute.name === "srcdoc" || attribute.name === "style")
              bad.push(`${tag}[${attribute.name}]`);
            if (
              /^\s*(javascript|data):/i.test(attribute.value) &&
              ["href", "src", "action", "xlink:href", "values"].includes(attribute.name)
            )
              bad.push(`${tag}[${attribute.name}=${attribute.value.slice(0, 20)}]`);
          }
        }
        return bad;
      });
      expect(leftovers, name).toEqual([]);
    }
    expect(dialogs).toEqual([]);

    // Ordinary formatting came through.
    await page.goto(`/blog/${slugFor(0)}`);
    const article = page.locator("article").filter({ has: page.locator("#safelink") });
    for (const selector of ["h2", "h3", "strong", "em", "code", "ul li", "ol li", "blockquote", "table th", "table td", "pre"]) {
      await expect(article.locator(selector).first(), selector).toBeVisible();
    }
    await expect(article.locator("#safelink")).toHaveAttribute("href", "https://www.cisa.gov/");
    await expect(article.locator("#sitelink")).toHaveAttribute("href", "/contact");
    await expect(article.locator("#safeimg")).toHaveAttribute("src", "/favicon.svg");
  }
});
