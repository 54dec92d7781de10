// The incident drawing's projection and scale, a pasted point, and an incident's form values
// turned into the API's body: pure rules, by table.
import { describe, expect, it } from "vitest";

import { formatDay, formatFeet, formatWindow } from "../../../web/admin/sections/registry/format";
import { EMPTY_INCIDENT, toIncidentPayload } from "../../../web/admin/sections/registry/incident-payload";
import { drawingLayout, offsetFeet, scaleBarFeet } from "../../../web/admin/sections/registry/map-projection";
import { parsePoint } from "../../../web/admin/sections/registry/point";

const CENTER = { latitude: 39.2851, longitude: -76.5862 };

/** The great-circle distance (haversine, mean Earth radius 6,371,008.8 m), in feet: the drawing must agree with it. */
function haversineFeet(a: typeof CENTER, b: typeof CENTER) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return (2 * 6_371_008.8 * Math.asin(Math.sqrt(h))) / 0.3048;
}

describe("offsetFeet: east and north of the incident, in feet", () => {
  it.each([
    ["0.001° north", { latitude: 39.2861, longitude: -76.5862 }, 0, 364.81],
    ["0.001° east (shrunk by cos 39.29°)", { latitude: 39.2851, longitude: -76.5852 }, 282.37, 0],
    ["0.001° south-west", { latitude: 39.2841, longitude: -76.5872 }, -282.37, -364.81],
    ["the incident itself", CENTER, 0, 0],
  ])("%s", (_case, point, x, y) => {
    const offset = offsetFeet(CENTER, point);
    expect(offset.x).toBeCloseTo(x, 1);
    expect(offset.y).toBeCloseTo(y, 1);
  });

  it("agrees with the great-circle distance within an inch at the edge of a 150 ft radius", () => {
    // 149 ft and 151 ft away, in four directions: the drawing puts them inside and outside the circle.
    for (const feet of [149, 151]) {
      for (const [east, north] of [
        [1, 0],
        [0, 1],
        [-0.6, 0.8],
        [0.6, -0.8],
      ] as const) {
        const point = {
          latitude: CENTER.latitude + (north * feet) / 364_813.26,
          longitude: CENTER.longitude + (east * feet) / (364_813.26 * Math.cos((CENTER.latitude * Math.PI) / 180)),
        };
        const { x, y } = offsetFeet(CENTER, point);
        expect(Math.hypot(x, y)).toBeCloseTo(feet, 1);
        expect(Math.abs(Math.hypot(x, y) - haversineFeet(CENTER, point))).toBeLessThan(1 / 12);
      }
    }
  });
});

describe("the drawing's scale", () => {
  it.each([
    [150, 50],
    [100, 50],
    [300, 100],
    [1000, 500],
    [20, 10],
    [5, 5],
  ])("a %i ft radius gets a %i ft scale bar", (radius, bar) => {
    expect(scaleBarFeet(radius)).toBe(bar);
  });

  it("fits the radius inside the margin, with north up and east to the right", () => {
    const { scale, place } = drawingLayout(150, 320, 36);
    expect(scale).toBeCloseTo(124 / 150, 6);
    expect(place({ x: 0, y: 0 })).toEqual({ cx: 160, cy: 160 });
    expect(place({ x: 150, y: 0 })).toEqual({ cx: 284, cy: 160 });
    const north = place({ x: 0, y: 150 });
    expect(north.cx).toBe(160);
    expect(north.cy).toBeCloseTo(36, 6);
  });
});

describe("parsePoint: a point pasted from a map", () => {
  it.each(["39.2851, -76.5862", "39.2851,-76.5862", "  39.2851 -76.5862 ", "(39.2851, -76.5862)", "+39.2851,   -76.5862"])(
    "reads %j",
    (text) => {
      expect(parsePoint(text)).toEqual({ point: { latitude: 39.2851, longitude: -76.5862 } });
    },
  );

  it.each([
    ["", "Enter a latitude and a longitude, e.g. 39.2851, -76.5862"],
    ["39.2851", "Enter a latitude and a longitude, e.g. 39.2851, -76.5862"],
    ["39.2851; -76.5862", "Enter a latitude and a longitude, e.g. 39.2851, -76.5862"],
    ["north, west", "Enter a latitude and a longitude, e.g. 39.2851, -76.5862"],
    ["91, -76.5862", "Latitude must be between -90 and 90"],
    ["39.2851, -181", "Longitude must be between -180 and 180"],
  ])("refuses %j", (text, error) => {
    expect(parsePoint(text)).toEqual({ error });
  });
});

describe("an incident's readable times and distances", () => {
  it.each([
    ["22:00", "02:00", "10:00 PM – 2:00 AM (next day)"],
    ["09:30", "11:00", "9:30 AM – 11:00 AM"],
    ["00:00", "23:59", "12:00 AM – 11:59 PM"],
  ])("%s–%s reads %j", (start, end, text) => {
    expect(formatWindow(start, end)).toBe(text);
  });

  it("names the day as it was given, whatever the reader's zone", () => {
    expect(formatDay("2026-03-08")).toBe("Sun, Mar 8, 2026");
    expect(formatDay("2026-11-01")).toBe("Sun, Nov 1, 2026");
  });

  it.each([
    [87.4, "87 ft"],
    [149.5, "150 ft"],
    [1234.2, "1,234 ft"],
  ])("%f feet read %j", (feet, text) => {
    expect(formatFeet(feet)).toBe(text);
  });
});

describe("toIncidentPayload: a place is an address, a point, or both", () => {
  const base = {
    ...EMPTY_INCIDENT,
    caseReference: " BPD-1 ",
    occurredOn: "2026-03-08",
    windowStart: "22:00",
    windowEnd: "02:00",
    footageSought: "Bikes",
  };

  it.each([
    ["an address", { address: "2601 E Pratt St" }, { address: "2601 E Pratt St" }],
    ["a point", { point: "39.2851, -76.5862" }, { latitude: 39.2851, longitude: -76.5862 }],
    [
      "both (the address kept beside the point)",
      { address: "2601 E Pratt St", point: "39.2851, -76.5862" },
      { address: "2601 E Pratt St", latitude: 39.2851, longitude: -76.5862 },
    ],
  ])("sends %s", (_case, place, sent) => {
    expect(toIncidentPayload({ ...base, ...place })).toEqual({
      payload: {
        caseReference: "BPD-1",
        occurredOn: "2026-03-08",
        windowStart: "22:00",
        windowEnd: "02:00",
        footageSought: "Bikes",
        keepFootageDays: 30,
        ...sent,
      },
    });
  });

  it.each([
    ["neither", {}, { field: "address", message: "Give an address or a latitude, longitude" }],
    [
      "a point that is not one",
      { point: "39.2851" },
      { field: "point", message: "Enter a latitude and a longitude, e.g. 39.2851, -76.5862" },
    ],
  ])("names the place field when given %s", (_case, place, error) => {
    expect(toIncidentPayload({ ...base, ...place })).toEqual(error);
  });

  it("leaves out an emptied keep-footage field, so the API's default applies", () => {
    const checked = toIncidentPayload({ ...base, address: "2601 E Pratt St", keepFootageDays: " " });
    expect("payload" in checked && "keepFootageDays" in checked.payload).toBe(false);
  });
});
