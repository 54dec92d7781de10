// The site notice and the details a served page carries (R23): the app shows what the page
// carries (never the build's values when the page says otherwise), and a visitor dismisses the
// notice for the visit: it stays hidden on the next page load of the same tab.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BUSINESS_DEFAULTS, DETAILS_ELEMENT_ID } from "../../worker/shared/company";

/** The modules as a page that carries `carried` loads them. */
async function loadPageCarrying(carried: object) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = DETAILS_ELEMENT_ID;
  element.textContent = JSON.stringify(carried);
  document.head.append(element);
  vi.resetModules();
  const company = await import("../../worker/shared/company");
  const { SiteNotice } = await import("../../web/components/site-notice");
  return { COMPANY: company.COMPANY, SiteNotice };
}

afterEach(() => {
  document.getElementById(DETAILS_ELEMENT_ID)?.remove();
  window.sessionStorage.clear();
});

const notice = "Closed December 24 and 25.";

describe("the details a page carries", () => {
  it("are the ones the app shows", async () => {
    const { COMPANY } = await loadPageCarrying({ ...BUSINESS_DEFAULTS, phone: "(443) 555-0177", notice: "" });
    expect(COMPANY.phone).toBe("(443) 555-0177");
    expect(COMPANY.tel).toBe("tel:+14435550177");
    expect(COMPANY.noticeHidden).toBe("hidden");
  });
});

describe("the site notice", () => {
  it("is a labelled region with the message, and dismissing it hides it for the rest of the visit", async () => {
    const { SiteNotice } = await loadPageCarrying({ ...BUSINESS_DEFAULTS, notice });
    const { unmount } = render(<SiteNotice />);
    const region = screen.getByRole("region", { name: "Site notice" });
    expect(region).toHaveTextContent(notice);
    expect(region).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss notice" }));
    expect(region).not.toBeVisible();
    unmount();

    // The next page of the visit.
    render(<SiteNotice />);
    expect(screen.queryByRole("region", { name: "Site notice" })).toBeNull();
  });

  it("shows again when the office writes another one", async () => {
    window.sessionStorage.setItem("site-notice-dismissed", "An older notice.");
    const { SiteNotice } = await loadPageCarrying({ ...BUSINESS_DEFAULTS, notice });
    render(<SiteNotice />);
    expect(screen.getByRole("region", { name: "Site notice" })).toBeVisible();
  });

  it("is hidden by its class when none shows (the stylesheet's `hidden`, as the Worker fills it into served pages)", async () => {
    const { SiteNotice } = await loadPageCarrying({ ...BUSINESS_DEFAULTS, notice: "" });
    render(<SiteNotice />);
    expect(screen.getByRole("region", { name: "Site notice" })).toHaveClass("hidden");
  });
});
