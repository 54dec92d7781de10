import { useQuery } from "@tanstack/react-query";

import { adminStatusQuery, currentUserQuery } from "../queries/auth";

export type GateState = "loading" | "admin" | "signed-in" | "signed-out";

/** Who is here: the current user first, then (only when signed in) the admin status (S7). */
export function useAdminGate(): { state: GateState; email: string | null } {
  const user = useQuery(currentUserQuery);
  const status = useQuery({ ...adminStatusQuery, enabled: Boolean(user.data) });
  if (user.isPending) return { state: "loading", email: null };
  if (!user.data) return { state: "signed-out", email: null };
  if (status.isPending) return { state: "loading", email: user.data.email };
  if (status.data?.isAdmin) return { state: "admin", email: user.data.email };
  return { state: "signed-in", email: user.data.email };
}
