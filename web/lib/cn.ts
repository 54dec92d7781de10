import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components take extra classes that add to their own, never ones that
 * contradict them (variants are props), so no class-merging library is shipped.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
