// The contact form (R13, R15): POST /api/contact's rules, and what a lead keeps.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { fillText } from "../../../worker/settings";
import { BUSINESS_DEFAULTS } from "../../../worker/shared/company";
import type { ContactInput } from "../../../worker/shared/schemas/contact";
import { SMS_CONSENT } from "../../../worker/shared/sms-consent";
import { apiClient, read } from "../api-client";
import { VALID_CONTACT } from "../fixtures";
import { call } from "../helpers";
import { describePublicForm } from "../public-form";

/** A contact request as a visitor would send it, with a service other than the fixture's default. */
const validContact: ContactInput = { ...VALID_CONTACT, service: "camera_installation" };

describePublicForm({
  path: "/api/contact",
  table: "contact_submissions",
  valid: validContact,
  rules: [
    ["firstName", "D", "First name must be at least 2 characters"],
    ["firstName", "   ", "First name must be at least 2 characters"],
    ["firstName", undefined, "First name must be at least 2 characters"],
    ["lastName", "R", "Last name must be at least 2 characters"],
    ["email", "dana@", "Please enter a valid email address"],
    ["email", 42, "Please enter a valid email address"],
    ["phone", "555-0188", "Phone number must be at least 10 digits"],
    ["phone", "abcdefghijkl", "Phone number must be at least 10 digits"],
    ["service", "", "Please select a service"],
    ["service", "plumbing", "Please select a service"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["smsConsent", false, "You must consent to SMS communication to proceed"],
    ["smsConsent", "true", "You must consent to SMS communication to proceed"],
    ["smsConsent", undefined, "You must consent to SMS communication to proceed"],
  ],
});

describe("the stored contact submission", () => {
  it("keeps every field and the record of SMS consent", async () => {
    const before = Date.now();
    const { id } = await read(apiClient().contact.$post({ json: { ...validContact, firstName: "  Dana  " } }));
    const row = await env.DB.prepare("SELECT * FROM contact_submissions WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      first_name: "Dana",
      last_name: "Reyes",
      email: "dana@example.com",
      phone: "(410) 555-0188",
      service: "camera_installation",
      message: validContact.message,
      sms_consent_version: SMS_CONSENT.version,
    });
    expect(row?.sms_consent_at).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("the SMS consent the form asks for (R17, decision 0043)", () => {
  const WORDING =
    "I agree to receive text messages from Harborlight Security about my inquiry, appointments and service at the phone number provided. This form sends a request only with this consent; to reach us without it, call (410) 555-0142 or email hello@harborlight.example. Nothing else on this website, and none of our services, requires it. Message frequency varies. Message and data rates may apply. Reply STOP to any text to stop them at any time (your request stays open), or HELP for help.";

  it("says what the form does, beside the box on the served contact page, and is stored by its version with each lead", async () => {
    // The wording names the Business details (R23): in the Worker they are placeholders, filled on the page.
    expect({ ...SMS_CONSENT, text: fillText(SMS_CONSENT.text, BUSINESS_DEFAULTS) }).toEqual({ version: "2026-11-26", text: WORDING });
    expect(SMS_CONSENT.text).not.toContain("not a condition");
    expect(await (await call("/contact")).text()).toContain(WORDING);
    const { id } = await read(apiClient().contact.$post({ json: validContact }));
    const row = await env.DB.prepare("SELECT sms_consent_version FROM contact_submissions WHERE id = ?")
      .bind(id)
      .first<{ sms_consent_version: string }>();
    expect(row?.sms_consent_version).toBe("2026-11-26");
  });

  it("is told truthfully on the privacy page and in the terms", async () => {
    const privacy = await (await call("/privacy-policy")).text();
    expect(privacy).toContain(
      "Text messages: our contact form sends a request only with your consent to text messages about it. To reach us without giving it, call (410) 555-0142 or email hello@harborlight.example; nothing else on this website, and none of our services, requires it. Reply STOP to any text to stop receiving texts at any time (your request stays open), or HELP for help.",
    );
    const terms = await (await call("/terms-of-service")).text();
    expect(terms).toContain(
      "The contact form sends a request only with this consent; you may instead call (410) 555-0142 or email hello@harborlight.example, and none of our services requires it.",
    );
    for (const page of [privacy, terms]) expect(page).not.toContain("not a condition");
  });
});
