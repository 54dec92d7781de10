// The incident drawing's maths: each camera's offset from the incident in feet (an
// equirectangular projection around the incident, exact enough over a few hundred feet), and
// the scale that fits the radius circle into the drawing.

/** The Earth's mean radius (IUGG), in feet. */
export const EARTH_RADIUS_FEET = 6_371_008.8 / 0.3048;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** East (x) and north (y) of `center`, in feet. */
export function offsetFeet(
  center: { latitude: number; longitude: number },
  point: { latitude: number; longitude: number },
): { x: number; y: number } {
  return {
    x: radians(point.longitude - center.longitude) * Math.cos(radians(center.latitude)) * EARTH_RADIUS_FEET,
    y: radians(point.latitude - center.latitude) * EARTH_RADIUS_FEET,
  };
}

/** Scale bar lengths a reader takes in at a glance. */
const ROUND_FEET = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];

/** The longest round length no more than half the radius (150 ft gives 50 ft). */
export function scaleBarFeet(radiusFeet: number): number {
  return ROUND_FEET.filter((feet) => feet <= radiusFeet / 2).at(-1) ?? ROUND_FEET[0]!;
}

export interface DrawingLayout {
  /** Width and height of the square drawing, in SVG units. */
  size: number;
  /** SVG units per foot. */
  scale: number;
  /** Where a point `offset` feet from the incident is drawn (SVG's y grows downwards, north is up). */
  place: (offset: { x: number; y: number }) => { cx: number; cy: number };
}

/** A square drawing of `size` units whose radius circle stops `margin` units short of its edge. */
export function drawingLayout(radiusFeet: number, size: number, margin: number): DrawingLayout {
  const scale = (size / 2 - margin) / radiusFeet;
  return {
    size,
    scale,
    place: ({ x, y }) => ({ cx: size / 2 + x * scale, cy: size / 2 - y * scale }),
  };
}
