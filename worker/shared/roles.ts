// Who on the team may do what (R25): each person holds one role, a named set of permissions, one
// per dashboard section and action. The API checks them on every staff request
// (worker/auth/route-access.ts, one table of every route); the dashboard shows only the sections a
// role may use. Shared with the browser, which draws the roles' table from here.

/** What a permission lets a person do, as the User Management screen says it. */
export const PERMISSIONS = {
  posts: "Write, publish and schedule blog posts, and restore their revisions",
  media: "Upload images and edit or delete them",
  events: "Create, change and cancel community events",
  shortLinks: "Manage short links and the 404 log",
  leads: "Read leads, change their status and notes, delete them, and read the messages sent about them",
  leadsExport: "Download leads as CSV",
  registry: "Camera registrations, incidents, footage requests and owners' answers",
  registryExport: "Download camera registrations as CSV",
  dataRequests: "People's requests to see, download or delete their data",
  messages: "The whole message log: read, resend and retry any email or webhook",
  audit: "The audit trail of everyone's changes",
  people: "Invite people, change their roles, deactivate them and end their sessions",
  owners: "Make someone an Owner, or change or deactivate an Owner",
  analytics: "See the site's visitors, sources, goals and where leads came from (counts only)",
  settings: "Change the business details, the site notice, who receives staff emails, and the integrations",
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ROLE_IDS = ["owner", "administrator", "editor", "registry-coordinator", "leads"] as const;
export type Role = (typeof ROLE_IDS)[number];

const EVERYTHING = Object.keys(PERMISSIONS) as Permission[];

export const ROLES: Record<Role, { name: string; summary: string; permissions: readonly Permission[] }> = {
  owner: {
    name: "Owner",
    summary: "Everything, including people, Owners and settings. There is always at least one.",
    permissions: EVERYTHING,
  },
  administrator: {
    name: "Administrator",
    summary: "Everything an Owner does, except changing Owners.",
    permissions: EVERYTHING.filter((permission) => permission !== "owners"),
  },
  editor: {
    name: "Editor",
    summary: "The blog, images, events, short links, the 404 log and the analytics. No personal data.",
    permissions: ["posts", "media", "events", "shortLinks", "analytics"],
  },
  "registry-coordinator": {
    name: "Registry coordinator",
    summary: "The camera registry, incidents, footage requests and owners' answers, and data requests.",
    permissions: ["registry", "registryExport", "dataRequests"],
  },
  leads: {
    name: "Leads",
    summary: "Contact submissions, their status and notes, and the messages sent about them.",
    permissions: ["leads", "leadsExport"],
  },
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLE_IDS as readonly string[]).includes(value);

/** Whether a person of `role` (none: not on the team) may do what `permission` names. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? ROLES[role].permissions.includes(permission) : false;
}

/** The team's refusals, as the API answers them and the team's screen shows them. */
export const TEAM_TEXTS = {
  lastOwner: "The team must keep at least one active Owner: make someone else an Owner first.",
  ownersOnly: "Only an Owner can make someone an Owner, or change or deactivate an Owner.",
  roleRequired: "Choose one of the roles",
  emailRequired: "Enter a valid email address",
  alreadyOnTeam: "This person is already on the team: change their role instead.",
  invitationNotWaiting: "This invitation was already accepted or revoked.",
} as const;

/** Why an invitation link did not sign someone onto the team, as the sign-in page says it. */
export const INVITATION_TEXTS = {
  unknown: "This invitation link is not valid. Ask for a new invitation.",
  used: "This invitation has already been used.",
  revoked: "This invitation was withdrawn. Ask for a new invitation.",
  expired: "This invitation has expired. Ask for a new invitation.",
  "wrong-email": "This invitation was sent to another email address. Sign in with the address it was sent to.",
} as const;
