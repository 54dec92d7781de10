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

/** C1 controls (U+0080-U+009F): NEL (U+0085) among them ends a line for some readers. */
const isC1Control = (code: number) => code >= 0x80 && code <= 0x9f;

/**
 * The explicit direction controls: embeddings and overrides (U+202A-U+202E) and isolates
 * (U+2066-U+2069). U+202E turns the rest of a line around, so a name or a file name in an email,
 * the CSV or the dashboard reads other than it is. The marks U+200E and U+200F, which right-to-left
 * text needs, are not among them.
 */
const isDirectionControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/** Noncharacters: U+FDD0-U+FDEF and the last two code points of every plane (U+FFFE, U+1FFFF, ...). */
const isNoncharacter = (code: number) => (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;

/** The message for text that breaks the rule below, public form or dashboard alike. */
export const STORABLE_TEXT_MESSAGE = "Remove the control characters from this text";

/**
 * The one rule for every text a person types that the site stores, public or admin
 * (docs/decisions/0010, 0034): everything XML can carry except controls other than tab, LF and
 * CR. So no C0 control such as NUL or U+0001, no DEL, no C1 control, no lone surrogate, no
 * noncharacter, and no direction override such as U+202E.
 */
export function isStorableText(value: string): boolean {
  return codePoints(value).every(
    (code) => isXmlChar(code) && code !== 0x7f && !isC1Control(code) && !isDirectionControl(code) && !isNoncharacter(code),
  );
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
