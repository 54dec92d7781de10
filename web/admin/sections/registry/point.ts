// A point as staff paste it from any map ("39.2851, -76.5862"), read into the API's
// `{ latitude, longitude }`: checked here so a typo is named before anything is sent.
import { REGISTRY_TEXT } from "../../texts";

export interface Point {
  latitude: number;
  longitude: number;
}

// Two decimal numbers, separated by a comma and/or spaces, optionally in parentheses.
const PAIR = /^\(?\s*([+-]?\d+(?:\.\d+)?)\s*(?:,\s*|\s+)([+-]?\d+(?:\.\d+)?)\s*\)?$/;

/** The point, or the message saying what is wrong with the text. */
export function parsePoint(text: string): { point: Point } | { error: string } {
  const match = PAIR.exec(text.trim());
  if (!match) return { error: REGISTRY_TEXT.pointFormat };
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90) return { error: REGISTRY_TEXT.latitudeRange };
  if (Math.abs(longitude) > 180) return { error: REGISTRY_TEXT.longitudeRange };
  return { point: { latitude, longitude } };
}

/** "39.28510, -76.58620": five decimals are about 4 ft, finer than any address. */
export const formatPoint = ({ latitude, longitude }: Point) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
