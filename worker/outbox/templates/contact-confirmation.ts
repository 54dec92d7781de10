// The visitor's confirmation. It holds none of the text the visitor typed (not even the name):
// anyone can type someone else's address into the form, and this email must never carry their
// words to it. The service's label comes from the site's own list, so it is safe to show.
import { COMPANY, REPLY_PROMISE } from "../../shared/company";
import { serviceLabel } from "../../shared/services";
import { email } from "./email-layout";
import type { ContactLead, EmailContent } from "./types";

export function contactConfirmationEmail(lead: Pick<ContactLead, "service">): EmailContent {
  return email(`We received your message - ${COMPANY.name}`, {
    heading: "Thank you for contacting us",
    paragraphs: [
      `${lead.service === "other" ? "We received your request." : `We received your request about ${serviceLabel(lead.service)}.`} ${REPLY_PROMISE}`,
      `Our hours: ${COMPANY.hoursInline}. If you would rather talk now, call or text us at ${COMPANY.phone}.`,
      "If you did not send this request, you can ignore this email.",
    ],
  });
}
