// What the emails and the webhook say, and that nothing a visitor types can add a header, a tag,
// or words of theirs to an email sent to the address they typed.
import { describe, expect, it } from "vitest";

import { fillHtml, fillText } from "../../../worker/settings";
import { BUSINESS_DEFAULTS, COMPANY, placeholder } from "../../../worker/shared/company";
import { contactConfirmationEmail } from "../../../worker/outbox/templates/contact-confirmation";
import { contactStaffEmail } from "../../../worker/outbox/templates/contact-staff";
import { footageRequestEmail } from "../../../worker/outbox/templates/footage-request";
import { headerText } from "../../../worker/outbox/templates/header-text";
import { leadWebhookBody } from "../../../worker/outbox/templates/lead-webhook";
import { MANAGE_LINK_LABEL, manageLinkEmail, registrationConfirmationEmail } from "../../../worker/outbox/templates/registry-owner";
import type { ContactLead } from "../../../worker/outbox/templates/types";

const lead: ContactLead = {
  reference: "5f0c8a52-3d7e-4d8e-9a43-7c1e2b9f0a11",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  phone: "(410) 555-0100",
  service: "security_assessment",
  message: "We need cameras for the porch.\nAnd the alley behind the garage.",
  // 10:00 in Baltimore on a winter day; 14:30 on a summer one.
  smsConsentAt: new Date("2026-07-04T18:30:00Z"),
  smsConsentVersion: "2025-01-01",
  createdAt: new Date("2026-01-05T15:00:00Z"),
};
const DASHBOARD = "https://harborlight.example/admin?section=contacts&submission=5f0c8a52-3d7e-4d8e-9a43-7c1e2b9f0a11";

describe("headerText", () => {
  it.each([
    ["Jane\r\nBcc: x@evil.test", "Jane Bcc: x@evil.test"],
    ["Jane\nDoe", "Jane Doe"],
    ["Jane\rDoe", "Jane Doe"],
    ["Jane\tDoe", "Jane Doe"],
    ["Jane\u0000Doe", "Jane Doe"],
    ["Jane\u007fDoe", "Jane Doe"],
    ["Jane\u0085Doe", "Jane Doe"],
    ["Jane\u2028Doe\u2029", "Jane Doe"],
    ["  Jane \r\n\r\n  Doe  ", "Jane Doe"],
    ["Plain text", "Plain text"],
  ])("%j becomes %j", (input, expected) => {
    expect(headerText(input)).toBe(expected);
  });

  it("caps a long value with an ellipsis", () => {
    expect(headerText("x".repeat(500), 20)).toBe(`${"x".repeat(19)}…`);
  });
});

