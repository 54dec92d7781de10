// Characters that stored text and addresses must not carry. A control character breaks a
// header (a 500 on every visit) or a line-based feed (a line of its own in /calendar.ics), and
// XML 1.0 forbids most of them outright, so one bad character would break the whole RSS feed.
// Checked by code point rather than by regular expression, so each range reads as numbers.

/** C0 controls (U+0000-U+001F: tab, LF and CR included) and DEL (U+007F). */
const isControl = (code: number) => code <= 0x1f || code === 0x7f;

/** The code points XML 1.0 allows (its `Char` production); a lone surrogate is not one. */
const isXmlChar = (code: number) =>
  code === 0x09 ||
  code === 0x0a ||
  code === 0x0d ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Code points, with a lone surrogate as one of its own (as `for...of` reads a string). */
const codePoints = (value: string) => Array.from(value, (char) => char.codePointAt(0) ?? 0);

export function hasControlCharacter(value: string): boolean {
  return codePoints(value).some(isControl);
}

export function withoutControlCharacters(value: string): string {
  return Array.from(value)
    .filter((char) => !isControl(char.codePointAt(0) ?? 0))
    .join("");
}

/**
 * Text an admin may store: everything XML can carry except controls other than tab, LF and CR
 * (so no C0 control such as U+0001, no DEL, no U+FFFE or U+FFFF, no lone surrogate).
 */
export function isStorableText(value: string): boolean {
  return codePoints(value).every((code) => isXmlChar(code) && code !== 0x7f);
}

/** The text without the code points XML 1.0 forbids. */
export function xmlChars(value: string): string {
  return Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join("");
}

/** Anything a mail or HTTP header could read as a line end: C0, DEL, C1 (NEL among them), U+2028 and U+2029. */
const breaksHeaderLine = (code: number) => isControl(code) || (code >= 0x80 && code <= 0x9f) || code === 0x2028 || code === 0x2029;

export function headerBreaksAsSpaces(value: string): string {
  return Array.from(value, (char) => (breaksHeaderLine(char.codePointAt(0) ?? 0) ? " " : char)).join("");
}
