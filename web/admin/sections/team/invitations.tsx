// Inviting people to the team (R25): an email and a role, sent through the outbox; the
// invitations waiting or lately answered, each waiting one sent again or revoked here.
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { ROLE_IDS, ROLES, type Role } from "../../../../worker/shared/roles";
import { api, ApiRequestError, ok, read } from "../../../api";
import { SelectField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { invitationsKey, invitationsQuery, type Invitation } from "../../../queries/team";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel } from "../../ui";
import { TEAM_SCREEN_TEXTS as TEXT } from "./team-text";

const STATE_TONES = { pending: "blue", accepted: "green", revoked: "slate", expired: "amber" } as const;

export function InvitationsPanel({ mayInviteOwners }: { mayInviteOwners: boolean }) {
  const invitations = useQuery(invitationsQuery);
  const act = useAdminMutation({
    mutationFn: async ({ invitation, action }: { invitation: Invitation; action: "resend" | "revoke" }) => {
      await ok(api.team.invitations[":id"][action].$post({ param: { id: String(invitation.id) } }));
      return action;
    },
    invalidates: [invitationsKey],
    refetchAfterFailure: true,
    success: (action) => (action === "resend" ? TEXT.resent : TEXT.revoked),
    failure: serverWordsOr(TEXT.changeFailed),
  });
  return (
    <Panel title={TEXT.invitationsTitle}>
      <InviteForm mayInviteOwners={mayInviteOwners} />
      {invitations.isPending ? (
        <LoadingRows />
      ) : invitations.isError ? (
        <ErrorText>{invitations.error.message}</ErrorText>
      ) : invitations.data.length === 0 ? (
        <EmptyState>{TEXT.noInvitations}</EmptyState>
      ) : (
        <ul aria-label={TEXT.invitationsCaption} className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
              <span className="min-w-0 flex-1 basis-48">
                <span className="block font-medium break-all text-slate-900">{invitation.email}</span>
                <span className="block text-slate-600">
                  {ROLES[invitation.role].name}
                  {invitation.state === "pending" && ` · ${TEXT.expires(formatAdminDateTime(invitation.expiresAt))}`}
                </span>
              </span>
              <Badge tone={STATE_TONES[invitation.state]}>{TEXT.invitationState[invitation.state]}</Badge>
              {(invitation.state === "pending" || invitation.state === "expired") && (
                <span className="flex gap-2">
                  <button
                    type="button"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ invitation, action: "resend" })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {TEXT.resend}
                  </button>
                  <button
                    type="button"
                    disabled={act.isPending}
                    onClick={() => {
                      if (window.confirm(TEXT.confirmRevoke(invitation.email))) act.mutate({ invitation, action: "revoke" });
                    }}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {TEXT.revoke}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function InviteForm({ mayInviteOwners }: { mayInviteOwners: boolean }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const invite = useAdminMutation({
    mutationFn: (json: { email: string; role: Role }) => read(api.team.invitations.$post({ json })),
    invalidates: [invitationsKey],
    success: (created) => TEXT.invited(created.email),
    failure: serverWordsOr(TEXT.inviteFailed),
    onSuccess: () => setEmail(""),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role });
  };
  const roles = ROLE_IDS.filter((id) => id !== "owner" || mayInviteOwners).map((id) => ({ value: id, label: ROLES[id].name }));
  return (
    <form onSubmit={submit} aria-label={TEXT.inviteTitle} className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
      <TextField
        label={TEXT.inviteEmail}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invite.error instanceof ApiRequestError ? invite.error.fieldErrors?.email?.[0] : undefined}
        hint={TEXT.inviteHint}
        className="sm:col-span-3"
      />
      <SelectField
        label={TEXT.inviteRole}
        value={role}
        options={roles}
        onChange={(event) => setRole(event.target.value as Role)}
        className="sm:col-span-2"
      />
      <button type="submit" disabled={invite.isPending} className={buttonVariants({ variant: "dark" })}>
        {TEXT.inviteSubmit}
      </button>
    </form>
  );
}
