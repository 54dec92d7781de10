// The settings every answer reads (R23): all sections in one D1 statement, kept by the isolate for
// SETTINGS_KEPT_MS, so a change made anywhere is read by every isolate within that time (and at
// once by the isolate that made it). The version (the latest change's id) is part of every cached
// page's key: a change makes every cached page, in the isolate and at the edge, be made anew.
import { database } from "../db/client";
import { logWarning } from "../log";
import { readSettingRows, storeFirstValues } from "../db/settings";
import type { Env } from "../env";
import { SETTINGS_SECTIONS } from "../shared/settings";
import { readStoredValue, SECTION_DEFINITIONS, type DefaultsEnv, type SettingsValues } from "./sections";

/** How long an isolate answers from the settings it read: well within the minute a change may take to show everywhere. */
export const SETTINGS_KEPT_MS = 10_000;

export interface CurrentSettings extends SettingsValues {
  /** Changes with every change of any section: the sum of the sections' versions. */
  version: number;
  /** Each section's version, for a change to name the value it was made from. */
  versions: Record<keyof SettingsValues, number>;
}

type SettingsEnv = Pick<Env, "DB"> & DefaultsEnv;

let kept: { settings: CurrentSettings; readAt: number } | undefined;

/**
 * The current settings, from this isolate's copy while it is fresh. While D1 cannot be read, the
 * last copy (or, before any, the deployment's values) serves: a page still answers, with the
 * details it last showed, and D1 is asked again at the next request.
 */
export async function currentSettings(env: SettingsEnv, now = Date.now()): Promise<CurrentSettings> {
  if (kept && now >= kept.readAt && now - kept.readAt < SETTINGS_KEPT_MS) return kept.settings;
  try {
    return await readSettings(env, now);
  } catch (error) {
    logWarning("settings", `Settings not read, the last copy serves: ${error instanceof Error ? error.message : String(error)}`);
    return kept?.settings ?? deploymentSettings(env);
  }
}

/** Every section at its first value: what the site shows before the settings were ever read. */
function deploymentSettings(env: SettingsEnv): CurrentSettings {
  const values = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, SECTION_DEFINITIONS[section].defaults(env)]));
  const versions = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, 0]));
  return { ...(values as unknown as SettingsValues), versions: versions as CurrentSettings["versions"], version: -1 };
}

/** The settings read from D1 now (a section never stored gets its first value written, once). */
export async function readSettings(env: SettingsEnv, now = Date.now()): Promise<CurrentSettings> {
  const db = database(env);
  let rows = await readSettingRows(db);
  const missing = SETTINGS_SECTIONS.filter((section) => !rows.some((row) => row.section === section));
  if (missing.length > 0) {
    await storeFirstValues(
      db,
      missing.map((section) => ({ section, value: JSON.stringify(SECTION_DEFINITIONS[section].defaults(env)) })),
    );
    rows = await readSettingRows(db);
  }
  const values = {} as Record<string, unknown>;
  const versions = {} as Record<string, number>;
  for (const section of SETTINGS_SECTIONS) {
    const row = rows.find((stored) => stored.section === section);
    values[section] = row ? readStoredValue(section, row.value, env) : SECTION_DEFINITIONS[section].defaults(env);
    versions[section] = row?.version ?? 0;
  }
  const settings = {
    ...(values as unknown as SettingsValues),
    versions: versions as CurrentSettings["versions"],
    version: Object.values(versions).reduce((sum, version) => sum + version, 0),
  };
  kept = { settings, readAt: now };
  return settings;
}

/** Forgets this isolate's copy: after its own change, and for the tests' reset of the database. */
export function forgetCurrentSettings() {
  kept = undefined;
}
