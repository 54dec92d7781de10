// What an isolate's gathering becomes on the analytics queue: the fewest messages that each stay
// within MESSAGE_BYTES of JSON (under the queue's 128 KB a message), every event once, in order.
import { describe, expect, it } from "vitest";

import { MESSAGE_BYTES, messagesOf } from "../../../worker/analytics/gathering";
import { counted } from "./helpers";

const bytesOf = (message: unknown) => new TextEncoder().encode(JSON.stringify(message)).length;

const many = (count: number, fields: Parameters<typeof counted>[1] = {}) =>
  Array.from({ length: count }, (_, index) =>
    counted(new Date(Date.UTC(2026, 5, 1) + index).toISOString(), { visitor: `v${index}`, ...fields }),
  );

describe("the messages of a gathering", () => {
  it("are none for no events, and one for a few", () => {
    expect(messagesOf([])).toEqual([]);
    const few = many(3);
    expect(messagesOf(few)).toEqual([{ events: few }]);
  });

  it.each([
    ["101 plain views", many(101)],
    ["1,000 plain views", many(1_000)],
    [
      "1,000 views whose every text is as long as it may be",
      many(1_000, { path: `/${"p".repeat(299)}`, referrer: "r".repeat(255), utmCampaign: "c".repeat(100) }),
    ],
    ["1,000 views in letters of two and three bytes", many(1_000, { path: `/${"é".repeat(299)}`, utmCampaign: "€".repeat(100) })],
  ])("hold %s, each message within the limit and as full as it can be", (_, events) => {
    const messages = messagesOf(events);
    expect(messages.flatMap((message) => message.events)).toEqual(events);
    for (const message of messages) expect(bytesOf(message)).toBeLessThanOrEqual(MESSAGE_BYTES + '{"events":[]}'.length);
    // No two neighbours could have been one message.
    for (let index = 1; index < messages.length; index++) {
      expect(bytesOf({ events: [...messages[index - 1]!.events, ...messages[index]!.events] })).toBeGreaterThan(MESSAGE_BYTES);
    }
    expect(MESSAGE_BYTES + 64).toBeLessThan(128 * 1024);
  });
});
