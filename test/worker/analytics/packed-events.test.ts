// What an isolate's gathering becomes on the analytics queue: the fewest packed messages that each
// stay within MESSAGE_BYTES of JSON (under the queue's 128 KB a message), every event once, in
// order, read back by the queue's schema exactly as it was counted.
import { describe, expect, it } from "vitest";

import { MESSAGE_BYTES } from "../../../worker/analytics/gathering";
import { packEvents, PACKED_FIELDS, type PackedEvents } from "../../../worker/shared/packed-events";
import { analyticsMessageBody, type AnalyticsEventBody } from "../../../worker/shared/queue-bodies";
import { counted } from "./helpers";

const bytesOf = (message: unknown) => new TextEncoder().encode(JSON.stringify(message)).length;

const many = (count: number, fields: Partial<AnalyticsEventBody> = {}) =>
  Array.from({ length: count }, (_, index) =>
    counted(new Date(Date.UTC(2026, 5, 1) + index * 1000).toISOString(), { visitor: `v${index}`.padEnd(32, "0"), ...fields }),
  );

/** The events the queue's consumer reads from these messages. */
const readBack = (messages: PackedEvents[]) =>
  messages.flatMap((message) => {
    const read = analyticsMessageBody.parse(message);
    return "events" in read ? read.events : [read];
  });

/** A message with its rows' columns in another order, as another Worker might pack them. */
function reordered(message: PackedEvents, fields: string[]): PackedEvents {
  const columns = fields.map((field) => message.fields.indexOf(field));
  return { ...message, fields, rows: message.rows.map((row) => columns.map((column) => (column < 0 ? null : row[column]!))) };
}

describe("the packed messages of a gathering", () => {
  it("are none for no events, and one for a few, read back as they were counted", () => {
    expect(packEvents([], MESSAGE_BYTES)).toEqual([]);
    const few = [
      counted("2026-06-01T12:00:00Z", { path: "/contact", utmSource: "flyer", utmMedium: "print", utmCampaign: "spring" }),
      counted("2026-06-01T11:59:59Z", { kind: "goal", goal: "contact", path: "/contact", record: { kind: "lead", id: 7 } }),
      counted("2026-06-01T12:00:02Z", { kind: "bot", visitor: null, country: null, referrer: "google.com" }),
      counted("2026-06-01T12:00:03Z", { kind: "goal", goal: "short-link", shortLink: "spring", qrSource: "qr-door" }),
    ];
    const messages = packEvents(few, MESSAGE_BYTES);
    expect(messages).toHaveLength(1);
    expect(readBack(messages)).toEqual(few);
  });

  it("give each repeated text once", () => {
    const [message] = packEvents(many(50, { visitor: "b".repeat(32) }), MESSAGE_BYTES);
    expect(message!.texts).toEqual(["view", "/", "b".repeat(32), "US", "Desktop", "Chrome"]);
    expect(message!.rows).toHaveLength(50);
  });

  it.each([
    ["101 plain views", many(101)],
    ["1,000 plain views", many(1_000)],
    ["10,000 plain views", many(10_000)],
    [
      "1,000 views whose every text is as long as it may be, each its own",
      many(1_000).map((event, index) => ({
        ...event,
        path: `/${index}`.padEnd(300, "p"),
        referrer: `${index}`.padEnd(255, "r"),
        utmCampaign: `${index}`.padEnd(100, "c"),
      })),
    ],
    [
      "1,000 views in letters of two and three bytes",
      many(1_000).map((event, index) => ({ ...event, path: `/${index}`.padEnd(300, "é"), utmCampaign: `${index}`.padEnd(100, "€") })),
    ],
  ])("hold %s, each message within the limit and as full as it can be", (_, events) => {
    const messages = packEvents(events, MESSAGE_BYTES);
    expect(readBack(messages)).toEqual(events);
    for (const message of messages) expect(bytesOf(message)).toBeLessThanOrEqual(MESSAGE_BYTES);
    // No two neighbours could have been one message.
    for (let index = 1; index < messages.length; index++) {
      const together = packEvents(readBack(messages.slice(index - 1, index + 1)), Infinity);
      expect(bytesOf(together[0])).toBeGreaterThan(MESSAGE_BYTES);
    }
    expect(MESSAGE_BYTES).toBeLessThan(128 * 1024);
  });

  it("take at most two fifths of the bytes of the same views as objects", () => {
    const events = many(1_000).map((event, index) => ({ ...event, path: ["/", "/services", "/blog", "/contact"][index % 4]! }));
    const packed = packEvents(events, MESSAGE_BYTES).reduce((sum, message) => sum + bytesOf(message), 0);
    expect(packed).toBeLessThan(0.4 * bytesOf({ events }));
  });

  it("are read by the names of their fields, whatever their order, passing over a field the reader does not know", () => {
    const events = many(3, { referrer: "example.org", record: { kind: "registration", id: 4 } });
    const [message] = packEvents(events, MESSAGE_BYTES);
    const fields = [...PACKED_FIELDS].reverse();
    expect(readBack([reordered(message!, fields)])).toEqual(events);
    expect(readBack([reordered(message!, [...fields, "futureField"])])).toEqual(events);
  });

  it.each([
    [
      "a text index past the message's texts",
      (message: PackedEvents) => ({ ...message, rows: [message.rows[0]!.map((value, column) => (column === 1 ? 99 : value))] }),
    ],
    [
      "a row without a field the event needs",
      (message: PackedEvents) =>
        reordered(
          message,
          PACKED_FIELDS.filter((field) => field !== "device"),
        ),
    ],
    ["a time before the epoch", (message: PackedEvents) => ({ ...message, since: -message.since - 1 })],
    ["no rows", (message: PackedEvents) => ({ ...message, rows: [] })],
  ])("are refused with %s", (_, spoil) => {
    const [message] = packEvents(many(1), MESSAGE_BYTES);
    expect(analyticsMessageBody.safeParse(spoil(message!)).success).toBe(false);
  });
});