describe("the email to staff", () => {
  const mail = contactStaffEmail(lead, DASHBOARD);

  it("names the sender and the service's label in its subject", () => {
    expect(mail.subject).toBe("New quote request: Jane Doe (Security Assessment)");
  });

  it("gives every field, the consent record and the dashboard link in its text part", () => {
    expect(mail.text).toBe(
      [
        "New quote request from Jane Doe",
        "",
        "Received Monday, January 5, 2026 at 10:00 AM EST. Reply to this email to answer Jane directly.",
        "",
        "Name: Jane Doe",
        "Email: jane@example.com",
        "Phone: (410) 555-0100",
        "Service: Security Assessment",
        "SMS consent: Given Saturday, July 4, 2026 at 2:30 PM EDT (wording version 2025-01-01)",
        "Reference: 5f0c8a52-3d7e-4d8e-9a43-7c1e2b9f0a11",
        "",
        "Message:",
        "We need cameras for the porch.\nAnd the alley behind the garage.",
        "",
        `Open in the dashboard: ${DASHBOARD}`,
        "",
        "--",
        // The business details' placeholders, filled when the email is composed (R23; below).
        `${COMPANY.name} · ${placeholder("phone")} · ${placeholder("serviceArea")}`,
      ].join("\n"),
    );
  });

  it("links the email, the phone and the dashboard in its HTML part", () => {
    expect(mail.html).toContain('<a href="mailto:jane@example.com"');
    expect(mail.html).toContain('<a href="tel:+14105550100"');
    expect(mail.html).toContain(`<a href="${DASHBOARD.replace(/&/g, "&amp;")}"`);
    expect(mail.html).toContain(">Open in the dashboard</a>");
    expect(mail.html).toContain("We need cameras for the porch.\nAnd the alley behind the garage.");
  });

  it("keeps HTML and line breaks a visitor typed inert", () => {
    const hostile = "<img src=x onerror=alert(1)>\r\nBcc: x@evil.test";
    const attack = contactStaffEmail(
      {
        ...lead,
        firstName: hostile,
        lastName: '"><script>alert(2)</script>',
        message: "</div><a href='javascript:alert(3)'>x</a>",
        phone: '" onmouseover="x',
      },
      DASHBOARD,
    );
    expect(attack.subject).not.toMatch(/[\r\n]/);
    expect(attack.subject).toContain("Bcc: x@evil.test");
    expect(attack.html).not.toMatch(/<img|<script|<a href='javascript|onmouseover="x/i);
    expect(attack.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(attack.html).toContain("&lt;/div&gt;&lt;a href=&#39;javascript:alert(3)&#39;&gt;x&lt;/a&gt;");
  });
});

describe("the confirmation to the visitor", () => {
  it("says what happens next, and the office's hours and phone number as the settings have them", () => {
    const mail = contactConfirmationEmail(lead);
    const details = { ...BUSINESS_DEFAULTS, phone: "(443) 555-0177", hours: "Mon-Sat 9:00 AM - 5:00 PM\nSun closed" };
    const [text, html] = [fillText(mail.text, details), fillHtml(mail.html, details)];
    expect(mail.subject).toBe(`We received your message - ${COMPANY.name}`);
    expect(text).toContain(
      "We received your request about Security Assessment. We reply to every message, usually within one business day.",
    );
    expect(text).toContain("Our hours: Mon-Sat 9:00 AM - 5:00 PM, Sun closed.");
    expect(text).toContain("call or text us at (443) 555-0177");
    expect(html).toContain("(443) 555-0177");
    for (const part of [text, html]) expect(part).not.toContain("__SITE_");
  });

  it("does not name the service when the visitor chose Other", () => {
    expect(contactConfirmationEmail({ service: "other" }).text).toContain("We received your request. We reply to every message");
  });

  it("carries none of the text the visitor typed, so it cannot deliver someone's words to another address", () => {
    const marker = "MARKER-7f3a";
    const typed = { ...lead, firstName: marker, lastName: marker, email: `${marker}@example.com`, phone: marker, message: marker };
    const mail = contactConfirmationEmail(typed);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(marker);
  });
});

describe("the lead webhook's body", () => {
  it("has the Standard Webhooks shape with the lead's fields", () => {
    const body = JSON.parse(
      leadWebhookBody({ type: "contact_submission.created", lead, dashboardUrl: DASHBOARD }, new Date("2026-01-05T15:00:01Z")),
    );
    expect(body).toEqual({
      type: "contact_submission.created",
      timestamp: "2026-01-05T15:00:01.000Z",
      data: {
        reference: lead.reference,
        firstName: "Jane",
        lastName: "Doe",
        email: "jane@example.com",
        phone: "(410) 555-0100",
        service: "security_assessment",
        serviceLabel: "Security Assessment",
        message: lead.message,
        smsConsent: { givenAt: "2026-07-04T18:30:00.000Z", version: "2025-01-01" },
        createdAt: "2026-01-05T15:00:00.000Z",
        dashboardUrl: DASHBOARD,
      },
    });
  });
});

describe("the footage request to an owner", () => {
  const links = {
    may_have: "https://harborlight.example/registry/answer?t=aaa.bbb.ccc",
    no_footage: "https://harborlight.example/registry/answer?t=ddd.eee.fff",
    leave: "https://harborlight.example/registry/leave?t=ggg.hhh.iii",
  };
  const incident = { occurredOn: "2026-03-14", windowStart: "18:00", windowEnd: "19:30", keepFootageDays: 14 };

  it("escapes whatever staff typed as the place in its HTML part, and keeps one line a link in its text part", () => {
    const mail = footageRequestEmail({
      incident: { ...incident, address: `2909 <img src=x onerror="alert'x'"> St, Baltimore` },
      radiusFeet: 150,
      links,
      linksWorkUntil: "2026-05-12",
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("the 2900 block of &lt;img src=x onerror=&quot;alert&#39;x&#39;&quot;&gt; St");
    expect(mail.html).toContain(`<a href="${links.leave}"`);
    expect(mail.text).toContain(`I may have footage:\n${links.may_have}\n`);
    expect(mail.text).toContain(`I have no footage:\n${links.no_footage}\n`);
    expect(mail.text).toContain(`Remove me from the registry:\n${links.leave}\n`);
    expect(mail.text).toContain("The links below work until Tuesday, May 12, 2026.");
    expect(mail.subject).toBe("Footage request: can your camera help? (Saturday, March 14, 2026)");
  });
});

describe("the registry's emails about a registration", () => {
  const manage = "https://harborlight.example/registry/manage?t=aaa.bbb.ccc";

  it("confirm it with the manage link, and send a new link when asked", () => {
    const confirmation = registrationConfirmationEmail(manage, "2026-04-13");
    expect(confirmation.subject).toBe("Your camera is registered - Harborlight Security");
    expect(confirmation.text).toContain(`See or change my registration: ${manage}`);
    expect(confirmation.text).toContain("The link works until Monday, April 13, 2026;");
    expect(confirmation.html).toContain(`<a href="${manage}"`);
    const renewal = manageLinkEmail(manage, "2026-04-13", "expired");
    expect(renewal.subject).toBe("Your link to your camera registration - Harborlight Security");
    expect(renewal.text).toContain(`See or change my registration: ${manage}`);
    expect(renewal.text).toContain("You asked for a new link because an older one had expired.");
    const asked = manageLinkEmail(manage, "2026-04-13", "asked");
    expect(asked.text).toContain("You asked for a link to your registration from the page of one of our footage requests.");
    expect(asked.text).toContain(`See or change my registration: ${manage}`);
    expect(MANAGE_LINK_LABEL).toBe("See or change my registration");
  });
});
