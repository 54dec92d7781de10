import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

export const teamKey = ["admin", "team"] as const;

/** A person on the team: who they are, their role, and whether they are deactivated (R25). */
export type TeamMember = InferResponseType<typeof api.team.$get, 200>[number];

export const teamQuery = queryOptions({
  queryKey: teamKey,
  queryFn: (): Promise<TeamMember[]> => read(api.team.$get()),
});

export const invitationsKey = ["admin", "team", "invitations"] as const;

/** An invitation to the team and where it stands: pending, accepted, revoked or expired (R25). */
export type Invitation = InferResponseType<(typeof api.team.invitations)["$get"], 200>[number];

export const invitationsQuery = queryOptions({
  queryKey: invitationsKey,
  queryFn: (): Promise<Invitation[]> => read(api.team.invitations.$get()),
});
