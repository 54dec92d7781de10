// Reading a page's address (its search params) without a schema library: route definitions
// are not code-split, so whatever validates an address ships with every page. Anything
// missing or unreadable becomes undefined, and the caller picks the default.

/** A short text, trimmed; undefined when absent, empty or too long. */
export function textParam(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

export function oneOfParam<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === "string" && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A whole number within a range (the router reads `?n=3` as the number 3). */
export function intParam(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** A positive, finite number. */
export function positiveParam(value: unknown): number | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

export function flagParam(value: unknown): boolean | undefined {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  return undefined;
}

/** The `calculated=1` marker the planning tools put in a result's address. */
export function calculatedParam(value: unknown): 1 | undefined {
  return value === 1 || value === "1" ? 1 : undefined;
}

export type RawSearch = Record<string, string | number | boolean | undefined>;

/**
 * Keeps an address's plain values (bounded) and nothing else. Screens whose rules must not
 * ship with every page (the planning tools, the dashboard) take this as their route's reader
 * and interpret the values inside their own, code-split component.
 */
export function rawSearch(raw: Record<string, unknown>): RawSearch {
  const kept: RawSearch = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "number" || typeof value === "boolean") kept[key] = value;
    else if (typeof value === "string" && value.length <= 2000) kept[key] = value;
  }
  return kept;
}

/** The search without the values equal to their defaults, so a default page has a plain address. */
export function withoutDefaults<T extends object>(search: T, defaults: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(search).filter(([key, value]) => value !== undefined && value !== (defaults as Record<string, unknown>)[key]),
  ) as Partial<T>;
}
