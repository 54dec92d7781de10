// Your Account (R25), for everyone on the team: the browsers signed in as you, each ended here,
// or all but this one, or all of them (this one signed out too).
import { useQuery } from "@tanstack/react-query";

import { api, read } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { ownSessionsKey, ownSessionsQuery } from "../../../queries/sessions";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge, ColumnHeaders, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel } from "../../ui";
import { ACCOUNT_TEXTS as TEXT } from "./account-text";

type Ending = { id: string } | { others: true } | { all: true };

export function AccountSection() {
  const sessions = useQuery(ownSessionsQuery);
  const end = useAdminMutation({
    mutationFn: (json: Ending) => read(api.sessions.end.$post({ json })),
    invalidates: [ownSessionsKey],
    success: ({ ended }) => TEXT.ended(ended),
    failure: serverWordsOr(TEXT.endFailed),
    // This browser signed out too: the dashboard has nothing left to show it.
    onSuccess: ({ signedOut }) => {
      if (signedOut) window.location.assign("/");
    },
  });
  return (
    <Panel
      title={TEXT.sessionsTitle}
      actions={
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={end.isPending}
            onClick={() => end.mutate({ others: true })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {TEXT.endOthers}
          </button>
          <button
            type="button"
            disabled={end.isPending}
            onClick={() => {
              if (window.confirm(TEXT.confirmEndAll)) end.mutate({ all: true });
            }}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {TEXT.endAll}
          </button>
        </div>
      }
    >
      {sessions.isPending ? (
        <LoadingRows />
      ) : sessions.isError ? (
        <ErrorText>{sessions.error.message}</ErrorText>
      ) : sessions.data.length === 0 ? (
        <EmptyState>{TEXT.sessionsCaption}</EmptyState>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-3 text-left text-sm text-slate-600">{TEXT.sessionsCaption}</caption>
            <ColumnHeaders columns={[TEXT.device, TEXT.started, TEXT.lastSeen, TEXT.actions]} />
            <tbody className="divide-y divide-slate-200">
              {sessions.data.map((session) => (
                <tr key={session.id}>
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {session.device} {session.current && <Badge tone="blue">{TEXT.thisBrowser}</Badge>}
                  </th>
                  <td className="py-3 pr-4">{formatAdminDateTime(session.startedAt)}</td>
                  <td className="py-3 pr-4">{formatAdminDateTime(session.lastSeenAt)}</td>
                  <td className="py-3 text-right">
                    <button
                      type="button"
                      disabled={end.isPending}
                      aria-label={TEXT.endLabel(session.device)}
                      onClick={() => end.mutate({ id: session.id })}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      {TEXT.end}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
