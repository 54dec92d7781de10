// The Settings section's API (R23), for roles with the settings permission: every section's value
// and version, a section's change (refused whole when someone else changed it meanwhile), the
// short history with each change's before and after, and the undo of a section's latest change.
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { findSettingsChange, listSettingsChanges, writeSettingsChange } from "../db/settings";
import { jsonBody } from "../middleware/json-body";
import { SETTINGS_SECTION_NAMES, SETTINGS_SECTIONS, SETTINGS_TEXTS, type SettingsSection } from "../shared/settings";
import { z } from "../shared/schemas/zod";
import { toApiError, validate } from "../validation";
import { forgetCurrentSettings, readSettings } from "./current";
import { describeChange, readStoredValue, SECTION_DEFINITIONS, type SettingsValues } from "./sections";

const sectionParam = z.object({ section: z.enum(SETTINGS_SECTIONS) });
const changeParam = z.object({ id: z.coerce.number().int().positive() });
const changeBody = z.object({ version: z.number().int().min(0), value: z.unknown() });

type SettingsView = { [Section in SettingsSection]: { value: SettingsValues[Section]; version: number } };

/** Every section as the screen edits it: its value and the version a change names. */
async function settingsView(c: Context<AuthedEnv>): Promise<SettingsView> {
  const settings = await readSettings(c.env);
  return Object.fromEntries(
    SETTINGS_SECTIONS.map((section) => [section, { value: settings[section], version: settings.versions[section] }]),
  ) as SettingsView;
}

/** Writes `after` over the section's value at `fromVersion`: 200 with every section, or 409 when it moved on. */
async function change(c: Context<AuthedEnv>, section: SettingsSection, fromVersion: number, after: unknown, undoes?: number) {
  const current = await readSettings(c.env);
  if (current.versions[section] !== fromVersion) return c.json({ message: SETTINGS_TEXTS.changedMeanwhile }, 409);
  const before = current[section];
  const summary = `${SETTINGS_SECTION_NAMES[section]}${undoes ? ` (undoing change ${undoes})` : ""}: ${describeChange(before, after) || "no field changed"}`;
  const written = await writeSettingsChange(database(c.env), {
    section,
    fromVersion,
    before: JSON.stringify(before),
    after: JSON.stringify(after),
    by: c.get("user"),
    summary,
    undoes,
  });
  forgetCurrentSettings();
  if (written === undefined) return c.json({ message: SETTINGS_TEXTS.changedMeanwhile }, 409);
  return c.json(await settingsView(c));
}

export const settingsRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json(await settingsView(c)))
  .put("/:section", validate("param", sectionParam), validate("json", changeBody), async (c) => {
    const { section } = c.req.valid("param");
    const { version, value } = c.req.valid("json");
    const parsed = SECTION_DEFINITIONS[section].schema.safeParse(value);
    if (!parsed.success) return c.json(toApiError(parsed.error), 400);
    return change(c, section, version, parsed.data);
  })
  .get("/history", async (c) => {
    const changes = await listSettingsChanges(database(c.env));
    const latest = new Map<string, number>();
    for (const { section, id } of changes) if (!latest.has(section)) latest.set(section, id);
    const settings = await readSettings(c.env);
    return c.json(
      changes.flatMap((entry) => {
        const section = SETTINGS_SECTIONS.find((known) => known === entry.section);
        if (!section) return [];
        return [
          {
            id: entry.id,
            section,
            at: entry.at.toISOString(),
            by: entry.userEmail,
            undoes: entry.undoes,
            before: readStoredValue(section, entry.before, c.env),
            after: readStoredValue(section, entry.after, c.env),
            // Only the section's latest change, while the section still holds it.
            undoable: latest.get(section) === entry.id && settings.versions[section] === entry.id,
          },
        ];
      }),
    );
  })
  .post("/history/:id/undo", validate("param", changeParam), async (c) => {
    const entry = await findSettingsChange(database(c.env), c.req.valid("param").id);
    const section = entry && SETTINGS_SECTIONS.find((known) => known === entry.section);
    if (!entry || !section) return notFound(c);
    const current = await readSettings(c.env);
    if (current.versions[section] !== entry.id) return c.json({ message: SETTINGS_TEXTS.onlyLatestUndone }, 409);
    return change(c, section, entry.id, readStoredValue(section, entry.before, c.env), entry.id);
  });
