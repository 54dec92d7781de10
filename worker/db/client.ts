import { drizzle } from "drizzle-orm/d1";

import type { Env } from "../env";
import * as schema from "./schema";

export type Database = ReturnType<typeof database>;

export function database(env: Pick<Env, "DB">) {
  return drizzle(env.DB as unknown as Parameters<typeof drizzle>[0], { schema });
}
