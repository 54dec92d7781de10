import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, readOrNullOn401 } from "../api";

export const cameraRegistrationsKey = ["camera-registrations"] as const;

/** A camera registry entry as the dashboard reads it. */
export type CameraRegistration = InferResponseType<(typeof api)["camera-registrations"]["$get"], 200>[number];

/** A "null on 401" read (spec section 7): null once the session has ended. */
export const cameraRegistrationsQuery = queryOptions({
  queryKey: cameraRegistrationsKey,
  queryFn: (): Promise<CameraRegistration[] | null> => readOrNullOn401(api["camera-registrations"].$get()),
});
