import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import type { LocationView } from "../../worker/shared/registry";
import { api, readOrNullOn401 } from "../api";

export const cameraRegistrationsKey = ["camera-registrations"] as const;

/**
 * A camera registry entry as the dashboard reads it, with where it is (R14). The location fields
 * are optional here so that a list without them (an older Worker) still shows.
 */
export type CameraRegistration = InferResponseType<(typeof api)["camera-registrations"]["$get"], 200>[number] & Partial<LocationView>;

/** A "null on 401" read (S7): null once the session has ended. */
export const cameraRegistrationsQuery = queryOptions({
  queryKey: cameraRegistrationsKey,
  queryFn: (): Promise<CameraRegistration[] | null> => readOrNullOn401(api["camera-registrations"].$get()),
});
