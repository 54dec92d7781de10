// What the post editor writes: every kind of block and mark it can hold passes the public
// page's sanitizer unchanged; the seeded posts open and come back whole; pasted documents
// from Google Docs and Word come out clean.
import { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { seedPosts } from "../../../scripts/seed-data";
import { postEditorExtensions, postHtml, fromGoogleDocs, googleRedirectTarget } from "../../../web/admin/sections/blog/editor/extensions";
import { LINK_ADDRESS_TEXTS, linkAddressProblem } from "../../../web/admin/sections/blog/editor/links";
import { sanitizeHtml } from "../../../worker/shared/sanitize";

/** The public read's sanitizer, for this page's origin. */
const sanitize = (html: string) => sanitizeHtml(html, window.location.origin);

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The HTML the editor writes after opening `html`. */
function throughEditor(html: string): string {
  editor = new Editor({ extensions: postEditorExtensions(), content: html });
  return postHtml(editor);
}

/** The HTML the editor writes after `html` is pasted into an empty post. */
function pasted(html: string): string {
  editor = new Editor({ extensions: postEditorExtensions(), content: "", editorProps: { transformPastedHTML: fromGoogleDocs } });
  editor.view.pasteHTML(html, new Event("paste") as ClipboardEvent);
  return postHtml(editor);
}

/** Markup compared without the whitespace between blocks or the order of attributes. */
function canonical(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const walk = (node: ChildNode): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ");
    if (!(node instanceof Element)) return "";
    const attributes = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort();
    const tag = node.tagName.toLowerCase();
    return `<${tag}${attributes.join("")}>${[...node.childNodes].map(walk).join("")}</${tag}>`;
  };
  return [...template.content.childNodes]
    .map(walk)
    .join("")
    .replace(/\s*(<\/?(?:p|h\d|ul|ol|li|table|thead|tbody|tr|th|td|blockquote|pre|hr|img|br)\b[^>]*>)\s*/g, "$1");
}

// Each kind of content the editor holds, as written by the editor.
const EDITOR_DOCUMENTS: [kind: string, html: string][] = [
  ["paragraph", "<p>Plain text.</p>"],
  ["headings h2 to h4", "<h2>Two</h2><h3>Three</h3><h4>Four</h4>"],
  ["bold, italic, strike, code", "<p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code></p>"],
  ["hard break", "<p>one<br>two</p>"],
  ["bulleted list", "<ul><li>One</li><li>Two</li></ul>"],
  ["numbered list from 3", '<ol start="3"><li>Three</li><li>Four</li></ol>'],
  ["nested list", "<ul><li>Outer<ul><li>Inner</li></ul></li></ul>"],
  ["list item with two paragraphs", "<ul><li>First<p>Second</p></li></ul>"],
  ["quote", "<blockquote><p>Said.</p><p>Someone</p></blockquote>"],
  ["code block", "<pre><code>a  b\n  c</code></pre>"],
  ["horizontal rule", "<p>a</p><hr><p>b</p>"],
  [
    "image with a caption",
    '<figure><img src="/media/door.png" alt="The rear door" width="800" height="600"><figcaption>At <em>dusk</em>, <a href="/contact">ask us</a></figcaption></figure>',
  ],
  ["link on this site", '<p><a href="/contact">Contact</a></p>'],
  ["link to another site", '<p><a href="https://www.ftc.gov/" rel="noopener noreferrer" target="_blank">FTC</a></p>'],
  ["link with a title", '<p><a href="/services" title="Our services">Services</a></p>'],
  ["mail and phone links", '<p><a href="mailto:a@example.com">mail</a> <a href="tel:+14105550100">call</a></p>'],
  ["image with alt and size", '<img src="/media/abc.png" alt="A camera over a door" width="800" height="600">'],
  [
    "table",
    "<table><thead><tr><th>Place</th><th>Camera</th></tr></thead><tbody><tr><td>Door</td><td><strong>4MP</strong></td></tr></tbody></table>",
  ],
];

