// Accepting an invitation at the end of a sign-in (R25): the link's token names it, and the
// provider's verified email must be the one invited; it must still wait (not used, revoked or
// expired). Then, in one batch, the person gets its role and it is used up.
import type { Database } from "../db/client";
import { acceptInvitation, findInvitationByToken, invitationRefusal, type InvitationRefusal } from "../db/invitations";
import { tokenHashOf } from "../security/token-hash";

/** Accepts the invitation `token` names for the person just signed in; answers why not, or null once accepted. */
export async function acceptInvitationToken(
  db: Database,
  token: string,
  person: { id: string; email: string | null },
): Promise<InvitationRefusal | null> {
  const now = new Date();
  const invitation = await findInvitationByToken(db, await tokenHashOf(token));
  const refusal = invitationRefusal(invitation, person.email, now);
  if (refusal || !invitation || !person.email) return refusal ?? "wrong-email";
  return (await acceptInvitation(db, invitation, { id: person.id, email: person.email }, now)) ? null : "used";
}
