import type { Context } from "hono";

import type { AppEnv } from "../env";
import { TURNSTILE_FAILED_MESSAGE, turnstileEnabled, verifyTurnstile } from "./turnstile";

interface BotCheck {
  website?: string;
  turnstileToken?: string;
}

/**
 * What a public form's submission must pass besides its own rules. A filled honeypot is
 * answered as if stored and dropped ("silently"); a failed Turnstile check is refused.
 * Answers the response to send instead of storing, or null to go on.
 */
export async function screenSubmission(c: Context<AppEnv>, { website, turnstileToken }: BotCheck): Promise<Response | null> {
  if (website) return c.json({ id: 0 }, 201);
  const secret = c.env.TURNSTILE_SECRET_KEY;
  if (
    secret &&
    turnstileEnabled(c.env) &&
    !(await verifyTurnstile(secret, turnstileToken, c.req.header("CF-Connecting-IP") ?? "unknown"))
  ) {
    return c.json({ message: TURNSTILE_FAILED_MESSAGE, errors: { turnstileToken: [TURNSTILE_FAILED_MESSAGE] } }, 400);
  }
  return null;
}
