import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { styleSingleton, stylesheetSingleton } from "../../web/lib/style-singleton";

const adoptedCss = () => document.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(" "));

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe("stylesheetSingleton", () => {
  it("adopts one constructed sheet while anyone holds it, and adds no <style> element", () => {
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden; }");
    sheet.add("body { overflow: scroll; }");
    expect(adoptedCss()).toEqual(["body { overflow: hidden; }"]);
    expect(document.querySelectorAll("style")).toHaveLength(0);
    sheet.remove();
    expect(adoptedCss()).toEqual(["body { overflow: hidden; }"]);
    sheet.remove();
    expect(adoptedCss()).toEqual([]);
  });

  it("leaves other adopted sheets in place", () => {
    const other = new CSSStyleSheet();
    other.replaceSync("p { color: red; }");
    document.adoptedStyleSheets = [other];
    const sheet = stylesheetSingleton();
    sheet.add("body { overflow: hidden; }");
    sheet.remove();
    expect(document.adoptedStyleSheets).toEqual([other]);
  });
});

describe("styleSingleton", () => {
  it("holds its sheet while mounted: the scroll lock of an open dialog", () => {
    const Sheet = styleSingleton();
    const first = render(<Sheet styles="body { overflow: hidden; }" />);
    const second = render(<Sheet styles="body { overflow: hidden; }" />);
    expect(adoptedCss()).toEqual(["body { overflow: hidden; }"]);
    first.unmount();
    expect(adoptedCss()).toHaveLength(1);
    second.unmount();
    expect(adoptedCss()).toEqual([]);
  });
});
