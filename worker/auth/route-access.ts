// Who may call each route of the API (R25): the one table of every method and path, read by the
// guard (guard.ts) on each request and walked by the tests for every role
// (test/worker/auth/route-access.test.ts). A route missing here is refused to everyone, and its
// test fails, until it is declared.
import type { Permission } from "../shared/roles";

/**
 * `public`: everyone (a route may still show staff more); `signed-in`: anyone signed in, on the
 * team or not; a permission, or a list of which any one will do (the route then checks the
 * record itself: a message is its lead's or its registration's).
 */
export type Access = "public" | "signed-in" | Permission | readonly Permission[];

/** A message's own routes: the whole log, or the messages of the records a role may read. */
const MESSAGE_READERS = ["messages", "leads", "registry"] as const satisfies readonly Permission[];

export const ROUTE_ACCESS = {
  "GET /api/login": "public",
  "GET /api/callback": "public",
  "GET /api/logout": "public",
  "POST /api/logout": "public",
  "GET /api/auth/user": "signed-in",
  "GET /api/admin/status": "signed-in",

  "POST /api/contact": "public",
  "POST /api/register-camera": "public",
  "POST /api/analytics/events": "public",
  "GET /api/analytics": "analytics",
  "GET /api/analytics/export.csv": "analytics",

  "GET /api/events": "public",
  "GET /api/events/calendar": "public",
  "GET /api/events/:id": "public",
  "GET /api/events/admin": "events",
  "POST /api/events": "events",
  "PATCH /api/events/:id": "events",
  "DELETE /api/events/:id": "events",
  "POST /api/events/:id/cancellations": "events",
  "DELETE /api/events/:id/cancellations/:date": "events",
  "POST /api/events/:id/moves": "events",
  "DELETE /api/events/:id/moves/:date": "events",

  "GET /api/blog/posts": "public",
  "GET /api/blog/posts/:slug": "public",
  "POST /api/blog/posts": "posts",
  "PATCH /api/blog/posts/:id": "posts",
  "DELETE /api/blog/posts/:id": "posts",
  "GET /api/blog/posts/:id/revisions": "posts",
  "GET /api/blog/posts/:id/revisions/:revisionId": "posts",
  "POST /api/blog/posts/:id/revisions/:revisionId/restore": "posts",
  "GET /api/blog/posts/:id/autosave": "posts",
  "PUT /api/blog/posts/:id/autosave": "posts",
  "DELETE /api/blog/posts/:id/autosave": "posts",

  "GET /api/media": "media",
  "POST /api/media": "media",
  "PATCH /api/media/:id": "media",
  "DELETE /api/media/:id": "media",

  "GET /api/redirects": "shortLinks",
  "GET /api/redirects/suggestion": "shortLinks",
  "GET /api/redirects/:id/analytics": "shortLinks",
  "GET /api/redirects/:id/clicks.csv": "shortLinks",
  "GET /api/redirects/:id/qr.svg": "shortLinks",
  "GET /api/redirects/:id/qr.png": "shortLinks",
  "POST /api/redirects": "shortLinks",
  "PATCH /api/redirects/:id": "shortLinks",
  "DELETE /api/redirects/:id": "shortLinks",
  "GET /api/not-found-paths": "shortLinks",
  "DELETE /api/not-found-paths/:id": "shortLinks",

  "GET /api/contacts": "leads",
  "GET /api/contacts/export.csv": "leadsExport",
  "PATCH /api/contacts/:id": "leads",
  "GET /api/contacts/:id/messages": "leads",
  "DELETE /api/contacts/:id": "leads",

  "GET /api/camera-registrations": "registry",
  "GET /api/camera-registrations/export.csv": "registryExport",
  "GET /api/camera-registrations/:id/messages": "registry",
  "DELETE /api/camera-registrations/:id": "registry",
  "PUT /api/camera-registrations/:id/location": "registry",
  "GET /api/incidents": "registry",
  "POST /api/incidents": "registry",
  "GET /api/incidents/:id": "registry",
  "PUT /api/incidents/:id": "registry",
  "POST /api/incidents/:id/close": "registry",
  "POST /api/incidents/:id/reopen": "registry",
  "DELETE /api/incidents/:id": "registry",
  "GET /api/incidents/:id/footage-requests/preview": "registry",
  "POST /api/incidents/:id/footage-requests": "registry",
  "POST /api/incidents/:id/answers-seen": "registry",
  "PUT /api/footage-requests/:id/follow-up": "registry",

  "GET /api/admin/data-requests": "dataRequests",
  "POST /api/admin/data-requests": "dataRequests",
  "POST /api/admin/data-requests/:id/export": "dataRequests",
  "POST /api/admin/data-requests/:id/delete": "dataRequests",
  "POST /api/admin/data-requests/:id/link": "dataRequests",

  "GET /api/admin/messages": "messages",
  "GET /api/admin/messages/:id": MESSAGE_READERS,
  "GET /api/admin/messages/:id/preview": MESSAGE_READERS,
  "POST /api/admin/messages/:id/resend": MESSAGE_READERS,
  "POST /api/admin/messages/:id/retry": MESSAGE_READERS,

  "GET /api/admin/audit": "audit",

  "GET /api/settings": "settings",
  "PUT /api/settings/:section": "settings",
  "POST /api/settings/integrations/test": "settings",
  "GET /api/settings/history": "settings",
  "POST /api/settings/history/:id/undo": "settings",

  "GET /api/team": "people",
  "GET /api/team/authors": "posts",
  "PATCH /api/team/:id": "people",
  "POST /api/team/:id/deactivate": "people",
  "POST /api/team/:id/reactivate": "people",
  "GET /api/team/:id/sessions": "people",
  "POST /api/team/:id/sessions/end": "people",
  "GET /api/team/invitations": "people",
  "POST /api/team/invitations": "people",
  "POST /api/team/invitations/:id/resend": "people",
  "POST /api/team/invitations/:id/revoke": "people",

  "GET /api/sessions": "signed-in",
  "POST /api/sessions/end": "signed-in",
} as const satisfies Record<string, Access>;

export type RouteName = keyof typeof ROUTE_ACCESS;

/** The access a route declares, by its method and its path as the router names it (`/api/blog/posts/:id`). */
export function accessOf(method: string, path: string): Access | undefined {
  return (ROUTE_ACCESS as Record<string, Access>)[`${method} ${path}`];
}
