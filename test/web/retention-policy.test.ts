// The privacy page's "How Long We Keep Your Information" (R20): each period stated in words, for the
// site's own settings, and built from the constants the cron trigger's purges read
// (worker/shared/retention.ts), never typed into the page (test/worker/shared/retention.test.ts
// reads the page as it is served).
import { describe, expect, it } from "vitest";

import { privacySections } from "../../web/content/privacy";
import { RETENTION_DAYS } from "../../worker/shared/retention";
import { days, retentionPolicy } from "../../worker/shared/retention-text";

describe("the privacy page states every period from the settings", () => {
  const section = privacySections.find((candidate) => candidate.id === "how-long-we-keep-it")!;

  it("in these words for the site's periods", () => {
    expect(RETENTION_DAYS).toEqual({
      closedLead: 730,
      openLead: 1095,
      message: 180,
      clickAddress: 30,
      missedPage: 90,
      pendingEmail: 7,
      dataRequestAddress: 45,
      incident: 365,
      clientKey: 1,
      session: 90,
      invitation: 90,
      analyticsVisit: 7,
      analyticsDay: 1825,
    });
    expect(section.heading).toBe("How Long We Keep Your Information");
    expect(section.paragraphs).toEqual([
      "We keep each record only as long as stated here. When its time is up, our website deletes it by itself, within a day.",
    ]);
    expect(section.list).toEqual([
      "Contact form messages: 2 years after we close your request, or 3 years after you sent it if it was never closed. They are then deleted with the emails about them, and any customer relationship management system we sent them to is told to delete them too.",
      "Camera registrations: until you remove them or ask us to.",
      "A new email address you asked to change a camera registration to: until you confirm it, or for 7 days if you do not.",
      "Incidents, the footage requests about them, owners' answers and the emails asking for footage: 1 year after the incident was recorded.",
      "Emails and other messages we send: 180 days after they were written, or less when the record they belong to is deleted sooner.",
      "Short link visits: the full IP address for 30 days. After that we keep only its network (the first three numbers of an IPv4 address, the first three groups of an IPv6 address), with the time, browser type and referring page, for our statistics.",
      "Pages not found: the missing address, never who asked for it, for 90 days after it was last asked for.",
      "Requests on our Your data page: your email address for 45 days after the request, or until you delete everything; after that only the request's dates, as proof that we answered it.",
      "Page views counted on our website: each visit, with the pages it viewed and where it came from, for 7 days; after that only each day's totals, which say nothing about any one visitor, for 5 years.",
      "The keys that tell visitors apart for view counts and abuse limits without knowing who they are: only for the day they are used.",
      "Signing in: the browser and system you signed in with, and when you signed in and were last active, for 90 days after you were last active.",
      "Invitations to our team: the address invited and its email, for 90 days after the invitation was sent.",
    ]);
  });

  it("built from the constants, not typed: other periods give other words", () => {
    expect(section).toMatchObject(retentionPolicy(RETENTION_DAYS));
    const other = retentionPolicy({
      closedLead: 11,
      openLead: 12,
      message: 13,
      clickAddress: 14,
      missedPage: 15,
      pendingEmail: 18,
      dataRequestAddress: 16,
      incident: 17,
      clientKey: 1,
      session: 19,
      invitation: 20,
      analyticsVisit: 21,
      analyticsDay: 22,
    }).list.join("\n");
    for (const days of [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]) expect(other).toContain(`${days} days`);
    for (const days of [730, 1095, 180, 30, 90, 7, 45, 365]) expect(other).not.toMatch(new RegExp(`\\b${days} days`));
  });
});

describe("a period as the privacy page says it", () => {
  it.each([
    [1, "1 day"],
    [7, "7 days"],
    [364, "364 days"],
    [365, "1 year"],
    [366, "366 days"],
    [730, "2 years"],
    [1095, "3 years"],
  ])("%i days: %s", (count, words) => expect(days(count)).toBe(words));
});
