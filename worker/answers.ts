// The error answers the API's routes share, in the one shape every error answer has (R7,
// worker/shared/errors.ts); a field's own message is `fieldError` there.
import type { Context } from "hono";

import { ERROR_TEXTS } from "./shared/errors";

/** The record the address names does not exist, or no longer does. */
export const notFound = (c: Context) => c.json({ message: ERROR_TEXTS.notFound }, 404);
