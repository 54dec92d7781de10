// Goals and where leads come from (R22): a contact form sent and a camera registered are goals the
// Worker counts where they are stored, each joined on the day's visitor hash to the visit that
// sent it, whose source is written onto the record; a short link followed into the site is a
// goal and begins a visit with its source; the tools and the phone are goals from the beacon.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { analyticsEvents, analyticsVisits, cameraRegistrations, contactSubmissions, shortLinks } from "../../../worker/db/schema";
import { describeVisitSource } from "../../../worker/shared/analytics";
import { call, db, everyTable, freshClientIp, postJson } from "../helpers";
import { VALID_CAMERA, VALID_CONTACT } from "../fixtures";
import { eventually } from "../outbox/helpers";
import { NO_SOURCE } from "./helpers";

const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

const client = () => ({ "CF-Connecting-IP": freshClientIp(), "User-Agent": SAFARI });

const goalsNamed = (goal: string) => db().select().from(analyticsEvents).where(eq(analyticsEvents.name, goal));

describe("a lead", () => {
  it("records the source of the visit that sent it: campaign, referrer and landing page", async () => {
    const headers = client();
    await call("/services?utm_source=facebook&utm_medium=social&utm_campaign=fall-cameras", {
      headers: { ...headers, Referer: "https://m.facebook.com/" },
    });
    await eventually(
      () => db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, "fall-cameras")),
      (rows) => rows.length === 1,
    );
    const sent = await postJson("/api/contact", VALID_CONTACT, { headers: { ...headers, Referer: "http://localhost/contact" } });
    expect(sent.status).toBe(201);
    const { id } = await sent.json<{ id: number }>();

    const [lead] = await eventually(
      () => db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)),
      (rows) => rows[0]?.visitSource != null,
    );
    expect(lead!.visitSource).toEqual({
      source: "facebook",
      referrer: "m.facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "fall-cameras",
      shortLink: null,
      qrSource: null,
      entryPage: "/services",
    });
    expect(describeVisitSource(lead!.visitSource)).toBe(
      "facebook, campaign social / fall-cameras, from m.facebook.com, landed on /services",
    );
    const [visit] = await db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, "fall-cameras"));
    expect((await goalsNamed("contact")).some((event) => event.visitId === visit!.id)).toBe(true);
  });

  it("from a browser that asked not to be tracked has no source, and its goal is still counted", async () => {
    const headers = { ...client(), "Sec-GPC": "1" };
    const before = (await goalsNamed("contact")).length;
    const sent = await postJson("/api/contact", VALID_CONTACT, { headers });
    const { id } = await sent.json<{ id: number }>();
    await eventually(
      () => goalsNamed("contact"),
      (rows) => rows.length === before + 1,
    );
    const [lead] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(lead!.visitSource).toEqual({ ...NO_SOURCE, source: "Direct / None" });
  });
});

describe("a camera registration", () => {
  it("records the source of its visit too: a printed QR code's short link", async () => {
    await db().insert(shortLinks).values({ fromPath: "/register-flyer", toUrl: "/camera-registration?utm_campaign=porch-flyers" });
    // A user agent of this test's own, to find wherever it is stored.
    const headers = { ...client(), "User-Agent": `${SAFARI} Flyer/${crypto.randomUUID().slice(0, 8)}` };
    const followed = await call("/register-flyer?src=porch", { headers, redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("http://localhost/camera-registration?utm_campaign=porch-flyers&src=porch");
    await call("/camera-registration?utm_campaign=porch-flyers&src=porch", { headers });
    await eventually(
      () => db().select().from(analyticsVisits).where(eq(analyticsVisits.shortLink, "/register-flyer")),
      (rows) => rows[0]?.entryPage === "/camera-registration",
    );
    const stored = await postJson("/api/register-camera", VALID_CAMERA, {
      headers: { ...headers, Referer: "http://localhost/camera-registration" },
    });
    expect(stored.status).toBe(201);
    const { id } = await stored.json<{ id: number }>();
    const [registration] = await eventually(
      () => db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)),
      (rows) => rows[0]?.visitSource != null,
    );
    expect(registration!.visitSource).toMatchObject({
      source: "QR code /register-flyer (porch)",
      shortLink: "/register-flyer",
      qrSource: "porch",
      utmCampaign: "porch-flyers",
      entryPage: "/camera-registration",
    });
    const [visit] = await db().select().from(analyticsVisits).where(eq(analyticsVisits.shortLink, "/register-flyer"));
    const goals = await db().select().from(analyticsEvents).where(eq(analyticsEvents.visitId, visit!.id));
    expect(goals.filter((event) => event.kind === "goal").map((event) => event.name)).toEqual(["short-link", "registration"]);

    // The click row keeps the address and user agent (R8) and is the only record that does (R22).
    const { redirect_clicks: clicks, ...others } = await everyTable();
    expect(clicks).toContain(headers["CF-Connecting-IP"]);
    expect(clicks).toContain(headers["User-Agent"]);
    expect(Object.keys(others)).toEqual(expect.arrayContaining(["analytics_visits", "analytics_events", "camera_registrations"]));
    for (const [table, rows] of Object.entries(others)) {
      expect(rows, table).not.toContain(headers["CF-Connecting-IP"]);
      expect(rows, table).not.toContain(headers["User-Agent"].split(" Flyer/")[1]);
    }
  });

  it("a short link to another site is no goal of this one", async () => {
    await db().insert(shortLinks).values({ fromPath: "/elsewhere", toUrl: "https://example.org/page" });
    const before = (await goalsNamed("short-link")).length;
    expect((await call("/elsewhere", { headers: client(), redirect: "manual" })).status).toBe(302);
    const marker = `m${crypto.randomUUID().slice(0, 6)}`;
    await call(`/about?utm_campaign=${marker}`, { headers: client() });
    await eventually(
      () => db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, marker)),
      (rows) => rows.length === 1,
    );
    expect((await goalsNamed("short-link")).length).toBe(before);
  });
});

describe("the beacon's goals", () => {
  it("count a planning tool's results and the phone number tapped, on the page they happened", async () => {
    const headers = { ...client(), "Content-Type": "application/json", Origin: "http://localhost" };
    for (const [goal, path] of [
      ["cost-estimator", "/cost-estimator"],
      ["coverage-calculator", "/coverage-calculator"],
      ["security-assessment", "/security-assessment"],
      ["phone", "/contact"],
    ]) {
      const sent = await call("/api/analytics/events", { method: "POST", headers, body: JSON.stringify({ kind: "goal", goal, path }) });
      expect(sent.status).toBe(204);
      await eventually(
        () => goalsNamed(goal!),
        (rows) => rows.length > 0,
      );
    }
  });
});
