// The small unstyled pages the Worker answers outside the app: the sign-in flow's steps and the
// apology when a page fails. Written with hono/html, which escapes every value it is given.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

import { COMPANY } from "../shared/company";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A whole page: kept out of search engines, titled "<title> - <company>", the title as its heading. */
export function plainPage(title: string, body: Markup, head: Markup | "" = ""): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        ${head}
        <title>${title} - ${COMPANY.name}</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}

/** The apology for a page that failed: never a stack trace, a way home, the phone as the way out. */
export function failedPage(): Markup {
  return plainPage(
    "Something went wrong",
    html`<p>The site is having trouble right now. Please try again in a moment, or call us.</p>
      <p><a href="/">Home page</a></p>`,
  );
}
