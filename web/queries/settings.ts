import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

export const settingsKey = ["admin", "settings"] as const;

/** Every settings section with the version a change of it names (R23). */
export type SettingsView = InferResponseType<typeof api.settings.$get, 200>;

export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: (): Promise<SettingsView> => read(api.settings.$get()),
});

export const settingsHistoryKey = [...settingsKey, "history"] as const;

/** A change of the settings, with the section's value before and after it. */
export type SettingsChange = InferResponseType<typeof api.settings.history.$get, 200>[number];

export const settingsHistoryQuery = queryOptions({
  queryKey: settingsHistoryKey,
  queryFn: (): Promise<SettingsChange[]> => read(api.settings.history.$get()),
});
