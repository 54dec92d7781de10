/**
 * A value made when it is first needed, then kept. For Intl formatters above all: building one
 * loads locale and time zone data (tens of milliseconds on a phone), which at a module's top
 * level runs while every page that loads the module starts, whether it formats anything or not
 * (docs/decisions/0029-scripts-after-first-paint.md).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
