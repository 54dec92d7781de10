// How the /your-data page says each value of a record (R18, decision 0065): times in Baltimore
// time, stored codes in the words the site uses for them elsewhere (the contact form's services,
// the dashboard's statuses, the footage request's buttons). The download keeps the stored values:
// it is for machines, and its keys are explained by FIELD_LABELS.
import { siteMoment } from "../outbox";
import { formatDay } from "../shared/calendar-day";
import { CONTACT_STATUS_LABELS, MESSAGE_STATUS_LABELS } from "../shared/contact-status";
import { FOOTAGE_ANSWER_LABELS, FOOTAGE_LINK_LABELS } from "../shared/registry";
import { calendarDay, clockTime } from "../shared/request-wording";
import { serviceLabel } from "../shared/services";
import { isCalendarDate } from "../shared/time";

type Words = (value: string) => string;

/** A stored code in words, or the value as it is when it is none of them. */
const wordsFrom =
  (labels: Record<string, string>): Words =>
  (value) =>
    Object.hasOwn(labels, value) ? labels[value]! : value;

/** "2026-11-28T04:50:34.197Z" as "Friday, November 27, 2026 at 11:50 PM EST". */
const moment: Words = (value) => {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : siteMoment(at);
};

/** "22:30-01:15" as "10:30 PM to 1:15 AM the next day (Baltimore time)". */
const timeWindow: Words = (value) => {
  const [start, end] = value.split("-");
  if (!start || !end) return value;
  return `${clockTime(start)} to ${clockTime(end)}${end < start ? " the next day" : ""} (Baltimore time)`;
};

const SHOWN: Record<string, Words> = {
  receivedAt: moment,
  smsConsentAt: moment,
  emailedAt: moment,
  answeredAt: moment,
  sentAt: moment,
  linkSentAt: moment,
  exportedAt: moment,
  smsConsentVersion: (day) => (isCalendarDate(day) ? formatDay(day) : day),
  incidentOn: calendarDay,
  incidentWindow: timeWindow,
  service: serviceLabel,
  // A lead's and a message's statuses are told apart by their values.
  status: wordsFrom({ ...CONTACT_STATUS_LABELS, ...MESSAGE_STATUS_LABELS }),
  answer: wordsFrom({ ...FOOTAGE_ANSWER_LABELS, ...FOOTAGE_LINK_LABELS }),
};

/** A field's value as the page shows it. */
export function shownValue(key: string, value: unknown): string {
  const text = String(value);
  return Object.hasOwn(SHOWN, key) ? SHOWN[key]!(text) : text;
}