describe("the post editor's HTML", () => {
  it.each(EDITOR_DOCUMENTS)("keeps %s as written, and the sanitizer leaves it unchanged", (_kind, html) => {
    const written = throughEditor(html);
    expect(written).toBe(html);
    expect(sanitize(written)).toBe(written);
  });

  it("writes new-tab attributes on links to other sites only, as the sanitizer does", () => {
    expect(throughEditor('<p><a href="https://example.org/a">out</a> <a href="/in" target="_blank" rel="nofollow">in</a></p>')).toBe(
      '<p><a href="https://example.org/a" rel="noopener noreferrer" target="_blank">out</a> <a href="/in">in</a></p>',
    );
  });

  it("drops what the public page would not run or show (script links, data images, scripts, styles) and underlines", () => {
    const written = throughEditor(
      '<p style="color:red" onclick="x()"><u>Hi</u> <a href="javascript:alert(1)">there</a><script>alert(1)</script></p><img src="data:image/png;base64,AAAA" alt="x"><iframe src="/x"></iframe>',
    );
    expect(written).toBe("<p>Hi there</p>");
  });

  it("fits other headings into the post's outline (h1 under the title becomes h2, h5 and h6 become h4)", () => {
    expect(throughEditor("<h1>Title</h1><h5>Five</h5><h6>Six</h6>")).toBe("<h2>Title</h2><h4>Five</h4><h4>Six</h4>");
  });

  it.each(seedPosts.map((post) => [post.slug, post.content] as const))(
    "opens the seeded post %s and gives back everything the sanitizer allows",
    (_slug, content) => {
      const written = throughEditor(content);
      expect(canonical(written)).toBe(canonical(sanitize(content)));
      expect(sanitize(written)).toBe(written);
    },
  );

  it("keeps a code block's spacing exactly", () => {
    const post = seedPosts.find((seed) => seed.content.includes("<pre>"))!;
    const code = /<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(post.content)![1]!;
    expect(throughEditor(post.content)).toContain(`<pre><code>${code}</code></pre>`);
  });
});

