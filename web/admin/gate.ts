import { useQuery } from "@tanstack/react-query";

import type { Permission, Role } from "../../worker/shared/roles";
import { adminStatusQuery, currentUserQuery } from "../queries/auth";

export type GateState = "loading" | "staff" | "signed-in" | "signed-out";

export interface Gate {
  state: GateState;
  email: string | null;
  /** The person's role on the team, and what it lets them do (R25): the sections the dashboard shows. */
  role: Role | null;
  permissions: readonly Permission[];
}

const NO_ONE = { role: null, permissions: [] } as const;

/** Who is here: the current user first, then (only when signed in) their place on the team (S7, R25). */
export function useAdminGate(): Gate {
  const user = useQuery(currentUserQuery);
  const status = useQuery({ ...adminStatusQuery, enabled: Boolean(user.data) });
  if (user.isPending) return { state: "loading", email: null, ...NO_ONE };
  if (!user.data) return { state: "signed-out", email: null, ...NO_ONE };
  if (status.isPending) return { state: "loading", email: user.data.email, ...NO_ONE };
  if (status.data?.isStaff) return { state: "staff", email: user.data.email, role: status.data.role, permissions: status.data.permissions };
  return { state: "signed-in", email: user.data.email, ...NO_ONE };
}
