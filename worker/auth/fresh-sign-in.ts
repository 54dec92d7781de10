// Sensitive actions ask for a fresh sign-in (R25): changing a role, inviting, deactivating,
// ending someone's sessions, exporting personal data and deleting it need the identity
// provider to have checked the person within the last 15 minutes (its `auth_time`). Older, the
// route answers 403 with `signInAgain`, and the dashboard sends the person through the provider
// (`/api/login?fresh=1`, which asks it for `max_age=0`) and back to where they were.
import type { ApiError } from "../shared/errors";
import { ERROR_TEXTS } from "../shared/errors";
import type { RouteName } from "./route-access";

export const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

export const FRESH_SIGN_IN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "PATCH /api/team/:id",
  "POST /api/team/:id/deactivate",
  "POST /api/team/:id/reactivate",
  "POST /api/team/:id/sessions/end",
  "POST /api/team/invitations",
  "POST /api/team/invitations/:id/resend",
  "GET /api/contacts/export.csv",
  "DELETE /api/contacts/:id",
  "GET /api/camera-registrations/export.csv",
  "DELETE /api/camera-registrations/:id",
  "DELETE /api/incidents/:id",
  "POST /api/admin/data-requests/:id/export",
  "POST /api/admin/data-requests/:id/delete",
]);

export function needsFreshSignIn(method: string, path: string): boolean {
  return FRESH_SIGN_IN_ROUTES.has(`${method} ${path}` as RouteName);
}

/** The refusal of a sensitive action after an old sign-in: the dashboard reads `signInAgain`. */
export const signInAgainAnswer: ApiError & { signInAgain: true } = { message: ERROR_TEXTS.signInAgain, signInAgain: true };
