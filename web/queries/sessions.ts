import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

export const ownSessionsKey = ["admin", "sessions"] as const;

/** One browser the person is signed in on (R25): its device, when it started and was last seen, and whether it is this one. */
export type OwnSession = InferResponseType<typeof api.sessions.$get, 200>[number];

export const ownSessionsQuery = queryOptions({
  queryKey: ownSessionsKey,
  queryFn: (): Promise<OwnSession[]> => read(api.sessions.$get()),
});
