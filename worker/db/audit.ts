import { and, desc, eq, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";

import { AUDIT_SECTIONS, sectionOf, SYSTEM_ACTOR_IDS, type AuditAction, type AuditEntity, type AuditSection } from "../shared/audit";
import { inList } from "./bound-lists";
import type { User } from "./users";
import type { Database } from "./client";
import { auditLog, type AuditEntry } from "./schema";

/** Who did it: a signed-in staff member (and the session they did it from), or one of the system's own actors. */
type Actor = Pick<User, "id" | "email"> & { sessionId?: string | null };

/**
 * Changes nobody signed in made: a camera owner through a signed link, a person deleting their own
 * data through theirs, or the cron trigger's retention purge. Recorded under these names, never with the owner's details.
 */
export const SYSTEM_ACTORS = {
  registryOwner: { id: SYSTEM_ACTOR_IDS.registryOwner, email: null },
  retention: { id: SYSTEM_ACTOR_IDS.retention, email: null },
  /** A person deleting what is held for their own email address (R18). */
  dataRequest: { id: SYSTEM_ACTOR_IDS.dataRequest, email: null },
  /** `npm run admin`, run by whoever deploys the site. */
  commandLine: { id: SYSTEM_ACTOR_IDS.commandLine, email: null },
} as const satisfies Record<string, Actor>;

/**
 * The audit row of a mutation, to run in the mutation's own batch. For a create, the new
 * row's id is SQLite's last inserted rowid, read inside the same transaction.
 */
export function auditStatement(db: Database, { by: user, action, entity, entityId, summary }: AuditNote) {
  return db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    action,
    entity,
    entityId: entityId === "inserted" ? sql<number>`last_insert_rowid()` : entityId,
    summary: summary.slice(0, 200),
    sessionId: user.sessionId ?? null,
    at: new Date(),
  });
}

/** An audit row's values for an INSERT … SELECT: each a value or an SQL expression; a column left out is null. */
export type AuditSelect = { [Column in Exclude<keyof AuditEntry, "id">]?: AuditEntry[Column] | SQL };

/**
 * An INSERT … SELECT of audit rows, `rest` being what follows the select list (`where …`,
 * `from … where …`). The select list names every column in the table's order from `row`, so a
 * column added to the table never shifts the values.
 */
export function insertAuditSelect(db: Database, row: AuditSelect, rest: SQL) {
  const given: Partial<Record<string, unknown>> = row;
  const values = Object.entries(getTableColumns(auditLog)).map(([key, column]) => {
    const value = given[key] ?? null;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db.insert(auditLog).select(sql`select ${sql.join(values, sql`, `)} ${rest}`);
}

/**
 * The audit row of a change that may not happen (a conditional delete): written only when the
 * statement just before it in the same batch changed a row (SQLite's `changes()`).
 */
export function auditStatementIfChanged(db: Database, { by: user, action, entity, entityId, summary }: AuditNote) {
  const id = entityId === "inserted" ? sql`last_insert_rowid()` : entityId;
  return insertAuditSelect(
    db,
    {
      at: new Date(),
      userId: user.id,
      userEmail: user.email,
      action,
      entity,
      entityId: id,
      summary: summary.slice(0, 200),
      sessionId: user.sessionId ?? null,
    },
    sql`where changes() > 0`,
  );
}

/** What an audit entry says: who did what to which record, in words without personal data. */
export interface AuditNote {
  by: Actor;
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id; "inserted" for a create, whose id is the one the change just made. */
  entityId: number | "inserted";
  summary: string;
}

type Statement = BatchItem<"sqlite">;

/**
 * A staff change and its audit entry, run as one D1 batch (one transaction): both are written or
 * neither. The entry follows the change so that a create's rowid is the new record's; further
 * writes that belong to the same change run after it. Answers what the change's statement
 * answers (its returned rows, for one with `.returning()`).
 */
export async function changeWithAudit<Change extends Statement>(
  db: Database,
  note: AuditNote,
  change: Change,
  alongside: Statement[] = [],
): Promise<Change["_"]["result"]> {
  const [result] = await db.batch([change, auditStatement(db, note), ...alongside]);
  return result;
}

/**
 * A change that may not happen (an insert that finds the row there, a conditional delete) and
 * its audit entry, in one batch: the entry is written only when the change changed a row.
 */
export async function changeWithAuditIfChanged<Change extends Statement>(
  db: Database,
  note: AuditNote,
  change: Change,
): Promise<Change["_"]["result"]> {
  const [result] = await db.batch([change, auditStatementIfChanged(db, note)]);
  return result;
}

export const AUDIT_PAGE_SIZE = 200;

/** Which entries the activity view asks for (R25): each filter optional, and the page after the entry `before`. */
export interface AuditFilter {
  /** The person who did it: their user id (a system actor's id too). */
  person?: string;
  section?: AuditSection;
  action?: AuditAction;
  /** The last entry of the page before: the page holds the entries older than it. */
  before?: number;
}

/** The entry a page continues from, apart from the entries read: `before` names a row of the same table. */
const cursor = alias(auditLog, "cursor");

/**
 * A page of entries, newest first, and the id to ask for the next page with (none when this is
 * the last). Ordered by time, then id; a page continues strictly after the `before` entry in that
 * order, so entries written meanwhile never shift a page. Each filter binds one value: a section's
 * kinds of record travel as one list (bound-lists.ts).
 */
export async function listAudit(db: Database, { person, section, action, before }: AuditFilter = {}) {
  const after =
    before === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (${db.select({ at: cursor.at, id: cursor.id }).from(cursor).where(eq(cursor.id, before))})`;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        person === undefined ? undefined : eq(auditLog.userId, person),
        section === undefined ? undefined : inList(auditLog.entity, AUDIT_SECTIONS[section]),
        action === undefined ? undefined : eq(auditLog.action, action),
        after,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)!.id : null };
}

/** An entry as the dashboard shows it: with the section its record belongs to, and the session it was done from. */
export function toAuditView(entry: AuditEntry) {
  return { ...entry, at: entry.at.toISOString(), section: sectionOf(entry.entity) };
}
