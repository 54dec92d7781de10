// The dashboard's "Data requests" section (R18): what its list reads and what staff record.
import type { DataRequestChannel } from "./privacy";
import { emailField } from "./schemas/fields";
import { z } from "./schemas/zod";

/** The channels staff record a request under (the form's own is "web"). */
export const STAFF_CHANNELS = ["phone", "letter", "email", "in person"] as const satisfies readonly DataRequestChannel[];

/**
 * The list's filter: every request, those still to answer, or those answered; requests on the Your
 * data page for an address nothing is held for are listed apart, under their own.
 */
export const DATA_REQUEST_STATES = ["all", "open", "answered", "nothing-held"] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

export const DATA_REQUEST_PAGE_SIZE = 50;

export const DATA_REQUEST_TEXTS = {
  page: "Page must be a whole number from 1",
  state: "State must be all, open, answered or nothing-held",
  channel: "Choose how the request came: phone, letter, email or in person",
} as const;

export const dataRequestListQuery = z.object({
  page: z.coerce
    .number({ error: DATA_REQUEST_TEXTS.page })
    .int(DATA_REQUEST_TEXTS.page)
    .min(1, DATA_REQUEST_TEXTS.page)
    .max(1_000_000, DATA_REQUEST_TEXTS.page)
    .default(1),
  state: z.enum(DATA_REQUEST_STATES, { error: DATA_REQUEST_TEXTS.state }).default("all"),
});

/** A request made to staff by phone, letter, email or in person: the person's address and how it came. */
export const staffRequestSchema = z.object({
  email: emailField,
  channel: z.enum(STAFF_CHANNELS, { error: DATA_REQUEST_TEXTS.channel }),
});
export type StaffRequestInput = z.infer<typeof staffRequestSchema>;
