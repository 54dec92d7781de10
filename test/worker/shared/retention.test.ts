// The retention settings (R20) and what the site says of them: a client address cut to its network,
// the day-counted cutoff, and the served privacy page and /your-data stating each period from the
// same constants the purges read (test/web/retention-policy.test.ts holds the page's words;
// test/worker/retention/purges.test.ts runs the purges themselves).
import { describe, expect, it } from "vitest";

import { describeHeld } from "../../../worker/privacy/held";
import { RETENTION_DAYS, retentionCutoff, truncateClientAddress } from "../../../worker/shared/retention";
import { days, KEPT_TEXT } from "../../../worker/shared/retention-text";
import { call } from "../helpers";

describe("a client address cut to its network", () => {
  it.each([
    ["203.0.113.57", "203.0.113.0/24"],
    ["10.0.0.1", "10.0.0.0/24"],
    ["255.255.255.255", "255.255.255.0/24"],
    [" 198.51.100.7 ", "198.51.100.0/24"],
    ["2001:db8:abcd:12:3456:789a:bcde:f012", "2001:db8:abcd::/48"],
    ["2001:DB8:ABCD:0012::1", "2001:db8:abcd::/48"],
    ["2001:db8::1", "2001:db8::/48"],
    ["2001:0db8:00ab:ffff::", "2001:db8:ab::/48"],
    ["::1", "::/48"],
    ["::", "::/48"],
    ["fe80::1%eth0", "fe80::/48"],
    ["::ffff:203.0.113.7", "203.0.113.0/24"],
    ["::ffff:cb00:7107", "203.0.113.0/24"],
    ["64:ff9b::192.0.2.33", "64:ff9b::/48"],
    // Already cut: unchanged, so a purge run twice changes nothing.
    ["203.0.113.0/24", "203.0.113.0/24"],
    ["2001:db8:abcd::/48", "2001:db8:abcd::/48"],
    ["2001:db8::/48", "2001:db8::/48"],
    ["2001:db8:0::/48", null],
    // Not an address: dropped, never kept whole.
    ["", null],
    ["unknown", null],
    ["256.1.1.1", null],
    ["1.2.3", null],
    ["1.2.3.4.5", null],
    ["203.0.113.57/24", null],
    ["2001:db8:abcd:12::5/48", null],
    ["2001:db8::1::2", null],
    ["2001:db8:abcd:12:3456:789a:bcde:f012:1", null],
    ["12345::1", null],
    ["::ffff:300.1.1.1", null],
  ])("%j → %j", (address, cut) => {
    expect(truncateClientAddress(address)).toBe(cut);
  });
});

describe("the cutoff", () => {
  it("counts whole UTC days: the start of today less the period", () => {
    expect(retentionCutoff(new Date("2027-06-01T12:00:00Z"), 30).toISOString()).toBe("2027-05-02T00:00:00.000Z");
    expect(retentionCutoff(new Date("2027-06-01T00:00:00Z"), 30).toISOString()).toBe("2027-05-02T00:00:00.000Z");
    expect(retentionCutoff(new Date("2027-06-01T23:59:59.999Z"), 1).toISOString()).toBe("2027-05-31T00:00:00.000Z");
    expect(retentionCutoff(new Date("2028-03-01T08:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });
});

describe("the privacy page states every period from the settings", () => {
  it("as the built page serves it", async () => {
    const response = await call("/privacy-policy");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(
      "Contact form messages: 2 years after we close your request, or 3 years after you sent it if it was never closed.",
    );
    expect(page).toContain("Emails and other messages we send: 180 days after they were written");
    expect(page).toContain("Short link visits: the full IP address for 30 days.");
    expect(page).toContain("Pages not found: the missing address, never who asked for it, for 90 days after it was last asked for.");
    expect(page).toContain("Requests on our Your data page: your email address for 45 days after the request");
    expect(page).toContain("1 year after the incident was recorded.");
  });
});

describe("/your-data states how long each record is kept, in the same periods", () => {
  it("for a lead, a footage request's email and any other message", () => {
    const at = new Date("2027-01-01T00:00:00Z");
    const message = (kind: string) => ({
      id: kind,
      kind,
      createdAt: at,
      recipient: "a@example.net",
      subject: null,
      status: "sent",
      sentAt: at,
      textBody: "",
    });
    const held = {
      contacts: [{ reference: "r", createdAt: at, smsConsentAt: at }],
      registrations: [],
      footageRequests: [],
      messages: [message("footage-request"), message("contact-confirmation")],
      messagesToOthers: [message("contact-staff")],
      pendingChanges: [{ id: 1, pendingEmailAt: at }],
      dataRequests: [{ reference: "q", receivedAt: at, linkSentAt: at, exportedAt: null }],
      signInAccounts: [],
      signInSessions: [{ device: "Firefox on Linux", startedAt: at, lastSeenAt: at, endedAt: null }],
    } as unknown as Parameters<typeof describeHeld>[1];
    const records = describeHeld("a@example.net", held, at);
    expect(records.contactSubmissions[0]!.keptFor).toBe(
      "2 years after we close it (3 years after you sent it if it is never closed), or until you delete it here.",
    );
    expect(records.messages.map((row) => row.keptFor)).toEqual([
      "1 year after the incident was recorded, then deleted with it.",
      "180 days after it was written, or less when the record it belongs to is deleted sooner.",
    ]);
    expect(records.signInSessions[0]!.keptFor).toBe("90 days after it was last active.");
    expect(records.messagesToOthers[0]!.keptFor).toBe(
      "180 days after it was written, or less when the record it belongs to is deleted sooner.",
    );
    expect(records.pendingEmailChanges[0]!.keptFor).toBe(
      "Until the registration's owner confirms it from this address, or 7 days after they asked, or until you delete everything here.",
    );
    expect(records.dataRequests[0]!.keptFor).toBe(
      "Kept as proof the request was answered; your address is removed from it 45 days after the request, or when you delete everything.",
    );
    expect(KEPT_TEXT.contact).toContain(days(RETENTION_DAYS.closedLead));
  });
});
