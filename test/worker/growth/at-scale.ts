// Many rows at once for the tests of lists that grow with the data (R24): copies of a row the
// site itself stored, made by one SQL statement, so a test reaches 1,000 rows in milliseconds and
// every copy is a row the site could have written.
import { env } from "cloudflare:test";

import { sessionsWith } from "../helpers";

/**
 * Adds `count` copies of row `id` of `table`; `changed` gives a column's SQL in place of the
 * original's value, over the original row's columns and `n` (the copy's number, from 1). The id
 * is left to SQLite. Answers the copies' ids.
 */
export async function copies(table: string, id: number, count: number, changed: Record<string, string> = {}): Promise<number[]> {
  const { results } = await env.DB.prepare(`select name from pragma_table_info(?1)`).bind(table).all<{ name: string }>();
  const columns = results.map((row) => row.name).filter((name) => name !== "id");
  const values = columns.map((name) => changed[name] ?? `original."${name}"`);
  const inserted = await env.DB.prepare(
    `with recursive counter(n) as (select 1 union all select n + 1 from counter where n < ?2)
     insert into "${table}" (${columns.map((name) => `"${name}"`).join(", ")})
     select ${values.join(", ")} from "${table}" as original, counter where original.id = ?1
     returning id`,
  )
    .bind(id, count)
    .all<{ id: number }>();
  return inserted.results.map((row) => row.id);
}

/** The sizes every growing list is tested at: past one statement's 100 bound values, and well beyond. */
export const GROWN_SIZES = [101, 1000] as const;

/**
 * How many statements each batch the Worker sends from now on holds, as it sends them (D1 counts
 * each against a request's 1,000 queries, so a batch must not grow with the data). Undone by
 * `vi.restoreAllMocks()`.
 */
export function batchSizes(): number[] {
  const sizes: number[] = [];
  sessionsWith((session) => ({
    batch: (statements) => {
      sizes.push(statements.length);
      return session.batch(statements);
    },
  }));
  return sizes;
}
