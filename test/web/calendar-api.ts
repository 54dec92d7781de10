// GET /api/events/calendar for the screen tests: the events given, filtered and cut into the
// page the request asks for by the Worker's own listing (worker/events/calendar-listing.ts), as
// of the test's clock.
import type { EventView } from "../../worker/db/events";
import { calendarListing } from "../../worker/events/calendar-listing";
import { eventTypesMatching, publicNeighborhoodOptions } from "../../worker/shared/events";
import { json } from "./render";

/** An event as the tests write it: the view's fields the listing reads, the rest as the test likes. */
type TestEvent = Pick<EventView, "id" | "occurrences" | "neighborhood" | "eventType"> & Record<string, unknown>;

export function calendarAnswer(events: readonly TestEvent[]) {
  return (_init: RequestInit | undefined, url: URL) => {
    const search = url.searchParams;
    const neighborhood = search.get("neighborhood");
    const eventType = search.get("eventType");
    const chosen = events.filter(
      (event) =>
        (!neighborhood || event.neighborhood === neighborhood) && (!eventType || eventTypesMatching(eventType).includes(event.eventType)),
    );
    const when = search.get("when") === "past" ? "past" : "upcoming";
    const page = Number(search.get("page") ?? 1);
    const listing = calendarListing(chosen as unknown as EventView[], { when, page }, new Date());
    return json({ ...listing, neighborhoods: publicNeighborhoodOptions(events.map((event) => event.neighborhood)) });
  };
}
