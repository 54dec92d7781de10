import { ROLE_IDS, ROLES, type Role } from "../../../../worker/shared/roles";
import type { TeamMember } from "../../../queries/team";
import { Badge, formatAdminDateTime } from "../../ui";
import { TEAM_SCREEN_TEXTS as TEXT } from "./team-text";

const ROW_BUTTON =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 disabled:opacity-50";

const who = (person: TeamMember) => person.name ?? person.email ?? person.id;

/** A moment of the person's (a sign-in, the last activity), or Never. */
function When({ at }: { at: string | null }) {
  return (
    <td className="py-3 pr-4 whitespace-nowrap text-slate-700">{at ? <time dateTime={at}>{formatAdminDateTime(at)}</time> : TEXT.never}</td>
  );
}

interface PersonRowProps {
  person: TeamMember;
  isYou: boolean;
  /** An Owner's row, for someone who may not change Owners. */
  locked: boolean;
  /** Whether Owner is among the roles to choose. */
  offerOwner: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onActive: (active: boolean) => void;
  /** Signs the person out on every device (their own sessions are ended under Your Account). */
  onEndSessions: () => void;
}

/**
 * One person on the team: who, their role (to change), whether they are active, when they last
 * signed in and were last active, and the button that deactivates or reactivates them.
 */
export function PersonRow({ person, isYou, locked, offerOwner, busy, onRole, onActive, onEndSessions }: PersonRowProps) {
  const deactivated = person.deactivatedAt !== null;
  return (
    <tr className="align-middle">
      <th scope="row" className="py-3 pr-4 font-normal">
        <span className="block font-medium text-slate-900">
          {who(person)} {isYou && <span className="text-slate-600">{TEXT.you}</span>}
        </span>
        {person.name && <span className="block break-all text-slate-600">{person.email}</span>}
      </th>
      <td className="py-3 pr-4">
        <select
          aria-label={TEXT.roleLabel(who(person))}
          value={person.role ?? ""}
          disabled={locked || busy}
          onChange={(event) => onRole(event.target.value as Role)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {ROLE_IDS.filter((role) => role !== "owner" || offerOwner).map((role) => (
            <option key={role} value={role}>
              {ROLES[role].name}
            </option>
          ))}
        </select>
      </td>
      <td className="py-3 pr-4">
        <Badge tone={deactivated ? "slate" : "green"}>{deactivated ? TEXT.deactivated : TEXT.active}</Badge>
      </td>
      <When at={person.lastSignInAt} />
      <When at={person.lastActiveAt} />
      <td className="py-3">
        <span className="flex flex-wrap justify-end gap-2">
          {!isYou && !deactivated && (
            <button
              type="button"
              disabled={busy}
              aria-label={TEXT.endSessionsOf(who(person))}
              onClick={() => {
                if (window.confirm(TEXT.confirmEndSessions(who(person)))) onEndSessions();
              }}
              className={ROW_BUTTON}
            >
              {TEXT.endSessions}
            </button>
          )}
          <button
            type="button"
            disabled={locked || busy}
            onClick={() => {
              if (deactivated || window.confirm(TEXT.confirmDeactivate(who(person)))) onActive(deactivated);
            }}
            className={ROW_BUTTON}
          >
            {deactivated ? TEXT.reactivate : TEXT.deactivate}
          </button>
        </span>
      </td>
    </tr>
  );
}
