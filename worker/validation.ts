// One validation hook for every route: a failing input answers 400 with the first failing
// rule's message and every field's messages (R7). The schemas, with the spec's messages,
// live in worker/shared/ and are the same ones the forms use.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

import type { ApiError } from "./shared/errors";

/** The issues of a failed parse (zod 4's $ZodError, whichever build of zod produced it). */
interface FailedParse {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function toApiError(error: FailedParse): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid input", errors };
}

export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(toApiError(result.error), 400);
  });