describe("pasting into the post editor", () => {
  it("turns a Google Docs fragment into clean paragraphs, bold and italic", () => {
    const googleDocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-3f2a9c1e-7fff-1b2c-8d4e-0a1b2c3d4e5f">' +
      '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Winter lighting</span></h1>' +
      '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;vertical-align:baseline;white-space:pre-wrap;">Light first.</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;"> Then cameras.</span></p>' +
      '<br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Porch</span></p></li>' +
      '<li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;"><a href="https://example.org/lights" style="text-decoration:none;"><span style="color:#1155cc;text-decoration:underline;">Alley</span></a></span></p></li></ul></b>';
    expect(pasted(googleDocs)).toBe(
      "<h2>Winter lighting</h2><p><strong>Light first.</strong><em> Then cameras.</em></p>" +
        '<ul><li>Porch</li><li><a href="https://example.org/lights" rel="noopener noreferrer" target="_blank">Alley</a></li></ul>',
    );
  });

  describe("from Google Docs, whose fragment sits in a <b> that is not bold", () => {
    const docs = (inner: string) =>
      `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-0c8f2d1a-7fff-4e2b-9a6c-1d2e3f4a5b6c">${inner}</b><br class="Apple-interchange-newline">`;
    const span = (style: string, text: string) => `<span style="font-size:11pt;font-family:Arial,sans-serif;${style}">${text}</span>`;
    const fragment = docs(
      `<p dir="ltr">${span("font-weight:400;", "Plain words, ")}${span("font-weight:700;", "bold words")}${span("font-weight:400;font-style:italic;", " and italic ones")}</p>` +
        `<p dir="ltr">${span("font-weight:400;", "A second paragraph.")}</p>`,
    );
    const expected = "<p>Plain words, <strong>bold words</strong><em> and italic ones</em></p><p>A second paragraph.</p>";

    it("keeps plain text plain and bold text bold", () => {
      expect(pasted(fragment)).toBe(expected);
    });

    it("does so when the page applies no inline style (the dashboard's content policy)", () => {
      const unstyled = document.createElement("div").style;
      const style = vi.spyOn(HTMLElement.prototype, "style", "get").mockReturnValue(unstyled);
      try {
        expect(pasted(fragment)).toBe(expected);
      } finally {
        style.mockRestore();
      }
    });

    it("takes the wrapper away and turns the spans' own weights and styles into marks", () => {
      expect(fromGoogleDocs(fragment)).toBe(
        '<meta charset="utf-8"><p dir="ltr"><span>Plain words, </span><span><strong>bold words</strong></span><span><em> and italic ones</em></span></p>' +
          '<p dir="ltr"><span>A second paragraph.</span></p><br class="Apple-interchange-newline">',
      );
      // Anything else is left as it came.
      expect(fromGoogleDocs("<b>Bold from elsewhere</b>")).toBe("<b>Bold from elsewhere</b>");
    });
  });

  describe("links through Google's redirect (google.com/url?q=), as Docs writes them", () => {
    const redirect = (target: string) => `https://www.google.com/url?q=${encodeURIComponent(target)}&amp;sa=D&amp;source=editors&amp;ust=1`;

    it("links to the address itself, in a Docs fragment or any other paste", () => {
      const docs = `<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><a href="${redirect("https://example.org/lights?a=1&b=2")}">lights</a></p></b>`;
      expect(pasted(docs)).toBe(
        '<p><a href="https://example.org/lights?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">lights</a></p>',
      );
      expect(pasted(`<p>See <a href="${redirect("http://example.org/")}">this</a>.</p>`)).toBe(
        '<p>See <a href="http://example.org/" rel="noopener noreferrer" target="_blank">this</a>.</p>',
      );
    });

    it.each([
      ["a script address", "javascript:alert(1)"],
      ["a data address", "data:text/html,x"],
      ["a path with no site", "/contact"],
      ["nothing", ""],
    ])("leaves Google's address when the target is %s", (_kind, target) => {
      expect(googleRedirectTarget(`https://www.google.com/url?q=${encodeURIComponent(target)}&sa=D`)).toBeUndefined();
    });

    it("unwraps only Google's own redirect", () => {
      expect(googleRedirectTarget("https://google.com/url?q=https://example.org/")).toBe("https://example.org/");
      expect(googleRedirectTarget("https://www.google.com/url?sa=t&url=https://example.org/a")).toBe("https://example.org/a");
      expect(googleRedirectTarget("https://evil.example/url?q=https://example.org/")).toBeUndefined();
      expect(googleRedirectTarget("https://www.google.com.evil.example/url?q=https://example.org/")).toBeUndefined();
      expect(googleRedirectTarget("https://www.google.com/search?q=https://example.org/")).toBeUndefined();
    });
  });

  it("drops Word's classes, namespaced tags and comments", () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment-->' +
      '<p class="MsoNormal" style="margin-bottom:0in;mso-line-height-alt:12pt"><b><span lang="EN-US" style="font-family:Calibri">Check the alley</span></b><o:p></o:p></p>' +
      '<p class="MsoListParagraphCxSpFirst" style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.</span> Lights</p><!--EndFragment--></body></html>';
    expect(pasted(word)).toBe("<p><strong>Check the alley</strong></p><p>1. Lights</p>");
  });
});

describe("link addresses", () => {
  it.each([
    ["https://example.org/a", undefined],
    ["http://example.org", undefined],
    ["mailto:a@example.com", undefined],
    ["tel:+14105550100", undefined],
    ["/contact", undefined],
    ["#steps", undefined],
    ["", LINK_ADDRESS_TEXTS.required],
    ["javascript:alert(1)", LINK_ADDRESS_TEXTS.unsupported],
    ["JavaScript:alert(1)", LINK_ADDRESS_TEXTS.unsupported],
    ["java\tscript:alert(1)", LINK_ADDRESS_TEXTS.unsupported],
    [" javascript:alert(1)", LINK_ADDRESS_TEXTS.unsupported],
    ["data:text/html,<script>alert(1)</script>", LINK_ADDRESS_TEXTS.unsupported],
    ["vbscript:x", LINK_ADDRESS_TEXTS.unsupported],
    ["example.org", LINK_ADDRESS_TEXTS.unsupported],
  ])("%j: %s", (address, problem) => {
    expect(linkAddressProblem(address)).toBe(problem);
  });
});
