// Distances between points on the map, for the incident search (R14): a bounding box narrows the
// candidates with the indexed latitude and longitude columns, then the great-circle distance
// decides. The box is a little larger than the circle, so only the exact distance judges a point
// near the edge of the radius.

/** The Earth's mean radius (IUGG R1), in metres: the sphere the haversine formula measures on. */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

/** The international foot. */
const METRES_PER_FOOT = 0.3048;

/** How much larger than the circle the box is (0.5%): the box only narrows, the distance decides. */
const BOX_MARGIN = 1.005;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The angle between two points seen from the Earth's centre, in radians (the haversine formula). */
export function centralAngle(a: Point, b: Point): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  // min() keeps rounding from pushing the argument past 1 for points on opposite sides of the Earth.
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The great-circle distance between two points, in feet. */
export function distanceFeet(a: Point, b: Point): number {
  return (centralAngle(a, b) * EARTH_MEAN_RADIUS_M) / METRES_PER_FOOT;
}

/**
 * The latitudes and longitudes that hold every point within `radiusFeet` of `center`. The
 * widest longitude of a circle on a sphere is asin(sin r / cos latitude), reached north of the
 * center's parallel; near a pole (or for a circle reaching over it) every longitude is in. The
 * box does not wrap at the antimeridian: Maryland is far from it.
 */
export function boundingBox(center: Point, radiusFeet: number): BoundingBox {
  const angle = ((radiusFeet * METRES_PER_FOOT) / EARTH_MEAN_RADIUS_M) * BOX_MARGIN;
  const latitudeSpan = degrees(angle);
  const minLatitude = Math.max(-90, center.latitude - latitudeSpan);
  const maxLatitude = Math.min(90, center.latitude + latitudeSpan);
  const ratio = Math.sin(angle) / Math.cos(radians(center.latitude));
  if (ratio >= 1 || minLatitude === -90 || maxLatitude === 90) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  const longitudeSpan = degrees(Math.asin(ratio));
  return {
    minLatitude,
    maxLatitude,
    minLongitude: Math.max(-180, center.longitude - longitudeSpan),
    maxLongitude: Math.min(180, center.longitude + longitudeSpan),
  };
}

export const insideBox = (box: BoundingBox, point: Point) =>
  point.latitude >= box.minLatitude &&
  point.latitude <= box.maxLatitude &&
  point.longitude >= box.minLongitude &&
  point.longitude <= box.maxLongitude;
