// Cloudflare Turnstile, when a deployer configures it (site key at build, secret in the
// Worker): a form's token is verified server-side, and a failed or unreachable check refuses
// the submission (fails closed). Unconfigured, nothing happens.
import type { Env } from "../env";
import { logError } from "../log";
import { THIRD_PARTIES } from "../shared/third-parties";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const TURNSTILE_FAILED_MESSAGE = "Please complete the verification check and try again.";

export function turnstileEnabled(env: Pick<Env, "TURNSTILE_SECRET_KEY">, siteKey = THIRD_PARTIES.turnstileSiteKey): boolean {
  return Boolean(env.TURNSTILE_SECRET_KEY && siteKey);
}

export async function verifyTurnstile(secret: string, token: string | undefined, remoteIp: string): Promise<boolean> {
  if (!token) return false;
  try {
    const body = new FormData();
    body.set("secret", secret);
    body.set("response", token);
    if (remoteIp !== "unknown") body.set("remoteip", remoteIp);
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body });
    if (!response.ok) return false;
    return ((await response.json()) as { success?: boolean }).success === true;
  } catch (error) {
    logError("turnstile", error);
    return false;
  }
}
