// The activity view's API (R25): GET /api/admin/audit filtered by person, section and action, each
// alone and together, newest first, a page at a time with the next page's cursor, so that every
// entry of a trail of 1,000 and more is reached; a filter it does not know answered 400; and only
// a role with the audit trail's permission (Owner, Administrator) reads it.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { AUDIT_PAGE_SIZE } from "../../../worker/db/audit";
import { insertRows } from "../../../worker/db/bound-lists";
import { auditLog } from "../../../worker/db/schema";
import { AUDIT_FILTER_TEXTS, type AuditAction } from "../../../worker/shared/audit";
import type { Role } from "../../../worker/shared/roles";
import { GROWN_SIZES } from "../growth/at-scale";
import { db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";

interface AuditView {
  id: number;
  at: string;
  userId: string;
  userEmail: string | null;
  action: AuditAction;
  entity: string;
  entityId: number;
  summary: string | null;
  sessionId: string | null;
  section: string | null;
}
interface AuditPage {
  entries: AuditView[];
  next: number | null;
}

let owner: string;
beforeAll(async () => {
  owner = await sessionFor("activity-owner@example.com", { role: "owner" });
});
// Each test reads a trail of its own.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM audit_log").run();
});

const BASE = Date.UTC(2026, 2, 1, 12);

interface Line {
  person: string;
  action: AuditAction;
  entity: string;
  /** Minutes after BASE. */
  minute: number;
  sessionId?: string | null;
}

/** Writes the lines in one statement (its rows bound as one value), each with its own time. */
async function write(lines: Line[]) {
  await insertRows(
    db(),
    auditLog,
    lines.map((line, n) => ({
      at: new Date(BASE + line.minute * 60_000),
      userId: line.person,
      userEmail: line.person.startsWith("system:") ? null : `${line.person}@example.com`,
      action: line.action,
      entity: line.entity,
      entityId: n + 1,
      summary: `${line.person} ${line.action} ${line.entity}`,
      sessionId: line.sessionId === undefined ? `session-of-${line.person}` : line.sessionId,
    })),
  );
}

const read = async (query = "", cookie = owner) => {
  const response = await callWith(cookie, `/api/admin/audit${query}`);
  expect(response.status).toBe(200);
  return response.json<AuditPage>();
};
const summaries = (page: AuditPage) => page.entries.map((entry) => entry.summary);

const TRAIL: Line[] = [
  { person: "ada", action: "create", entity: "blog post", minute: 1 },
  { person: "ada", action: "update", entity: "image", minute: 2 },
  { person: "bo", action: "delete", entity: "contact submission", minute: 3 },
  { person: "bo", action: "update", entity: "incident", minute: 4 },
  { person: "ada", action: "sign in", entity: "session", minute: 5 },
  { person: "bo", action: "refused", entity: "session", minute: 6 },
  { person: "system:retention", action: "delete", entity: "outbox message", minute: 7, sessionId: null },
  { person: "system:retention", action: "delete", entity: "click", minute: 8, sessionId: null },
  { person: "ada", action: "update", entity: "footage request", minute: 9 },
  { person: "system:registry-owner", action: "delete", entity: "camera registration", minute: 10, sessionId: null },
];

