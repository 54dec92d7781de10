// The settings' rows (R23): each section's stored value and version, and the history of changes.
// A change is written in one batch, only when the section still holds the version the change was
// made from (someone else's change in between refuses it whole): the history row, its audit
// entry and the new value, or nothing.
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";

import type { SettingsSection } from "../shared/settings";
import { auditStatementIfChanged, type AuditNote } from "./audit";
import { insertRows } from "./bound-lists";
import type { Database } from "./client";
import { settingsChanges, siteSettings, type SettingsChange } from "./schema";

export interface StoredSection {
  section: string;
  value: string;
  version: number;
}

/** Every section's stored value, in one statement. */
export function readSettingRows(db: Database): Promise<StoredSection[]> {
  return db.select({ section: siteSettings.section, value: siteSettings.value, version: siteSettings.version }).from(siteSettings);
}

/** Writes the first value of sections never stored (the deployment's defaults, version 0); a value stored meanwhile stays. */
export async function storeFirstValues(db: Database, values: { section: SettingsSection; value: string }[]): Promise<void> {
  if (values.length === 0) return;
  await insertRows(
    db,
    siteSettings,
    values.map(({ section, value }) => ({ section, value, version: 0 })),
    (field) => sql`not exists (select 1 from ${siteSettings} where ${siteSettings.section} = ${field("section")})`,
  );
}

/**
 * An INSERT … SELECT of a history row, written only where `condition` holds: the select list names
 * every column in the table's order (the id left to SQLite), so a column added later never shifts the values.
 */
function insertChangeIf(db: Database, row: Omit<SettingsChange, "id">, condition: SQL) {
  const given: Partial<Record<string, unknown>> = row;
  const values = Object.entries(getTableColumns(settingsChanges)).map(([key, column]) => sql.param(given[key] ?? null, column));
  return db.insert(settingsChanges).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}

export interface SettingsWrite {
  section: SettingsSection;
  /** The version the change was made from: written only while the section still holds it. */
  fromVersion: number;
  before: string;
  after: string;
  by: AuditNote["by"];
  summary: string;
  undoes?: number;
}

/** Writes a change; the new version (the change's id), or undefined when the section had moved on. */
export async function writeSettingsChange(db: Database, write: SettingsWrite): Promise<number | undefined> {
  const { section, fromVersion, before, after, by } = write;
  const stillAt = sql`(select ${siteSettings.version} from ${siteSettings} where ${siteSettings.section} = ${section}) = ${fromVersion}`;
  const latestChange = sql`(select max(${settingsChanges.id}) from ${settingsChanges} where ${settingsChanges.section} = ${section})`;
  const at = new Date();
  await db.batch([
    insertChangeIf(db, { section, before, after, userId: by.id, userEmail: by.email, at, undoes: write.undoes ?? null }, stillAt),
    auditStatementIfChanged(db, { by, action: "update", entity: "setting", entityId: "inserted", summary: write.summary }),
    db
      .update(siteSettings)
      .set({ value: after, version: latestChange, updatedAt: at })
      .where(and(eq(siteSettings.section, section), eq(siteSettings.version, fromVersion))),
  ]);
  const [row] = await db
    .select({ version: siteSettings.version, value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.section, section));
  return row && row.version !== fromVersion && row.value === after ? row.version : undefined;
}

/** How many changes the history shows. */
export const HISTORY_SHOWN = 20;

/** The latest changes, newest first. */
export function listSettingsChanges(db: Database, limit = HISTORY_SHOWN): Promise<SettingsChange[]> {
  return db.select().from(settingsChanges).orderBy(desc(settingsChanges.id)).limit(limit);
}

export async function findSettingsChange(db: Database, id: number): Promise<SettingsChange | undefined> {
  const [change] = await db.select().from(settingsChanges).where(eq(settingsChanges.id, id)).limit(1);
  return change;
}
