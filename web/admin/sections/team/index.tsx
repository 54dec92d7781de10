// The User Management section (R25): the team with each person's role and state, their last
// sign-in and last activity, changed here, and the table of what each role may do; and, for a
// role that may read the audit trail, the team's activity in a tab beside them. Changing an
// Owner, or making one, is an Owner's; the API refuses the last active Owner's demotion or
// deactivation in words shown as they are.
import { useQuery } from "@tanstack/react-query";

import type { Permission, Role } from "../../../../worker/shared/roles";
import { api, ok, read } from "../../../api";
import { teamKey, teamQuery, type TeamMember } from "../../../queries/team";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { ColumnHeaders, EmptyState, ErrorText, LoadingRows, Panel, SectionTabs } from "../../ui";
import { ActivityPanel } from "./activity";
import { InvitationsPanel } from "./invitations";
import { PersonRow } from "./person-row";
import { RolesTable } from "./roles-table";
import { TEAM_SCREEN_TEXTS as TEXT } from "./team-text";

export function TeamSection({ permissions, email }: { permissions: readonly Permission[]; email: string | null }) {
  const team = useQuery(teamQuery);
  const mayChangeOwners = permissions.includes("owners");
  const setRole = useAdminMutation({
    mutationFn: ({ person, role }: { person: TeamMember; role: Role }) =>
      ok(api.team[":id"].$patch({ param: { id: person.id }, json: { role } })),
    invalidates: [teamKey],
    refetchAfterFailure: true,
    success: () => TEXT.saved,
    failure: serverWordsOr(TEXT.changeFailed),
  });
  const setActive = useAdminMutation({
    mutationFn: ({ person, active }: { person: TeamMember; active: boolean }) =>
      ok(
        active
          ? api.team[":id"].reactivate.$post({ param: { id: person.id } })
          : api.team[":id"].deactivate.$post({ param: { id: person.id } }),
      ),
    invalidates: [teamKey],
    refetchAfterFailure: true,
    success: () => TEXT.saved,
    failure: serverWordsOr(TEXT.changeFailed),
  });

  const endSessions = useAdminMutation({
    mutationFn: (person: TeamMember) => read(api.team[":id"].sessions.end.$post({ param: { id: person.id }, json: { all: true } })),
    invalidates: [teamKey],
    success: ({ ended }) => TEXT.sessionsEnded(ended),
    failure: serverWordsOr(TEXT.changeFailed),
  });

  const people = (
    <div className="space-y-6">
      <Panel title={TEXT.peopleTitle}>
        {team.isPending ? (
          <LoadingRows />
        ) : team.isError ? (
          <ErrorText>{team.error.message}</ErrorText>
        ) : team.data.length === 0 ? (
          <EmptyState>{TEXT.empty}</EmptyState>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption className="mb-3 text-left text-sm text-slate-600">{TEXT.peopleCaption}</caption>
              <ColumnHeaders columns={Object.values(TEXT.peopleColumns)} />
              <tbody className="divide-y divide-slate-200">
                {team.data.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    isYou={person.email === email}
                    locked={person.role === "owner" && !mayChangeOwners}
                    offerOwner={mayChangeOwners || person.role === "owner"}
                    busy={setRole.isPending || setActive.isPending || endSessions.isPending}
                    onRole={(role) => setRole.mutate({ person, role })}
                    onActive={(active) => setActive.mutate({ person, active })}
                    onEndSessions={() => endSessions.mutate(person)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <InvitationsPanel mayInviteOwners={mayChangeOwners} />
      <Panel title={TEXT.rolesTitle}>
        <RolesTable />
      </Panel>
    </div>
  );
  if (!permissions.includes("audit")) return people;
  return (
    <SectionTabs
      label={TEXT.views}
      defaultValue="people"
      tabs={[
        { value: "people", label: TEXT.peopleTab, content: people },
        { value: "activity", label: TEXT.activityTab, content: <ActivityPanel /> },
      ]}
    />
  );
}
