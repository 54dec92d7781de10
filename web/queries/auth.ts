import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read, readOrNullOn401 } from "../api";

const currentUserKey = ["auth", "user"] as const;
const adminStatusKey = ["admin", "status"] as const;

/** The signed-in user as GET /api/auth/user answers. */
export type CurrentUser = InferResponseType<typeof api.auth.user.$get, 200>;
export type AdminStatus = InferResponseType<typeof api.admin.status.$get, 200>;

/** The current user, or null when signed out (S7: absence means not signed in). */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: (): Promise<CurrentUser | null> => readOrNullOn401(api.auth.user.$get()),
});

export const adminStatusQuery = queryOptions({
  queryKey: adminStatusKey,
  queryFn: (): Promise<AdminStatus> => read(api.admin.status.$get()),
});
