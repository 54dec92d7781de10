// The helpers every list in SQL goes through (R24), against real D1, which refuses a statement
// binding more than 100 values: a list of any length binds one value, and rows of any number
// insert in one statement with the column defaults a plain insert gives.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { inList, insertRows, notInList } from "../../../worker/db/bound-lists";
import { auditLog } from "../../../worker/db/schema";
import { db } from "../helpers";

const ENTITY = "bound-lists test";
const lines = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, n) => ({ userId: "system:test", action: "create" as const, entity: ENTITY, entityId: offset + n + 1 }));
const ofTest = eq(auditLog.entity, ENTITY);

describe.each([0, 1, 101, 1000])("a list of %i", (size) => {
  it("inserts its rows in one statement, each column's default filled in, and reads them back by inList and notInList", async () => {
    await db().delete(auditLog).where(ofTest);
    const before = Date.now();
    await insertRows(db(), auditLog, [...lines(size), { ...lines(1, 5000)[0]!, summary: "the odd one" }]);

    const ids = lines(size).map((line) => line.entityId);
    const listed = await db()
      .select()
      .from(auditLog)
      .where(and(ofTest, inList(auditLog.entityId, ids)));
    expect(listed.map((row) => row.entityId).sort((a, b) => a - b)).toEqual(ids);
    // Defaults as a plain insert gives them: the time it was written, no summary.
    expect(listed.every((row) => row.at.getTime() >= before - 1000 && row.summary === null)).toBe(true);

    const others = await db()
      .select()
      .from(auditLog)
      .where(and(ofTest, notInList(auditLog.entityId, ids)));
    expect(others.map((row) => [row.entityId, row.summary])).toEqual([[5001, "the odd one"]]);
  });
});

describe("a list given as a subquery", () => {
  it("is passed on as the subquery", async () => {
    await db().delete(auditLog).where(ofTest);
    await insertRows(db(), auditLog, lines(3));
    const newest = db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(ofTest)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(2);
    expect(await db().$count(auditLog, and(ofTest, inList(auditLog.id, newest)))).toBe(2);
    expect(await db().$count(auditLog, and(ofTest, notInList(auditLog.id, newest)))).toBe(1);
  });
});

describe("insertRows' condition", () => {
  it("keeps out the rows it refuses, reading keys that are not columns", async () => {
    await db().delete(auditLog).where(ofTest);
    const rows = lines(150).map((line) => ({ ...line, keep: line.entityId % 3 === 0 }));
    await insertRows(db(), auditLog, rows, (field) => sql`${field("keep")}`);
    expect(await db().$count(auditLog, ofTest)).toBe(50);
  });

  it("reads a key only some rows carry as null in the others, and a key no row carries as null", async () => {
    await db().delete(auditLog).where(ofTest);
    const rows = lines(120).map((line) => (line.entityId % 4 === 0 ? { ...line, keep: 1 } : line));
    await insertRows(db(), auditLog, rows, (field) => sql`${field("keep")} is not null and ${field("nowhere")} is null`);
    const kept = await db().select({ entityId: auditLog.entityId, summary: auditLog.summary }).from(auditLog).where(ofTest);
    expect(kept.map((row) => row.entityId).sort((a, b) => a - b)).toEqual(rows.filter((row) => "keep" in row).map((row) => row.entityId));
    // The other key is read, never stored: it lands in no column by its position.
    expect(kept.every((row) => row.summary === null)).toBe(true);
  });

  it("refuses a value written as SQL, which cannot travel as JSON", () => {
    expect(() => insertRows(db(), auditLog, [{ ...lines(1)[0]!, summary: sql`'x'` }])).toThrow(TypeError);
  });
});
