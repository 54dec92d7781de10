// An event's facts as the items of a definition list: date, time, place, organizer and contact.
// The calendar's cards, the event's page and the dashboard's rows show the same facts in three
// looks: on the page and in the rows each fact is behind its icon with its term for screen
// readers; on a card the term is written out beside the fact, with no icon and no wrapper, so a
// page of cards stays light (docs/decisions/0045-calendar-pages.md).
import { Calendar, Clock, Mail, MapPin, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { telHref } from "../../../worker/shared/company";
import type { CommunityEventView } from "../../queries/events";

const LOOKS = {
  /** Term and fact as the two columns of the list's grid (the card's `dl` sets the grid). */
  /** Styled by the card's own class (`.event-card` in web/styles.css): a page lists a dozen. */
  card: { item: undefined, term: undefined, value: undefined, icon: undefined },
  page: { item: "flex items-start gap-2", term: "mt-0.5 shrink-0", value: undefined, icon: "h-5 w-5" },
  row: { item: "flex min-w-0 items-center gap-1.5", term: "shrink-0", value: "min-w-0 break-words", icon: "h-4 w-4" },
} as const;
type Look = keyof typeof LOOKS;

type Contact = Pick<CommunityEventView, "contactEmail" | "contactPhone" | "contactInfo">;

function Detail({ look, icon: Icon, term, children }: { look: Look; icon: LucideIcon; term: string; children: ReactNode }) {
  const classes = LOOKS[look];
  if (!classes.icon) {
    return (
      <>
        <dt className={classes.term}>{term}</dt>
        <dd className={classes.value}>{children}</dd>
      </>
    );
  }
  return (
    <div className={classes.item}>
      <dt className={classes.term}>
        <Icon aria-hidden className={classes.icon} />
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
  return (
    <>
      <Detail look={look} icon={Calendar} term="Date">
        {props.date}
      </Detail>
      <Detail look={look} icon={Clock} term="Time">
        {props.time}
      </Detail>
      <Detail look={look} icon={MapPin} term="Location">
        {props.location}
      </Detail>
      {organizer && (
        <Detail look={look} icon={Users} term="Organizer">
          {organizer}
        </Detail>
      )}
      {contact && (contact.contactEmail || contact.contactPhone || contact.contactInfo) && (
        <Detail look={look} icon={Mail} term="Contact">
          <EventContact event={contact} look={look} />
        </Detail>
      )}
    </>
  );
}

/** The links' look; on a card, the card's class gives it (web/styles.css). */
const contactLinkClass = (look: Look) => (look === "card" ? "" : "font-medium text-blue-800 underline-offset-4 hover:underline ");

/** The organizer's email and phone as links (a number never breaks across lines); older events' free text as given. */
function EventContact({ event, look }: { event: Contact; look: Look }) {
  if (!event.contactEmail && !event.contactPhone) return event.contactInfo;
  return (
    <span className={look === "card" ? undefined : "flex flex-wrap gap-x-3 gap-y-1"}>
      {event.contactEmail && (
        <a href={`mailto:${event.contactEmail}`} className={`${contactLinkClass(look)}break-all`}>
          {event.contactEmail}
        </a>
      )}
      {event.contactPhone && (
        <a href={telHref(event.contactPhone)} className={`${contactLinkClass(look)}whitespace-nowrap`}>
          {event.contactPhone}
        </a>
      )}
    </span>
  );
}
