import { describe, expect, it } from "vitest";

import { DESCRIPTION_LENGTH, lengthMeter, searchResult, TITLE_LENGTH } from "../../web/admin/sections/blog/search-result";

describe("length meters", () => {
  it.each([
    ["", TITLE_LENGTH, 0, "Too short"],
    ["x".repeat(29), TITLE_LENGTH, 29, "Too short"],
    ["x".repeat(30), TITLE_LENGTH, 30, "Good"],
    ["x".repeat(60), TITLE_LENGTH, 60, "Good"],
    ["x".repeat(61), TITLE_LENGTH, 61, "Too long"],
    ["x".repeat(119), DESCRIPTION_LENGTH, 119, "Too short"],
    ["x".repeat(120), DESCRIPTION_LENGTH, 120, "Good"],
    ["x".repeat(160), DESCRIPTION_LENGTH, 160, "Good"],
    ["x".repeat(161), DESCRIPTION_LENGTH, 161, "Too long"],
    // Characters as people count them: an emoji is one.
    ["📷".repeat(30), TITLE_LENGTH, 30, "Good"],
  ])("%#: %i characters against %o", (text, ideal, length, words) => {
    const meter = lengthMeter(text, ideal);
    expect(meter.length).toBe(length);
    expect(meter.words).toBe(words);
    expect(meter.fill).toBeLessThanOrEqual(1);
  });
});

describe("the search result", () => {
  const post = { title: "Porch Lights", slug: "porch-lights", excerpt: "Light first." };

  it("falls back to the title and excerpt as the page's head does", () => {
    expect(searchResult({ ...post, metaTitle: "", metaDescription: null }, "example.org")).toEqual({
      title: "Porch Lights - Harborlight Security",
      address: "example.org/blog/porch-lights",
      description: "Light first.",
    });
  });

  it("uses the meta title and description when given", () => {
    expect(searchResult({ ...post, metaTitle: "Lights", metaDescription: "About lights." }, "example.org")).toMatchObject({
      title: "Lights - Harborlight Security",
      description: "About lights.",
    });
  });
});
