// The contact form (R13, R15): POST /api/contact's rules, and what a lead keeps.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import type { ContactInput } from "../../../worker/shared/schemas/contact";
import { SMS_CONSENT } from "../../../worker/shared/sms-consent";
import { apiClient, read } from "../api-client";
import { VALID_CONTACT } from "../fixtures";
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
