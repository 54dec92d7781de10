// An invitation's link (R25): a random token only the email carries; the database keeps its
// SHA-256. The link starts a sign-in that carries the token to the callback.
import { randomId } from "../middleware/cookies";
import { tokenHashOf } from "../security/token-hash";

export async function newInvitationLink(origin: string): Promise<{ url: string; tokenHash: string }> {
  const token = randomId();
  const url = new URL("/api/login", origin);
  url.searchParams.set("invitation", token);
  url.searchParams.set("returnTo", "/admin");
  return { url: url.href, tokenHash: await tokenHashOf(token) };
}
