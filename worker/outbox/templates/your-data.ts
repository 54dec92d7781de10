// The email with a person's link to their own data (R18), sent only to the address it is about,
// and only when something is held for it. It carries the signed link and nothing else: anyone
// can type someone else's address into the form.
import { COMPANY } from "../../shared/company";
import { email, siteMoment } from "./email-layout";
import type { EmailContent } from "./types";

export const YOUR_DATA_LINK_LABEL = "See my data";

export function yourDataLinkEmail(url: string, worksUntil: Date): EmailContent {
  return email(`Your data at ${COMPANY.name}`, {
    heading: "Here is the link to the data we hold for this address",
    paragraphs: [
      `Someone asked on ${COMPANY.name}'s website to see the personal data we hold for this email address.`,
      `The button below shows all of it: your contact form messages, camera registrations and the emails we sent you. From there you can download it as a file or delete it. The link works until ${siteMoment(worksUntil)}.`,
      "If you did not ask for this, you can ignore this email: nothing is shown or changed unless the link is opened.",
    ],
    link: { label: YOUR_DATA_LINK_LABEL, href: url },
  });
}
