// The site's settings (R23): one row per section holding its value as JSON, and the history of
// every change with the value before and after it, from which a change is undone.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { nowMs, timestamp } from "./columns";

export const siteSettings = sqliteTable("site_settings", {
  /** The section (worker/shared/settings.ts SETTINGS_SECTIONS). */
  section: text("section").primaryKey(),
  /** Its value, JSON; an integration's secrets in it are encrypted (worker/settings/secrets.ts). */
  value: text("value").notNull(),
  /** The id of the change that wrote it; 0 for the value first written from the deployment's defaults. */
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at").notNull().default(nowMs),
});

export const settingsChanges = sqliteTable(
  "settings_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    section: text("section").notNull(),
    /** The section's value before and after, as stored (secrets encrypted). */
    before: text("before").notNull(),
    after: text("after").notNull(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email"),
    at: timestamp("at").notNull().default(nowMs),
    /** The change this one undid, when it was an undo. */
    undoes: integer("undoes"),
  },
  (table) => [index("settings_changes_section_idx").on(table.section, table.id)],
);

export type SettingsChange = typeof settingsChanges.$inferSelect;