describe("the audit trail's filters", () => {
  it("lists every entry newest first, each with its section and the session it came from, and no next page", async () => {
    await write(TRAIL);
    const page = await read();
    expect(summaries(page)).toEqual(TRAIL.map((line) => `${line.person} ${line.action} ${line.entity}`).reverse());
    expect(page.next).toBeNull();
    expect(page.entries[0]).toMatchObject({
      userId: "system:registry-owner",
      userEmail: null,
      sessionId: null,
      section: "cameras",
      at: new Date(BASE + 10 * 60_000).toISOString(),
    });
    expect(page.entries.find((entry) => entry.entity === "session" && entry.action === "sign in")).toMatchObject({
      userId: "ada",
      sessionId: "session-of-ada",
      section: "users",
    });
    expect(Object.fromEntries(page.entries.map((entry) => [entry.entity, entry.section]))).toEqual({
      "blog post": "blog",
      image: "blog",
      "contact submission": "contacts",
      incident: "cameras",
      "footage request": "cameras",
      "camera registration": "cameras",
      session: "users",
      "outbox message": "system",
      click: "redirects",
    });
  });

  it("by person: that person's entries only, a system actor's too", async () => {
    await write(TRAIL);
    expect(summaries(await read("?person=bo"))).toEqual(["bo refused session", "bo update incident", "bo delete contact submission"]);
    expect(summaries(await read("?person=system%3Aretention"))).toEqual([
      "system:retention delete click",
      "system:retention delete outbox message",
    ]);
    expect((await read("?person=nobody")).entries).toEqual([]);
  });

  it("by section: the kinds of record that section holds", async () => {
    await write(TRAIL);
    expect(summaries(await read("?section=blog"))).toEqual(["ada update image", "ada create blog post"]);
    expect(summaries(await read("?section=cameras"))).toEqual([
      "system:registry-owner delete camera registration",
      "ada update footage request",
      "bo update incident",
    ]);
    expect(summaries(await read("?section=users"))).toEqual(["bo refused session", "ada sign in session"]);
    expect(summaries(await read("?section=system"))).toEqual(["system:retention delete outbox message"]);
    expect(summaries(await read("?section=redirects"))).toEqual(["system:retention delete click"]);
    expect((await read("?section=events")).entries).toEqual([]);
  });

  it("by action", async () => {
    await write(TRAIL);
    expect(summaries(await read("?action=sign+in"))).toEqual(["ada sign in session"]);
    expect(summaries(await read("?action=refused"))).toEqual(["bo refused session"]);
    expect((await read("?action=delete")).entries.map((entry) => entry.entityId)).toEqual([10, 8, 7, 3]);
  });

  it("combined: only the entries every filter keeps", async () => {
    await write(TRAIL);
    expect(summaries(await read("?person=ada&section=blog"))).toEqual(["ada update image", "ada create blog post"]);
    expect(summaries(await read("?person=ada&section=blog&action=update"))).toEqual(["ada update image"]);
    expect(summaries(await read("?section=cameras&action=delete"))).toEqual(["system:registry-owner delete camera registration"]);
    expect(summaries(await read("?person=bo&section=cameras&action=update"))).toEqual(["bo update incident"]);
    expect((await read("?person=bo&section=blog")).entries).toEqual([]);
  });

  it("keeps a page where it was when entries are written between two pages", async () => {
    const count = AUDIT_PAGE_SIZE + 50;
    await write(Array.from({ length: count }, (_, n): Line => ({ person: "ada", action: "update", entity: "event", minute: n })));
    const first = await read();
    expect(first.next).toBe(first.entries.at(-1)!.id);
    await write([{ person: "bo", action: "create", entity: "event", minute: count + 1 }]);
    const second = await read(`?before=${first.next}`);
    expect(second.entries.map((entry) => entry.entityId)).toEqual(Array.from({ length: 50 }, (_, n) => 50 - n));
    expect(second.next).toBeNull();
  });

  it.each([
    ["?section=analytics", "section", AUDIT_FILTER_TEXTS.section],
    ["?section=", "section", AUDIT_FILTER_TEXTS.section],
    ["?action=publish", "action", AUDIT_FILTER_TEXTS.action],
    ["?person=", "person", AUDIT_FILTER_TEXTS.person],
    [`?person=${"x".repeat(256)}`, "person", AUDIT_FILTER_TEXTS.person],
    ["?before=newest", "before", AUDIT_FILTER_TEXTS.before],
    ["?before=0", "before", AUDIT_FILTER_TEXTS.before],
    ["?before=1.5", "before", AUDIT_FILTER_TEXTS.before],
  ])("answers 400 for %s, in words", async (query, field, message) => {
    const response = await callWith(owner, `/api/admin/audit${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it("checks each filter's words as the API answers them", () => {
    expect(AUDIT_FILTER_TEXTS).toEqual({
      section: "Choose one of the sections",
      action: "Choose one of the actions",
      person: "Choose a person on the team",
      before: "The page to continue from must be an entry's id",
    });
  });

  it.each<Role>(["editor", "leads", "registry-coordinator"])("refuses the %s role (403), whatever the filter", async (role) => {
    const cookie = await sessionFor(`activity-${role}@example.com`, { role });
    for (const query of ["", "?person=ada", "?section=nope"]) {
      expect((await callWith(cookie, `/api/admin/audit${query}`)).status).toBe(403);
    }
  });

  it("lets an Administrator read it", async () => {
    const admin = await sessionFor("activity-admin@example.com", { role: "administrator" });
    await write(TRAIL.slice(0, 1));
    expect(summaries(await read("", admin))).toEqual(["ada create blog post"]);
  });
});

describe.each(GROWN_SIZES)("a trail of %i entries", (size) => {
  /** Every page from the first, following each answer's next cursor: the entries in order, and each page's length. */
  async function everyPage(query: string) {
    const pages: AuditPage[] = [];
    let next: number | null | undefined;
    do {
      const page = await read(`?${query}${next ? `&before=${next}` : ""}`);
      pages.push(page);
      next = page.next;
    } while (next !== null && pages.length <= size);
    return { entries: pages.flatMap((page) => page.entries), lengths: pages.map((page) => page.entries.length) };
  }
  const pageLengths = (count: number) =>
    Array.from({ length: Math.ceil(count / AUDIT_PAGE_SIZE) }, (_, n) => Math.min(AUDIT_PAGE_SIZE, count - n * AUDIT_PAGE_SIZE));

  it("is reached whole a page at a time, newest first, each entry once, entries of the same moment by id", async () => {
    // Written in one statement that binds one value however many rows; every five share a moment.
    const lines = Array.from(
      { length: size },
      (_, n): Line => ({
        person: n % 2 === 0 ? "ada" : "bo",
        action: n % 3 === 0 ? "create" : "update",
        entity: "event",
        minute: Math.floor(n / 5),
      }),
    );
    await write(lines);
    const all = await everyPage("");
    expect(all.lengths).toEqual(pageLengths(size));
    expect(all.entries.map((entry) => entry.entityId)).toEqual(lines.map((_, n) => n + 1).reverse());

    // A filter pages the same way through the entries it keeps.
    const ada = await everyPage("person=ada&action=create");
    const expected = lines.flatMap((line, n) => (line.person === "ada" && line.action === "create" ? [n + 1] : [])).reverse();
    expect(ada.lengths).toEqual(pageLengths(expected.length));
    expect(ada.entries.map((entry) => entry.entityId)).toEqual(expected);
  });
});
