// The 404 log: the missing paths most asked for, people and bots apart, each one click away
// from becoming a redirect.
import { useMutation, useQuery } from "@tanstack/react-query";

import { api, ok } from "../../../api";
import { toast } from "../../../components/toast/store";
import { buttonVariants } from "../../../components/ui/button";
import { plural } from "../../../lib/plural";
import { notFoundPathsKey, notFoundPathsQuery } from "../../../queries/short-links";
import { EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel } from "../../ui";
import { SHORT_LINK_TEXT } from "../short-links/short-link-text";

export function NotFoundLog({ onCreateShortLink }: { onCreateShortLink: (path: string) => void }) {
  const paths = useQuery(notFoundPathsQuery);
  // A quiet write: no success toast, and a failure in its own words (not the dashboard's Error toast).
  const dismiss = useMutation({
    mutationFn: (id: number) => ok(api["not-found-paths"][":id"].$delete({ param: { id: String(id) } })),
    meta: { invalidates: [notFoundPathsKey] },
    onError: () => toast({ title: SHORT_LINK_TEXT.dismissFailed, variant: "destructive" }),
  });

  return (
    <Panel title={SHORT_LINK_TEXT.notFoundTitle}>
      {paths.isPending ? (
        <LoadingRows />
      ) : paths.isError ? (
        <ErrorText>{paths.error.message}</ErrorText>
      ) : paths.data.length === 0 ? (
        <EmptyState>{SHORT_LINK_TEXT.notFoundEmpty}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Missing paths">
          {paths.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold break-all text-slate-900">{row.path}</p>
                <p className="text-sm text-slate-600">
                  {plural(row.humanHits, "visit")} from people · {plural(row.botHits, "hit")} from bots · last seen{" "}
                  {formatAdminDateTime(row.lastSeenAt)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onCreateShortLink(row.path)}
                className={buttonVariants({ size: "sm" })}
                aria-label={`${SHORT_LINK_TEXT.createShortLink} from ${row.path}`}
              >
                {SHORT_LINK_TEXT.createShortLink}
              </button>
              <button
                type="button"
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate(row.id)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={`${SHORT_LINK_TEXT.dismiss} ${row.path}`}
              >
                {SHORT_LINK_TEXT.dismiss}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
