// One reader for every body a route takes as a form (docs/decisions/0034-bad-input.md): the
// owners' pages under /registry and the media upload. A body that is not a form, or one that
// cannot be read as one (multipart without its boundary, or cut short), is the sender's mistake:
// the route answers 400 in its own voice, never a 500.
import type { Context, MiddlewareHandler } from "hono";

import { ERROR_TEXTS } from "../shared/errors";

const FORM_MEDIA_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/**
 * The form's fields, or undefined when the body is not a form that can be read. Read once: a
 * validator after this one (hono's `validator("form")`) takes the same parsed form.
 */
export async function readForm(c: Context): Promise<FormData | undefined> {
  if (!FORM_MEDIA_TYPES.has(mediaTypeOf(c.req.header("Content-Type")))) return undefined;
  try {
    return await c.req.formData();
  } catch {
    return undefined;
  }
}

/** A text form's fields (a file field as ""), or why it cannot be read: no form at all, or not UTF-8 text. */
export type TextForm = { fields: Record<string, string> } | { refused: "unreadable" | "not-text" };

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * A urlencoded form's name or value, read as the URL standard reads it ("+" a space, "%XX" a
 * byte) but refusing bytes that are not UTF-8 (`%ED%A0%80`, half of a surrogate pair) instead of
 * storing U+FFFD in their place.
 */
function formComponent(text: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; ) {
    const escaped = text[i] === "%" && /^[\da-f]{2}$/i.test(text.slice(i + 1, i + 3));
    if (escaped) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      bytes.push(...encoder.encode(char === "+" ? " " : char));
      i += char.length;
    }
  }
  return strictUtf8.decode(new Uint8Array(bytes));
}

const urlEncodedFields = (body: string) =>
  Object.fromEntries(
    body
      .split("&")
      .filter((pair) => pair.length > 0)
      .map((pair) => {
        const at = pair.indexOf("=");
        return at < 0 ? [formComponent(pair), ""] : [formComponent(pair.slice(0, at)), formComponent(pair.slice(at + 1))];
      }),
  );

/**
 * The fields of a form of text (the owners' pages, /your-data): the body must be UTF-8 and so must
 * every escaped byte in it; anything else is refused rather than stored with replacement
 * characters (decision 0034). A multipart body with a binary file is not such a form.
 */
export async function readFormText(c: Context): Promise<TextForm> {
  const contentType = c.req.header("Content-Type") ?? "";
  const mediaType = mediaTypeOf(contentType);
  if (!FORM_MEDIA_TYPES.has(mediaType)) return { refused: "unreadable" };
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.arrayBuffer();
  } catch {
    return { refused: "unreadable" };
  }
  try {
    const text = strictUtf8.decode(bytes);
    if (mediaType === "application/x-www-form-urlencoded") return { fields: urlEncodedFields(text) };
  } catch {
    return { refused: "not-text" };
  }
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return { fields: Object.fromEntries(Array.from(form, ([name, value]) => [name, typeof value === "string" ? value : ""])) };
  } catch {
    return { refused: "unreadable" };
  }
}

/** For the API: a body that is no readable form answers 400 with R7's shape. */
export const requireForm: MiddlewareHandler = async (c, next) =>
  (await readForm(c)) ? next() : c.json({ message: ERROR_TEXTS.malformedForm }, 400);
