// Counted events as they travel on the analytics queue (R22, docs/decisions/0072): a gathering's
// events packed into rows of numbers, every text given once per message and named by its index.
// A page's events repeat the same few texts (its path, a device, a browser, a country), and a
// message's bytes are what the queue, its consumer and the page's own CPU pay for; packed, a view
// takes about a third of its bytes as an object. Each message names its fields, so a message
// packed by an older or newer Worker is still read field by field.
/** An event's texts: each packed as its index in the message's `texts`, or null. */
const TEXT_FIELDS = [
  "kind",
  "path",
  "goal",
  "visitor",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "shortLink",
  "qrSource",
  "country",
  "device",
  "browser",
] as const;

/** An event as counted (queue-bodies.ts' AnalyticsEventBody): its time, its texts, and the record a goal stored. */
export type PackableEvent = { at: number; record: { kind: string; id: number } | null } & Record<
  (typeof TEXT_FIELDS)[number],
  string | null
>;

const IS_TEXT_FIELD: ReadonlySet<string> = new Set(TEXT_FIELDS);

/** A row's fields, in order: its time after the message's `since`, its texts, and the record a goal stored. */
export const PACKED_FIELDS = ["at", ...TEXT_FIELDS, "recordKind", "recordId"] as const;

export interface PackedEvents {
  /** The name of each column of a row. */
  fields: string[];
  /** The time every row's `at` counts from, in milliseconds since the epoch. */
  since: number;
  texts: string[];
  rows: (number | null)[][];
}

/** Anything past ASCII: JSON leaves such characters as they are, two or more bytes each. */
const BEYOND_ASCII = /[^\p{ASCII}]/u;
const utf8 = new TextEncoder();

/** A value's bytes in a message's JSON, and its comma. */
function bytesOf(value: unknown): number {
  const json = JSON.stringify(value);
  return (BEYOND_ASCII.test(json) ? utf8.encode(json).length : json.length) + 1;
}

/** One message being filled: its texts by index, and its bytes so far. */
class Packing {
  readonly message: PackedEvents;
  readonly #indexOf = new Map<string, number>();
  bytes: number;

  constructor(since: number) {
    this.message = { fields: [...PACKED_FIELDS], since, texts: [], rows: [] };
    this.bytes = bytesOf(this.message);
  }

  /** The row of `event` in this message, and the bytes it would add with the texts it brings. */
  rowOf(event: PackableEvent): { row: (number | null)[]; added: string[]; bytes: number } {
    const added: string[] = [];
    const indexOf = (text: string | null | undefined) => {
      if (text === null || text === undefined) return null;
      const known = this.#indexOf.get(text);
      if (known !== undefined) return known;
      const fresh = added.indexOf(text);
      return this.message.texts.length + (fresh >= 0 ? fresh : added.push(text) - 1);
    };
    const row = [
      event.at - this.message.since,
      ...TEXT_FIELDS.map((field) => indexOf(event[field])),
      indexOf(event.record?.kind),
      event.record?.id ?? null,
    ];
    return { row, added, bytes: bytesOf(row) + added.reduce((sum, text) => sum + bytesOf(text), 0) };
  }

  add({ row, added, bytes }: ReturnType<Packing["rowOf"]>) {
    for (const text of added) this.#indexOf.set(text, this.message.texts.push(text) - 1);
    this.message.rows.push(row);
    this.bytes += bytes;
  }
}

/** The events as the fewest packed messages of at most `maxBytes` of JSON each, in their order. */
export function packEvents(events: readonly PackableEvent[], maxBytes: number): PackedEvents[] {
  const messages: PackedEvents[] = [];
  let packing: Packing | undefined;
  for (const event of events) {
    packing ??= new Packing(event.at);
    let next = packing.rowOf(event);
    if (packing.message.rows.length > 0 && packing.bytes + next.bytes > maxBytes) {
      messages.push(packing.message);
      packing = new Packing(event.at);
      next = packing.rowOf(event);
    }
    packing.add(next);
  }
  if (packing) messages.push(packing.message);
  return messages;
}

/**
 * The events a packed message carries, as plain objects for the queue's schema to check: a field
 * the message does not name is left out (and the schema refuses the event), one it names that
 * this Worker does not know is passed over.
 */
export function unpackEvents({ fields, since, texts, rows }: PackedEvents): Record<string, unknown>[] {
  const textAt = (index: number | null | undefined) => (index === null || index === undefined ? null : texts[index]);
  return rows.map((row) => {
    const event: Record<string, unknown> = {};
    let recordKind: unknown = null;
    let recordId: unknown = null;
    fields.forEach((field, column) => {
      const value = row[column];
      if (field === "at") event.at = value === null || value === undefined ? undefined : since + value;
      else if (field === "recordKind") recordKind = textAt(value);
      else if (field === "recordId") recordId = value ?? null;
      else if (IS_TEXT_FIELD.has(field)) event[field] = textAt(value);
    });
    event.record = recordKind === null && recordId === null ? null : { kind: recordKind, id: recordId };
    return event;
  });
}
