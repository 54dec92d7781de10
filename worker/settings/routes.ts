// The Settings section's API (R23), for roles with the settings permission: every section's value
// and version, a section's change (refused whole when someone else changed it meanwhile), the
// short history with each change's before and after, and the undo of a section's latest change.
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { findSettingsChange, listSettingsChanges, writeSettingsChange } from "../db/settings";
import { jsonBody } from "../middleware/json-body";
import { SETTINGS_SECTION_NAMES, SETTINGS_SECTIONS, SETTINGS_TEXTS, type IntegrationsView, type SettingsSection } from "../shared/settings";
import { z } from "../shared/schemas/zod";
import { toApiError, validate } from "../validation";
import { forgetCurrentSettings, readSettings } from "./current";
import { NoEncryptionKey } from "./secrets";
import { describeChange, readStoredValue, SECTION_DEFINITIONS, sectionView, type SectionDefinition, type SettingsValues } from "./sections";

const sectionParam = z.object({ section: z.enum(SETTINGS_SECTIONS) });
const changeParam = z.object({ id: z.coerce.number().int().positive() });
const changeBody = z.object({ version: z.number().int().min(0), value: z.unknown() });

type Shown<Section extends SettingsSection> = Section extends "integrations" ? IntegrationsView : SettingsValues[Section];
type SettingsView = { [Section in SettingsSection]: { value: Shown<Section>; version: number } };

/** Every section as the screen edits it: its value as the API shows it (no secret) and the version a change names. */
async function settingsView(c: Context<AuthedEnv>): Promise<SettingsView> {
  const settings = await readSettings(c.env);
  const now = Date.now();
  return Object.fromEntries(
    SETTINGS_SECTIONS.map((section) => [
      section,
      { value: sectionView(section, settings[section], now), version: settings.versions[section] },
    ]),
  ) as SettingsView;
}

/** Writes `after` over the section's value at `fromVersion`: 200 with every section, or 409 when it moved on. */
async function change(c: Context<AuthedEnv>, section: SettingsSection, fromVersion: number, after: unknown, undoes?: number) {
  const current = await readSettings(c.env);
  if (current.versions[section] !== fromVersion) return c.json({ message: SETTINGS_TEXTS.changedMeanwhile }, 409);
  const before = current[section];
  const now = Date.now();
  const changed = describeChange(sectionView(section, before, now), sectionView(section, after as never, now));
  const summary = `${SETTINGS_SECTION_NAMES[section]}${undoes ? ` (undoing change ${undoes})` : ""}: ${changed || "no field changed"}`;
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
    const definition: SectionDefinition<unknown> = SECTION_DEFINITIONS[section];
    const parsed = (definition.input?.schema ?? definition.schema).safeParse(value);
    if (!parsed.success) return c.json(toApiError(parsed.error), 400);
    if (!definition.input) return change(c, section, version, parsed.data);
    const current = await readSettings(c.env);
    try {
      return change(c, section, version, await definition.input.toValue(c.env, parsed.data as never, current[section], new Date()));
    } catch (error) {
      if (error instanceof NoEncryptionKey) return c.json({ message: SETTINGS_TEXTS.noEncryptionKey }, 503);
      throw error;
    }
  })
  .get("/history", async (c) => {
    const changes = await listSettingsChanges(database(c.env));
    const latest = new Map<string, number>();
    for (const { section, id } of changes) if (!latest.has(section)) latest.set(section, id);
    const settings = await readSettings(c.env);
    const now = Date.now();
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
            before: sectionView(section, readStoredValue(section, entry.before, c.env), now),
            after: sectionView(section, readStoredValue(section, entry.after, c.env), now),
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
