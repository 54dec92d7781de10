// The details filled into an answer (R23): escaped as HTML in markup, as JSON inside a script
// element's JSON, as they are in plain text; the tel: link made from the phone number.
import { describe, expect, it } from "vitest";

import { BUSINESS_DEFAULTS, placeholder } from "../../../worker/shared/company";
import { fillHtml, fillText } from "../../../worker/settings/fill";

const details = { ...BUSINESS_DEFAULTS, phone: "(443) 555-0177", serviceArea: `Baltimore & "Annapolis" <Bay>`, address: "" };

describe("filling the details in", () => {
  it.each([
    ["text", `<p>${placeholder("serviceArea")}</p>`, "<p>Baltimore &amp; &quot;Annapolis&quot; &lt;Bay&gt;</p>"],
    ["an attribute", `<a href="${placeholder("tel")}">${placeholder("phone")}</a>`, '<a href="tel:+14435550177">(443) 555-0177</a>'],
    ["a hiding class", `<li class="${placeholder("addressHidden")}">`, '<li class="hidden">'],
    [
      "structured data",
      `<script type="application/ld+json">{"areaServed":"${placeholder("serviceArea")}"}</script><p>${placeholder("serviceArea")}</p>`,
      `<script type="application/ld+json">{"areaServed":"Baltimore \\u0026 \\"Annapolis\\" \\u003cBay\\u003e"}</script><p>Baltimore &amp; &quot;Annapolis&quot; &lt;Bay&gt;</p>`,
    ],
    ["an unknown name, left as it is", "__SITE_nothing__", "__SITE_nothing__"],
  ])("in %s", (_where, html, filled) => {
    expect(fillHtml(html, details)).toBe(filled);
  });

  it("reads the structured data back as the details", () => {
    const html = fillHtml(`<script type="application/ld+json">{"a":"${placeholder("serviceArea")}"}</script>`, details);
    expect(JSON.parse(/>(.*)</.exec(html)![1]!)).toEqual({ a: details.serviceArea });
  });

  it("puts them as they are into plain text", () => {
    expect(fillText(`Call ${placeholder("phone")}, ${placeholder("hoursInline")}.`, details)).toBe(
      "Call (443) 555-0177, Mon-Fri 8:00 AM - 6:00 PM, Sat by appointment.",
    );
  });
});
