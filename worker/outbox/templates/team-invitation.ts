// The invitation to join the team (R25), sent to the address invited: the link signs the
// person in through the identity provider and gives them the role, once, before it expires.
import { COMPANY } from "../../shared/company";
import { email, siteMoment } from "./email-layout";
import type { EmailContent } from "./types";

export const INVITATION_LINK_LABEL = "Accept the invitation";

export function teamInvitationEmail(url: string, roleName: string, worksUntil: Date): EmailContent {
  return email(`You are invited to ${COMPANY.name}'s dashboard`, {
    heading: `Join ${COMPANY.name}'s team as ${roleName}`,
    paragraphs: [
      `You are invited to work in ${COMPANY.name}'s website dashboard, with the role ${roleName}.`,
      `The button below signs you in. Sign in with this email address: the invitation works only for it, only once, and until ${siteMoment(worksUntil)}.`,
      "If you did not expect this, you can ignore this email: nothing happens unless the link is opened and you sign in.",
    ],
    link: { label: INVITATION_LINK_LABEL, href: url },
  });
}
