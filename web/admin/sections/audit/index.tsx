import { useQuery } from "@tanstack/react-query";

import { auditQuery, type AuditEntry } from "../../../queries/audit";
import { Badge, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel } from "../../ui";

const ACTION_TONES: Record<AuditEntry["action"], "green" | "blue" | "amber"> = {
  create: "green",
  update: "blue",
  delete: "amber",
  "sign in": "blue",
  refused: "amber",
};
const COLUMNS = ["When", "Who", "Action", "What", "Summary"] as const;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every admin change, newest first: who, what, when and the record's id (issue 5, item 7). Read-only. */
export function AuditSection() {
  const audit = useQuery(auditQuery);
  return (
    <Panel title="Audit Trail">
      {audit.isPending ? (
        <LoadingRows />
      ) : audit.isError ? (
        <ErrorText>{audit.error.message}</ErrorText>
      ) : audit.data.length === 0 ? (
        <EmptyState>No changes recorded yet.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="mb-3 text-left text-sm text-slate-600">
              The most recent changes made in the dashboard, newest first.
            </caption>
            <thead className="border-b border-slate-300 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {COLUMNS.map((column, index) => (
                  <th key={column} scope="col" className={index < COLUMNS.length - 1 ? "py-2 pr-4 font-semibold" : "py-2 font-semibold"}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {audit.data.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
                    <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
                  </td>
                  <td className="py-3 pr-4 break-all text-slate-900">{entry.userEmail ?? entry.userId}</td>
                  <td className="py-3 pr-4">
                    <Badge tone={ACTION_TONES[entry.action]}>{capitalized(entry.action)}</Badge>
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-900">
                    {capitalized(entry.entity)} #{entry.entityId}
                  </td>
                  <td className="py-3 break-words text-slate-700">{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
