// Points at a known distance and bearing from another (the spherical "direct" formula, on the
// same sphere as worker/shared/distance.ts), for tests that need cameras at measured distances.
import { EARTH_MEAN_RADIUS_M, type Point } from "../../../worker/shared/distance";

const FEET = 0.3048;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/** The point `feet` away from `from` along `bearing` degrees (0 north, 90 east). */
export function pointAt(from: Point, bearing: number, feet: number): Point {
  const angle = (feet * FEET) / EARTH_MEAN_RADIUS_M;
  const φ1 = rad(from.latitude);
  const θ = rad(bearing);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(angle) + Math.cos(φ1) * Math.sin(angle) * Math.cos(θ));
  const λ2 = rad(from.longitude) + Math.atan2(Math.sin(θ) * Math.sin(angle) * Math.cos(φ1), Math.cos(angle) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: deg(φ2), longitude: deg(λ2) };
}

/** A place in Canton, Baltimore (the sidewalk in front of 2909 O'Donnell St). */
export const CANTON: Point = { latitude: 39.27993, longitude: -76.57498 };
