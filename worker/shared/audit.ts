// The audit trail's terms, shared by the Worker and the dashboard (R25): what an entry's action
// may be, the dashboard section each kind of record belongs to (the one map the activity view
// filters by), and the system's own actors.

export const AUDIT_ACTIONS = ["create", "update", "delete", "sign in", "refused"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Each kind of record an audit entry names, under the dashboard section it belongs to. The ids
 * are the dashboard's own section ids (web/admin/section-table.tsx: `redirects` is short links,
 * `contacts` leads, `cameras` the registry, `users` the team); `system` is the site's own
 * housekeeping, which no section shows.
 */
export const AUDIT_SECTIONS = {
  // A short link; clicks and missed pages only in the retention purges' entries (R20).
  redirects: ["redirect", "click", "missed page"],
  blog: ["blog post", "image"],
  events: ["event"],
  contacts: ["contact submission"],
  cameras: ["camera registration", "incident", "footage request"],
  "data-requests": ["data request"],
  // A person's place on the team (entity id 0, the person named in the summary by their email);
  // an invitation (its id; the summary names the email invited and the role); a signed-in browser
  // (a sign-in, a session ended, or a staff route refused; entity id 0, the session named by the
  // entry's session id).
  users: ["team member", "invitation", "session"],
  // A change of a settings section (its entry in the settings' history; the summary names the fields changed).
  settings: ["setting"],
  // Only the retention purges' entries (R20, worker/db/retention.ts): a run's count, entity id 0.
  system: ["outbox message", "client key", "page visit", "daily page figures"],
} as const;

export type AuditSection = keyof typeof AUDIT_SECTIONS;
export type AuditEntity = (typeof AUDIT_SECTIONS)[AuditSection][number];

export const AUDIT_SECTION_IDS = Object.keys(AUDIT_SECTIONS) as [AuditSection, ...AuditSection[]];

/** The section an entry's record belongs to; none for a kind this map does not know. */
export function sectionOf(entity: string): AuditSection | null {
  return AUDIT_SECTION_IDS.find((section) => (AUDIT_SECTIONS[section] as readonly string[]).includes(entity)) ?? null;
}

/** The actors that are nobody signed in (worker/db/audit.ts SYSTEM_ACTORS), by the id their entries carry. */
export const SYSTEM_ACTOR_IDS = {
  registryOwner: "system:registry-owner",
  retention: "system:retention",
  dataRequest: "system:data-request",
  commandLine: "system:command-line",
} as const;

export type SystemActorId = (typeof SYSTEM_ACTOR_IDS)[keyof typeof SYSTEM_ACTOR_IDS];

export const isSystemActor = (id: string): id is SystemActorId => (Object.values(SYSTEM_ACTOR_IDS) as string[]).includes(id);

/** The activity view's refusals of a filter it does not know, as the API answers them. */
export const AUDIT_FILTER_TEXTS = {
  section: "Choose one of the sections",
  action: "Choose one of the actions",
  person: "Choose a person on the team",
  before: "The page to continue from must be an entry's id",
} as const;
