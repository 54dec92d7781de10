import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

const auditKey = ["admin", "audit"] as const;

/** One admin change: who, what, when and the record's id. */
export type AuditEntry = InferResponseType<typeof api.admin.audit.$get, 200>[number];

export const auditQuery = queryOptions({
  queryKey: auditKey,
  queryFn: (): Promise<AuditEntry[]> => read(api.admin.audit.$get()),
});
