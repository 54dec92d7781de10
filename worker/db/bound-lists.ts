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

/** Reads a key of the row insertRows is inserting (a column, or any other key the rows carry); null for a key no row has. */
export type RowField = (key: string) => SQL;

/**
 * `INSERT … SELECT` of any number of rows in one statement: the rows travel as one JSON text, each
 * row an array of its values by position (each as the column stores it), the table's columns
 * first, then any other key the rows carry. Read by position, a wide row costs SQLite about half
 * what reading it by key did. A value a row leaves out (or sets to null) gets the column's default,
 * as a plain insert would. `where` may keep rows out; it reads a row's columns and other keys
 * through `field` (`${field("recordId")} in …`).
 */
export function insertRows<Table extends SQLiteTable>(
  db: Database,
  table: Table,
  rows: readonly Partial<Record<keyof Table["$inferInsert"] & string, unknown>>[],
  where?: (field: RowField) => SQL,
) {
  const columns = getTableColumns(table);
  const columnKeys = Object.keys(columns);
  const otherKeys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !(key in columns));
  const keys = [...columnKeys, ...otherKeys];
  const stored = rows.map((row: Record<string, unknown>) =>
    keys.map((key) => {
      const given = row[key];
      if (is(given, SQL)) throw new TypeError(`insertRows: ${key} must be a value, not SQL`);
      const column = columns[key];
      return column && given != null ? column.mapToDriverValue(given) : (given ?? null);
    }),
  );
  // Positions only, never input, are written into the SQL.
  const position = new Map(keys.map((key, index) => [key, index]));
  const field: RowField = (key) => {
    const at = position.get(key);
    return at === undefined ? sql`null` : sql.raw(`j.value ->> ${at}`);
  };
  const read = Object.entries(columns).map(([key, column]) => {
    const fallback: unknown = column.default ?? null;
    return sql`coalesce(${field(key)}, ${is(fallback, SQL) ? fallback : sql.param(fallback, column)})`;
  });
  const kept = where ? sql` where ${where(field)}` : sql``;
  return db.insert(table).select(sql`select ${sql.join(read, sql`, `)} from json_each(${JSON.stringify(stored)}) as j${kept}`);
}
