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

/** Whom a post's byline may name (R9): everyone on the team now, by id and name only. Under the team's key: a change there refreshes it. */
const authorsKey = [...teamKey, "authors"] as const;

/** A team member a byline may name: their id, and their name as the byline gives it. */
type Author = InferResponseType<typeof api.team.authors.$get, 200>[number];

export const authorsQuery = queryOptions({
  queryKey: authorsKey,
  queryFn: (): Promise<Author[]> => read(api.team.authors.$get()),
});
