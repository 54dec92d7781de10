import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, readOrNullOn401 } from "../api";

export const contactsKey = ["contacts"] as const;

/** A contact form submission as the dashboard reads it. */
export type ContactSubmission = InferResponseType<typeof api.contacts.$get, 200>[number];

/** A "null on 401" read (S7): null once the session has ended. */
export const contactsQuery = queryOptions({
  queryKey: contactsKey,
  queryFn: (): Promise<ContactSubmission[] | null> => readOrNullOn401(api.contacts.$get()),
});
