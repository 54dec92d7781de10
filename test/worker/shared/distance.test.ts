// The incident search's geometry: the great-circle distance against published values, points
// just inside and just outside 150 ft in several directions, and a box that never misses one.
import { describe, expect, it } from "vitest";

import { boundingBox, centralAngle, distanceFeet, EARTH_MEAN_RADIUS_M, insideBox, type Point } from "../../../worker/shared/distance";
import { INCIDENT_RADIUS_FEET } from "../../../worker/shared/registry";
import { CANTON, pointAt } from "../registry/points";

const dms = (degrees: number, minutes: number, seconds: number) => Math.sign(degrees) * (Math.abs(degrees) + minutes / 60 + seconds / 3600);

describe("the great-circle distance", () => {
  it.each([
    // Rosetta Code, "Haversine formula": Nashville (BNA) to Los Angeles (LAX) on a sphere of
    // 6372.8 km is 2887.2599506071106 km (compared to the millimetre). The angle does not depend on the radius.
    {
      name: "BNA to LAX (Rosetta Code)",
      a: { latitude: 36.12, longitude: -86.67 },
      b: { latitude: 33.94, longitude: -118.4 },
      metres: 2_887_259.950607,
      radius: 6_372_800,
      tolerance: 0.001,
    },
    // One degree of a meridian on the mean sphere: 2πR/360.
    {
      name: "one degree of latitude",
      a: { latitude: 39, longitude: -76.6 },
      b: { latitude: 40, longitude: -76.6 },
      metres: (2 * Math.PI * EARTH_MEAN_RADIUS_M) / 360,
      radius: EARTH_MEAN_RADIUS_M,
      tolerance: 0.001,
    },
  ])("matches the published value: $name", ({ a, b, metres, radius, tolerance }) => {
    expect(Math.abs(centralAngle(a, b) * radius - metres)).toBeLessThan(tolerance);
  });

  it("is within 0.5% of the ellipsoid's answer (Vincenty's Flinders Peak to Buninyong, 54 972.271 m, Geoscience Australia)", () => {
    const flindersPeak = { latitude: dms(-37, 57, 3.7203), longitude: dms(144, 25, 29.5244) };
    const buninyong = { latitude: dms(-37, 39, 10.1561), longitude: dms(143, 55, 35.3839) };
    const metres = distanceFeet(flindersPeak, buninyong) * 0.3048;
    expect(Math.abs(metres - 54_972.271) / 54_972.271).toBeLessThan(0.005);
  });

  it("is zero from a point to itself, and the same both ways", () => {
    const other = { latitude: 39.2904, longitude: -76.6122 };
    expect(distanceFeet(CANTON, CANTON)).toBe(0);
    expect(distanceFeet(CANTON, other)).toBeCloseTo(distanceFeet(other, CANTON), 9);
  });
});

const BEARINGS = [0, 45, 90, 135, 180, 225, 270, 315];

describe("points near the 150 ft radius at Baltimore's latitude", () => {
  it("a point due north 149 ft away is 149 ft away (one minute of arc is R·π/10800)", () => {
    // Along a meridian the angle is the latitude difference: no formula of ours is involved.
    const north = { latitude: CANTON.latitude + (149 * 0.3048 * 180) / (Math.PI * EARTH_MEAN_RADIUS_M), longitude: CANTON.longitude };
    expect(distanceFeet(CANTON, north)).toBeCloseTo(149, 6);
  });

  it.each(BEARINGS)("at bearing %i°, 149 ft is inside and 151 ft outside", (bearing) => {
    const inside = pointAt(CANTON, bearing, 149);
    const outside = pointAt(CANTON, bearing, 151);
    expect(distanceFeet(CANTON, inside)).toBeCloseTo(149, 3);
    expect(distanceFeet(CANTON, outside)).toBeCloseTo(151, 3);
    expect(distanceFeet(CANTON, inside) <= INCIDENT_RADIUS_FEET).toBe(true);
    expect(distanceFeet(CANTON, outside) <= INCIDENT_RADIUS_FEET).toBe(false);
  });

  it("an east-west step of 150 ft is wider in degrees than a north-south one (cos 39.28° ≈ 0.774)", () => {
    const east = pointAt(CANTON, 90, 150);
    const north = pointAt(CANTON, 0, 150);
    const ratio = (north.latitude - CANTON.latitude) / (east.longitude - CANTON.longitude);
    expect(ratio).toBeCloseTo(Math.cos((CANTON.latitude * Math.PI) / 180), 4);
  });
});

describe("the bounding box", () => {
  const box = boundingBox(CANTON, INCIDENT_RADIUS_FEET);

  it("holds every point within the radius, at the edge in every direction", () => {
    for (let bearing = 0; bearing < 360; bearing += 5) {
      expect(insideBox(box, pointAt(CANTON, bearing, INCIDENT_RADIUS_FEET))).toBe(true);
      expect(insideBox(box, pointAt(CANTON, bearing, 149.99))).toBe(true);
    }
  });

  it("is only slightly generous: points 152 ft away along the axes are outside it", () => {
    for (const bearing of [0, 90, 180, 270]) expect(insideBox(box, pointAt(CANTON, bearing, 152))).toBe(false);
    // A corner of the box is further than the radius: there the exact distance decides.
    const corner: Point = { latitude: box.maxLatitude, longitude: box.maxLongitude };
    expect(distanceFeet(CANTON, corner)).toBeGreaterThan(INCIDENT_RADIUS_FEET);
  });

  it("near a pole takes every longitude, and stays within the globe", () => {
    const polar = boundingBox({ latitude: 89.99999, longitude: 10 }, 1000);
    expect(polar).toMatchObject({ maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
  });
});
