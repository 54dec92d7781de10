// An event's facts as the items of a definition list: date, time, place, organizer and contact,
// each behind its icon with its term for screen readers. The calendar's cards, the event's page
// and the dashboard's rows show the same facts in three looks.
import { Calendar, Clock, Mail, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";

import { telHref } from "../../../worker/shared/company";
import type { CommunityEventView } from "../../queries/events";

const LOOKS = {
  card: { item: "flex items-start gap-2", term: "mt-0.5 shrink-0", value: undefined, icon: "h-4 w-4" },
  page: { item: "flex items-start gap-2", term: "mt-0.5 shrink-0", value: undefined, icon: "h-5 w-5" },
  row: { item: "flex min-w-0 items-center gap-1.5", term: "shrink-0", value: "min-w-0 break-words", icon: "h-4 w-4" },
} as const;
type Look = keyof typeof LOOKS;

type Contact = Pick<CommunityEventView, "contactEmail" | "contactPhone" | "contactInfo">;

function Detail({ look, icon, term, children }: { look: Look; icon: ReactNode; term: string; children: ReactNode }) {
  const classes = LOOKS[look];
  return (
    <div className={classes.item}>
      <dt className={classes.term}>
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

export function EventFacts(props: {
  look: Look;
  date: ReactNode;
  time: ReactNode;
  location: ReactNode;
  organizer?: string | null;
  contact?: Contact;
}) {
  const { look, organizer, contact } = props;
  const icon = LOOKS[look].icon;
  return (
    <>
      <Detail look={look} icon={<Calendar aria-hidden className={icon} />} term="Date">
        {props.date}
      </Detail>
      <Detail look={look} icon={<Clock aria-hidden className={icon} />} term="Time">
        {props.time}
      </Detail>
      <Detail look={look} icon={<MapPin aria-hidden className={icon} />} term="Location">
        {props.location}
      </Detail>
      {organizer && (
        <Detail look={look} icon={<Users aria-hidden className={icon} />} term="Organizer">
          {organizer}
        </Detail>
      )}
      {contact && (contact.contactEmail || contact.contactPhone || contact.contactInfo) && (
        <Detail look={look} icon={<Mail aria-hidden className={icon} />} term="Contact">
          <EventContact event={contact} />
        </Detail>
      )}
    </>
  );
}

const contactLinkClass = "font-medium text-blue-800 underline-offset-4 hover:underline";

/** The organizer's email and phone as links (a number never breaks across lines); older events' free text as given. */
function EventContact({ event }: { event: Contact }) {
  if (!event.contactEmail && !event.contactPhone) return event.contactInfo;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {event.contactEmail && (
        <a href={`mailto:${event.contactEmail}`} className={`${contactLinkClass} break-all`}>
          {event.contactEmail}
        </a>
      )}
      {event.contactPhone && (
        <a href={telHref(event.contactPhone)} className={`${contactLinkClass} whitespace-nowrap`}>
          {event.contactPhone}
        </a>
      )}
    </span>
  );
}
