// Lists in SQL whatever their length (R24):
// D1 binds at most 100 values in one statement, so a list that grows with the data (ids read a
// moment ago, dates of a series, keys on a page) never binds a value per item. It travels as one
// JSON text read back with SQLite's json_each, or the list is a subquery that binds only its own
// values. `inArray`/`notInArray` over a JavaScript array are refused by lint outside this file.
import { getTableColumns, inArray, is, notInArray, SQL, sql, type Column, type SQLWrapper } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

import type { Database } from "./client";

/** An item of a list bound as JSON: what the column stores (a Date column's milliseconds, say). */
export type ListItem = string | number;

type ListOrSubquery = readonly ListItem[] | SQLWrapper;

const isList = (values: ListOrSubquery): values is readonly ListItem[] => Array.isArray(values);

/** The list as one bound JSON text, read back as rows of one column `value`. */
export const listRows = (values: readonly ListItem[]): SQL => sql`(select value from json_each(${JSON.stringify(values)}))`;

/** `column IN (…)`: the list binds one value whatever its length (an empty list matches nothing); a subquery is passed on as it is. */
export function inList(column: Column, values: ListOrSubquery): SQL {
  return isList(values) ? sql`${column} in ${listRows(values)}` : inArray(column, values);
}

/** `column NOT IN (…)`: the list binds one value whatever its length (an empty list excludes nothing). */
export function notInList(column: Column, values: ListOrSubquery): SQL {
  return isList(values) ? sql`${column} not in ${listRows(values)}` : notInArray(column, values);
}

/**
 * `INSERT … SELECT` of any number of rows in one statement: the rows travel as one JSON text (each
 * value as the column stores it). A value a row leaves out (or sets to null) gets the column's
 * default, as a plain insert would. `where`, given a row's JSON object, may keep rows out; it can
 * read the row's columns and any other key the row carries (`${row} ->> 'recordId'`).
 */
export function insertRows<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  rows: readonly Partial<Record<keyof Table["$inferInsert"] & string, unknown>>[],
  where?: (row: SQL) => SQL,
) {
  const columns = getTableColumns(table);
  const stored = rows.map((row) =>
    Object.fromEntries(
      Object.entries({ ...row }).map(([key, given]) => {
        const column = columns[key];
        if (is(given, SQL)) throw new TypeError(`insertRows: ${key} must be a value, not SQL`);
        return [key, column && given != null ? column.mapToDriverValue(given) : given];
      }),
    ),
  );
  // Keys are the schema's own column names, never input.
  const read = Object.entries(columns).map(([key, column]) => {
    const fallback: unknown = column.default ?? null;
    return sql`coalesce(${sql.raw(`j.value ->> '${key}'`)}, ${is(fallback, SQL) ? fallback : sql.param(fallback, column)})`;
  });
  const kept = where ? sql` where ${where(sql.raw("j.value"))}` : sql``;
  return db.insert(table).select(sql`select ${sql.join(read, sql`, `)} from json_each(${JSON.stringify(stored)}) as j${kept}`);
}
