import { z } from "./zod";

import { httpHref } from "../addresses";
import { CALENDAR_MAX_PAGE, EVENT_TYPES } from "../events";
import { isPlausibleDate, latestRepeatUntil, PLAUSIBLE_DATE_TEXTS } from "../plausible-dates";
import { REPEAT_CHOICES, repeatFitsDate, WEEKS_BETWEEN } from "../recurrence";
import { isCalendarDate, isClockTime } from "../time";
import { ADMIN_TEXTS, dayField, emptyOr, isRequired, optionalAddress, optionalText, required } from "./admin";

// The events staff write in the dashboard (the admin vocabulary of R4), and the public list's query.

export const EVENT_SCHEDULE_TEXTS = {
  endTime: "The end time must be after the start time",
  repeat: "Choose how the event repeats",
  lastWeekday: "Monthly on the last weekday needs a date in the last seven days of its month",
  until: "The last date must be on or after the first date",
  notADate: "This event does not take place on that date",
  weeksBetween: `Choose every ${WEEKS_BETWEEN.min} to ${WEEKS_BETWEEN.max} weeks`,
  weeksBetweenWeeklyOnly: "Only a weekly event repeats every few weeks",
} as const;

/** The words of moving one date of a series (docs/decisions/0064). */
export const MOVE_TEXTS = {
  cancelled: "This date is cancelled: restore it before moving it",
  unchanged: "Choose another day or time than the date's own",
  collides: "Another date of this series is on that day",
} as const;

/** A time as the time pickers write it, "HH:MM", one the clock has. */
const clockTime = <T extends z.ZodString>(text: T) =>
  text.regex(/^\d{2}:\d{2}$/, { error: ADMIN_TEXTS.timeFormat, abort: true }).refine(isClockTime, ADMIN_TEXTS.timeExists);

export const eventSchema = z
  .object({
    title: required(isRequired("Title")),
    date: dayField(required(isRequired("Date"), 10)),
    time: clockTime(required(isRequired("Time"), 5)),
    location: required(isRequired("Location")),
    neighborhood: required(isRequired("Neighborhood"), 100),
    description: required(isRequired("Description"), 5000),
    eventType: required(isRequired("Event type"), 100).refine(
      (type) => (EVENT_TYPES as readonly string[]).includes(type),
      "Choose an event type from the list",
    ),
    organizer: required(isRequired("Organizer")),
    contactEmail: emptyOr(
      z
        .string()
        .trim()
        .max(254)
        .pipe(z.email({ error: ADMIN_TEXTS.validEmail })),
    ),
    contactPhone: optionalText(30),
    registrationUrl: optionalAddress(httpHref),
    // Additions of issue 16 (R15): optional, so the spec's payload alone still makes a one-time event.
    endTime: emptyOr(clockTime(z.string())),
    repeat: z.enum(REPEAT_CHOICES, { error: EVENT_SCHEDULE_TEXTS.repeat }).default("none"),
    // Issue 29: a weekly series every 1 to 8 weeks (RRULE INTERVAL); optional, 1 when left out.
    repeatInterval: z
      .number({ error: EVENT_SCHEDULE_TEXTS.weeksBetween })
      .int({ error: EVENT_SCHEDULE_TEXTS.weeksBetween })
      .min(WEEKS_BETWEEN.min, { error: EVENT_SCHEDULE_TEXTS.weeksBetween })
      .max(WEEKS_BETWEEN.max, { error: EVENT_SCHEDULE_TEXTS.weeksBetween })
      .default(1),
    repeatUntil: emptyOr(dayField(z.string())),
  })
  // Judged only between values that are themselves valid (each has its own message otherwise).
  .superRefine((event, ctx) => {
    const validDate = isCalendarDate(event.date) && isPlausibleDate(event.date);
    if (event.endTime && isClockTime(event.time) && isClockTime(event.endTime) && event.endTime <= event.time) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: EVENT_SCHEDULE_TEXTS.endTime });
    }
    if (validDate && !repeatFitsDate(event.repeat, event.date)) {
      ctx.addIssue({ code: "custom", path: ["repeat"], message: EVENT_SCHEDULE_TEXTS.lastWeekday });
    }
    if (event.repeatInterval !== 1 && event.repeat !== "weekly") {
      ctx.addIssue({ code: "custom", path: ["repeatInterval"], message: EVENT_SCHEDULE_TEXTS.weeksBetweenWeeklyOnly });
    }
    const validUntil =
      event.repeat !== "none" && validDate && event.repeatUntil && isCalendarDate(event.repeatUntil) && isPlausibleDate(event.repeatUntil);
    if (validUntil && event.repeatUntil! < event.date) {
      ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: EVENT_SCHEDULE_TEXTS.until });
    } else if (validUntil && event.repeatUntil! > latestRepeatUntil(event.date)) {
      // A series runs at most five years (shared/plausible-dates.ts).
      ctx.addIssue({ code: "custom", path: ["repeatUntil"], message: PLAUSIBLE_DATE_TEXTS.seriesTooLong });
    }
  });

/** A cancelled date of a repeating event. */
export const cancellationSchema = z.object({
  date: dayField(z.string({ error: ADMIN_TEXTS.dateFormat })),
});

/**
 * One date of a series moved (POST /api/events/:id/moves): the series' own `date`, and the day,
 * start and optional end it now has. Whether `date` is one of the series' dates, not cancelled,
 * and the new day no other date's, is judged against the stored series (events/routes.ts).
 */
export const moveSchema = z
  .object({
    date: dayField(z.string({ error: ADMIN_TEXTS.dateFormat })),
    newDate: dayField(required(isRequired("New date"), 10)),
    newTime: clockTime(required(isRequired("New time"), 5)),
    newEndTime: emptyOr(clockTime(z.string())),
  })
  .superRefine((move, ctx) => {
    if (move.newEndTime && isClockTime(move.newTime) && isClockTime(move.newEndTime) && move.newEndTime <= move.newTime) {
      ctx.addIssue({ code: "custom", path: ["newEndTime"], message: EVENT_SCHEDULE_TEXTS.endTime });
    }
  });

export type MoveInput = z.input<typeof moveSchema>;

export type EventInput = z.input<typeof eventSchema>;

/** Query of GET /api/events: both filters optional; an empty value means no filter. */
export const eventsQuerySchema = z.object({
  neighborhood: z.string().trim().max(100).optional(),
  eventType: z.string().trim().max(100).optional(),
});

/** The calendar's list: the filters, upcoming or past, and which page of it (decision 0045). */
export const calendarQuerySchema = eventsQuerySchema.extend({
  when: z.enum(["upcoming", "past"]).optional(),
  page: z.coerce.number().int().min(1).max(CALENDAR_MAX_PAGE).optional(),
});

/** A request for a page of the calendar, as the API reads it and the app asks it. */
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
