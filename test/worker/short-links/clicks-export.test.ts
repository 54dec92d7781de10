import { describe, expect, it } from "vitest";

import { shortLinkClicks } from "../../../worker/db/schema";
import { adminApi, successBody } from "../api-client";
import { call, db } from "../helpers";
import { newLink } from "../record-fixtures";
import { asAdmin } from "../session-helpers";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

describe("a link's clicks as CSV", () => {
  it("has one row a click, oldest first, with the referrer's host, country, device type, source and bot, and no address or agent", async () => {
    const id = await newLink("/Export-Me");
    await db()
      .insert(shortLinkClicks)
      .values([
        {
          shortLinkId: id,
          clickedAt: new Date("2025-02-03T04:05:06.000Z"),
          userAgent: IPHONE,
          ipAddress: "203.0.113.77",
          referer: "https://www.facebook.com/groups/canton?fbclid=secret",
          country: "US",
          source: "canton-flyer",
        },
        {
          shortLinkId: id,
          clickedAt: new Date("2025-02-04T10:00:00.000Z"),
          userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
          ipAddress: "198.51.100.9",
          isBot: true,
        },
        // A referer a spreadsheet would run as a formula.
        {
          shortLinkId: id,
          clickedAt: new Date("2025-02-05T10:00:00.000Z"),
          referer: '=HYPERLINK("https://evil.example","x")',
          country: "-1+1",
        },
      ]);
    const response = await call(`/api/redirects/${id}/clicks.csv?days=all`, { headers: { Cookie: await asAdmin() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="clicks-export-me-all-time.csv"');
    const body = (await response.text()).replace(/^\uFEFF/, "");
    expect(body.split("\r\n")).toEqual([
      '"Time","Referrer host","Country","Device type","Source","Bot"',
      '"2025-02-03T04:05:06.000Z","www.facebook.com","US","mobile","canton-flyer","no"',
      '"2025-02-04T10:00:00.000Z","","","bot","","yes"',
      '"2025-02-05T10:00:00.000Z","\'=HYPERLINK(""https://evil.example"",""x"")","\'-1+1","desktop","","no"',
      "",
    ]);
    for (const personal of ["203.0.113.77", "198.51.100.9", "iPhone", "Googlebot", "fbclid"]) expect(body).not.toContain(personal);
  });

  it("refuses a window other than 7, 30, 90 or all with 400, and an unknown link with 404", async () => {
    const id = await newLink("/export-bad-window");
    const cookie = await asAdmin();
    for (const path of [`/api/redirects/${id}/clicks.csv?days=14`, `/api/redirects/${id}/analytics?days=365`]) {
      const response = await call(path, { headers: { Cookie: cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { days: ["Choose 7, 30 or 90 days, or all"] } });
    }
    expect((await call("/api/redirects/999999/clicks.csv?days=7", { headers: { Cookie: cookie } })).status).toBe(404);
    const empty = await call(`/api/redirects/${id}/clicks.csv`, { headers: { Cookie: cookie } });
    expect(empty.headers.get("Content-Disposition")).toBe('attachment; filename="clicks-export-bad-window-30-days.csv"');
    expect((await empty.text()).replace(/^\uFEFF/, "")).toBe('"Time","Referrer host","Country","Device type","Source","Bot"\r\n');
  });
});

describe("a suggested short path", () => {
  const suggest = async (toUrl?: string) => {
    const response = await (await adminApi()).redirects.suggestion.$get({ query: toUrl === undefined ? {} : { toUrl } });
    expect(response.status).toBe(200);
    return (await successBody(response)).fromPath;
  };

  it("takes the target's last words, adds a short suffix when another link has them, and avoids the site's own paths", async () => {
    expect(await suggest("https://example.org/events/Harbor-Cleanup-Day.html")).toBe("/harbor-cleanup-day");
    await newLink("/Harbor-Cleanup-Day/");
    expect(await suggest("https://example.org/events/Harbor-Cleanup-Day.html")).toMatch(/^\/harbor-cleanup-day-[a-z2-9]{3}$/);
    // /admin is the site's: never suggested as it is.
    expect(await suggest("https://example.org/admin")).toMatch(/^\/admin-[a-z2-9]{3}$/);
    expect(await suggest("https://www.eventbrite.com/")).toBe("/eventbrite");
  });

  it("gives a random readable path when the target has no words", async () => {
    expect(await suggest()).toMatch(/^\/[abcdefghjkmnpqrstuvwxyz23456789]{6}$/);
    expect(await suggest("https://192.168.0.1/")).toMatch(/^\/[a-z2-9]{6}$/);
  });
});
