import { Check } from "lucide-react";

import { PERMISSIONS, ROLE_IDS, ROLES, type Permission } from "../../../../worker/shared/roles";
import { TEAM_SCREEN_TEXTS } from "./team-text";

const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];

/** What each role may do (R25): a row per permission, a column per role, drawn from the roles the API enforces. */
export function RolesTable() {
  return (
    // Positioned, so that the cells' hidden words stay inside the box that scrolls on a narrow screen.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="mb-3 text-left text-sm text-slate-600">{TEAM_SCREEN_TEXTS.rolesCaption}</caption>
        <thead className="border-b border-slate-300 text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {TEAM_SCREEN_TEXTS.permissionColumn}
            </th>
            {ROLE_IDS.map((role) => (
              <th key={role} scope="col" className="px-2 py-2 text-center font-semibold" title={ROLES[role].summary}>
                {ROLES[role].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {PERMISSION_IDS.map((permission) => (
            <tr key={permission}>
              <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                {PERMISSIONS[permission]}
              </th>
              {ROLE_IDS.map((role) => (
                <td key={role} className="px-2 py-2 text-center">
                  {ROLES[role].permissions.includes(permission) ? (
                    <Check role="img" aria-label={TEAM_SCREEN_TEXTS.allowed} className="mx-auto h-4 w-4 text-green-700" />
                  ) : (
                    <span className="sr-only">{TEAM_SCREEN_TEXTS.notAllowed}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
