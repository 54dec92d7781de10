// Every word of the dashboard's "Data requests" section (R18).
import type { DataRequestState } from "../../../../worker/shared/data-requests";
import { ANSWER_LIMIT_DAYS, type DataRequestChannel } from "../../../../worker/shared/privacy";
import { plural } from "../../../lib/plural";

export const CHANNEL_LABELS: Record<DataRequestChannel, string> = {
  web: "Your data page",
  phone: "Phone",
  letter: "Letter",
  email: "Email",
  "in person": "In person",
};

export const STATE_LABELS: Record<DataRequestState, string> = {
  all: "All requests",
  open: "Open",
  answered: "Answered",
  "nothing-held": "Nothing held, on the Your data page",
};

export const DATA_REQUESTS_TEXT = {
  title: "Data Requests",
  caption: `Every request to see, download or delete a person's data, newest first. Maryland's law gives ${ANSWER_LIMIT_DAYS} days to answer; times are Baltimore time.`,
  answeredMeaning:
    "A request is answered when its link is sent, its records are downloaded or everything is deleted; a request on the Your data page, or one for an address we hold nothing for, is answered when it comes.",
  apart:
    "Requests on the Your data page for an address we hold nothing for are listed apart (Show: Nothing held, on the Your data page): anyone can make one for any address, and the page answered it at once.",
  empty: "No data requests yet.",
  emptyFiltered: "No requests match this filter.",
  filterLabel: "Show",
  columns: ["Request", "Received", "Link sent", "Downloaded", "Deleted", "Answer"] as const,
  actionsColumn: "Actions",
  nothingHeld: "Nothing held",
  handledBy: (who: string) => `Recorded by ${who}`,
  answeredIn: (count: number) => `Answered in ${plural(count, "day")}`,
  openFor: (count: number) => `Open for ${plural(count, "day")}`,
  dueBy: (date: string) => `Due by ${date}`,
  late: `Over ${ANSWER_LIMIT_DAYS} days`,
  notYet: "—",
  count: (total: number) => plural(total, "request"),
  // Recording a request made to staff
  recordTitle: "Record a request made by phone, letter, email or in person",
  recordHint: "The address the person gave. If we hold anything for it, you can then download it, delete it or send them their link.",
  emailLabel: "Email address",
  channelLabel: "How it came",
  channelPlaceholder: "Choose one",
  recordButton: "Record request",
  recorded: "Data request recorded.",
  recordFailed: "Could not record the request.",
  // Acting on one
  download: "Download",
  downloaded: "The person's records were downloaded.",
  downloadFailed: "Could not download the records.",
  sendLink: "Send link",
  linkSent: "The person's link was emailed to them.",
  linkFailed: "Could not send the link.",
  deleteEverything: "Delete everything",
  confirmDelete: (address: string) =>
    `Delete everything held for ${address}? Their contact messages, camera registrations and emails are deleted, and the CRM is told. This cannot be undone.`,
  deleted: "Everything held for the person was deleted.",
  deleteFailed: "Could not delete the person's data.",
  actionsFor: (reference: string) => `Actions for request ${reference}`,
} as const;
