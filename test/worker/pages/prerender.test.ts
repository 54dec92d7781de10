import { describe, expect, it } from "vitest";

import { call } from "../helpers";

/** The app's root and what is rendered in it: up to the marker the first paint waits for. */
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="root-end"'));

describe("prerendered screens", () => {
  it.each([
    ["/", "Request a Quote"],
    ["/services", "Request a Consultation"],
    ["/about", "Contact Our Team"],
    ["/projects", "Our Security Projects"],
    ["/resources", "This platform is not a replacement for emergency services."],
    ["/contact", "Get In Touch"],
    ["/privacy-policy", "January 1, 2025"],
    ["/terms-of-service", "Maryland"],
  ])("%s carries its content in the served HTML", async (path, text) => {
    const body = bodyOf(await (await call(path)).text());
    expect(body).toContain(text);
    expect(body).toContain("<footer");
  });

  it("leads to the camera registry from the home page's own content, not only from its footer (S2, decision 0065)", async () => {
    const html = await (await call("/")).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toMatch(/<a [^>]*href="\/camera-registration"[^>]*>Register Your Camera/);
    expect(main).toContain("Community Camera Registry");
  });

  it("serves the not-found screen's markup with the 404", async () => {
    const response = await call("/definitely-missing");
    expect(response.status).toBe(404);
    expect(bodyOf(await response.text())).toContain("404 Page Not Found");
  });

  it("leaves the dashboard to the client", async () => {
    const body = bodyOf(await (await call("/admin")).text());
    expect(body.trim()).toBe('<div id="root"></div>');
  });
});
