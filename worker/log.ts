// Logs carry what an operator needs to find a fault and nothing about a person: no emails,
// phone numbers, IP addresses, session ids, codes or tokens.
const PERSONAL_DATA = [
  /[^\s@"'<>]+@[^\s@"'<>]+/g, // emails
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/g, // IPv4
  /\b[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}\b/gi, // IPv6
  /\+?\d[\d\s().-]{6,}\d/g, // phone numbers and other long digit runs
  /\b[A-Za-z0-9_-]{20,}\b/g, // ids, codes and tokens
];

export function scrub(text: string): string {
  return PERSONAL_DATA.reduce((out, pattern) => out.replace(pattern, "[redacted]"), text).slice(0, 300);
}

/** The fields every log line has; a context names its own (`messageId`, never `message`). */
type LineField = "level" | "where" | "error" | "message";
type LogContext = Record<string, string | number> & Partial<Record<LineField, never>>;

export function logError(where: string, error: unknown, context: LogContext = {}) {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? scrub(error.message) : undefined;
  // The line's own fields last, so no context can write over the reason.
  console.error(JSON.stringify({ ...context, level: "error", where, error: name, message }));
}

/** Something left out or worked around: what an operator needs to find it, never a person's data. */
export function logWarning(where: string, message: string, context: LogContext = {}) {
  console.warn(JSON.stringify({ ...context, level: "warn", where, message: scrub(message) }));
}

/** Why a request was refused before it could act (ASVS 16.3): a missing session, a missing right, another site's request. */
export type RefusalReason = "no session" | "not staff" | "not permitted" | "undeclared route" | "cross-site";

/**
 * One line for each refused authorisation and each refused cross-site write: the method, the path
 * (each segment scrubbed: ids stay, tokens and addresses go) and why, never who asked or from where.
 */
export function logRefusal(reason: RefusalReason, request: { method: string; path: string; status: 401 | 403 }) {
  console.warn(
    JSON.stringify({
      level: "warn",
      where: "access",
      method: request.method,
      path: request.path.split("/").map(scrub).join("/"),
      status: request.status,
      message: reason,
    }),
  );
}
