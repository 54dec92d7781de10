// The Monday email (R22): due from 8 AM on Monday in Baltimore for the Monday-to-Sunday before,
// written once to each weekly-summary recipient through the outbox, with last week against the
// week before, the top pages and sources, the goals and the leads by source, and no one's data.
import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { weekDue } from "../../../worker/analytics/weekly-summary";
import { analyticsWeeklySummaries, contactSubmissions, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { STAFF_EMAIL_KIND_IDS } from "../../../worker/shared/settings";
import { VALID_CONTACT } from "../fixtures";
import { db } from "../helpers";
import { changeSettings } from "../settings-helpers";
import { counted, deliverEvents } from "./helpers";

const cron = (at: string) => worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "*/5 * * * *" }), env);

const summaries = () => db().select().from(outboxMessages).where(eq(outboxMessages.kind, "weekly-summary-staff"));

const recipients = (weekly: string[]) =>
  Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, kind === "weeklySummary" ? weekly : []]));

describe("the week due", () => {
  it.each([
    ["2026-03-09T11:59:00Z", null], // Monday 7:59 AM EDT
    ["2026-03-09T12:00:00Z", { from: "2026-03-02", to: "2026-03-08" }], // Monday 8:00 AM EDT
    ["2026-03-10T03:00:00Z", { from: "2026-03-02", to: "2026-03-08" }], // Monday 11 PM EDT
    ["2026-03-15T23:00:00Z", { from: "2026-03-02", to: "2026-03-08" }], // Sunday evening
    ["2026-03-16T04:30:00Z", null], // Monday 12:30 AM EDT: the next week's is not due yet
    ["2026-11-02T13:00:00Z", { from: "2026-10-26", to: "2026-11-01" }], // Monday 8:00 AM EST
  ])("at %s: %o", (at, week) => expect(weekDue(new Date(at))).toEqual(week));
});

describe("the Monday email", () => {
  it("goes once to each recipient, with the week against the week before, and no visitor's or lead's data", async () => {
    await changeSettings("notifications", { recipients: recipients(["owner@harborlight.example", "sales@harborlight.example"]) });
    await deliverEvents([
      // The week before: one visitor.
      counted("2026-02-25T15:00:00Z", { visitor: "f".repeat(32), path: "/" }),
      // The week: two visitors, one from Google who sends the contact form.
      counted("2026-03-03T15:00:00Z", { visitor: "1".repeat(32), path: "/services", referrer: "google.com" }),
      counted("2026-03-03T15:01:00Z", { kind: "goal", goal: "contact", visitor: "1".repeat(32), path: "/contact" }),
      counted("2026-03-07T15:00:00Z", { visitor: "2".repeat(32), path: "/" }),
    ]);
    await db()
      .insert(contactSubmissions)
      .values({
        ...VALID_CONTACT,
        smsConsentAt: new Date("2026-03-03T15:01:00Z"),
        smsConsentVersion: "1",
        createdAt: new Date("2026-03-03T15:01:00Z"),
        visitSource: {
          source: "google.com",
          referrer: "google.com",
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          shortLink: null,
          qrSource: null,
          entryPage: "/services",
        },
      });

    await cron("2026-03-09T11:00:00Z"); // before 8 AM: not yet
    expect(await summaries()).toEqual([]);
    await cron("2026-03-09T12:05:00Z");
    await cron("2026-03-09T12:10:00Z");

    const sent = await summaries();
    expect(sent.map((message) => message.recipient).sort()).toEqual(["owner@harborlight.example", "sales@harborlight.example"]);
    const [first] = sent;
    expect(first!.subject).toBe("Your week on the website: March 2, 2026 – March 8, 2026");
    expect(first!.textBody).toContain("Visitors: 2 (week before: 1, +100%)");
    expect(first!.textBody).toContain("Page views: 2 (week before: 1, +100%)");
    expect(first!.textBody).toContain("Top pages:\n- /: visitors 1, page views 1\n- /services: visitors 1, page views 1");
    expect(first!.textBody).toContain("Sources:\n- Direct / None: visitors 1\n- google.com: visitors 1");
    expect(first!.textBody).toContain("Goals:\n- Contact form sent: completions 1, visitors 1");
    expect(first!.textBody).toContain("Leads by source:\n- google.com: leads 1");
    expect(first!.htmlBody).toContain("<li>google.com: leads 1</li>");
    expect(first!.textBody).not.toContain(VALID_CONTACT.email);
    expect(first!.textBody).not.toContain(VALID_CONTACT.phone);
    expect(await db().select().from(analyticsWeeklySummaries)).toEqual([
      { week: "2026-03-09", writtenAt: new Date("2026-03-09T12:05:00Z") },
    ]);
  });

  it("goes to no one when no one receives it, and the week is still done", async () => {
    await changeSettings("notifications", { recipients: recipients([]) });
    const before = (await summaries()).length;
    await cron("2026-03-16T12:05:00Z");
    expect((await summaries()).length).toBe(before);
    expect((await db().select().from(analyticsWeeklySummaries)).map((row) => row.week)).toContain("2026-03-16");
  });
});
