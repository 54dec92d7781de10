// One reader for every body a route takes as a form (docs/decisions/0034-bad-input.md): the
// owners' pages under /registry and the media upload. A body that is not a form, or one that
// cannot be read as one (multipart without its boundary, or cut short), is the sender's mistake:
// the route answers 400 in its own voice, never a 500.
import type { Context, MiddlewareHandler } from "hono";

import { ERROR_MESSAGES } from "../shared/errors";

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

/** The form's fields as text (a file field as ""), or undefined when the body is not a form that can be read. */
export async function readFormText(c: Context): Promise<Record<string, string> | undefined> {
  const form = await readForm(c);
  return form && Object.fromEntries(Array.from(form, ([name, value]) => [name, typeof value === "string" ? value : ""]));
}

/** For the API: a body that is no readable form answers 400 with R7's shape. */
export const requireForm: MiddlewareHandler = async (c, next) =>
  (await readForm(c)) ? next() : c.json({ message: ERROR_MESSAGES.malformedForm }, 400);
