import { infiniteQueryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import type { AuditAction, AuditSection } from "../../worker/shared/audit";
import { api, read } from "../api";

const auditKey = ["admin", "audit"] as const;

type AuditPage = InferResponseType<typeof api.admin.audit.$get, 200>;

/** One entry of the audit trail: who did what to which record, when, and from which session (R25). */
export type AuditEntry = AuditPage["entries"][number];

/** The activity view's filters (R25): a person (their user id), a dashboard section, an action; none set, everything. */
export interface AuditFilters {
  person?: string;
  section?: AuditSection;
  action?: AuditAction;
}

/** The audit trail, newest first, a page at a time: each next page asked for with the last entry's id. */
export const auditPagesQuery = (filters: AuditFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, filters],
    queryFn: ({ pageParam }): Promise<AuditPage> =>
      read(api.admin.audit.$get({ query: { ...filters, before: pageParam === undefined ? undefined : String(pageParam) } })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
