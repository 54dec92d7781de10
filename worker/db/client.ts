import { drizzle } from "drizzle-orm/d1";

import type { Env } from "../env";
import * as schema from "./schema";

function connect(d1: Env["DB"]) {
  return drizzle(d1 as unknown as Parameters<typeof drizzle>[0], { schema });
}

export type Database = ReturnType<typeof connect>;

/**
 * Drizzle reads the whole schema when it is set up, so each isolate sets it up once per D1
 * binding and every request reuses it (the binding is the same object from request to request).
 */
const connections = new WeakMap<Env["DB"], Database>();

export function database(env: Pick<Env, "DB">): Database {
  let db = connections.get(env.DB);
  if (!db) {
    db = connect(env.DB);
    connections.set(env.DB, db);
  }
  return db;
}
