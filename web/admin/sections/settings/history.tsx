// The settings' short history (R23): the latest changes, who made them and each field before and
// after; a section's latest change can be undone (itself a change, which can be undone again).
import { useQuery } from "@tanstack/react-query";

import { changedFields, SETTINGS_SECTION_NAMES, SETTINGS_TEXTS, type SettingsSection } from "../../../../worker/shared/settings";
import { api, read } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { settingsHistoryKey, settingsHistoryQuery, settingsKey, type SettingsChange } from "../../../queries/settings";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { EmptyState, ErrorText, formatAdminDateTime, LoadingRows } from "../../ui";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

const sectionName = (section: string) => SETTINGS_SECTION_NAMES[section as SettingsSection] ?? section;

export function SettingsHistory() {
  const history = useQuery(settingsHistoryQuery);
  const undo = useAdminMutation({
    mutationFn: (change: SettingsChange) => read(api.settings.history[":id"].undo.$post({ param: { id: String(change.id) } })),
    invalidates: [settingsKey, settingsHistoryKey],
    refetchAfterFailure: true,
    success: () => SETTINGS_TEXTS.undone,
    failure: serverWordsOr(TEXT.undoFailed),
  });
  if (history.isPending) return <LoadingRows />;
  if (history.isError) return <ErrorText>{history.error.message}</ErrorText>;
  if (history.data.length === 0) return <EmptyState>{TEXT.noHistory}</EmptyState>;
  return (
    <ol aria-label={TEXT.historyCaption} className="divide-y divide-slate-200">
      {history.data.map((change) => {
        const at = formatAdminDateTime(change.at);
        const fields = changedFields(change.before, change.after);
        return (
          <li key={change.id} className="space-y-2 py-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0">
                <span className="font-semibold text-slate-900">{sectionName(change.section)}</span>
                <span className="text-slate-600">
                  {" "}
                  · {at} · {TEXT.by(change.by)}
                  {change.undoes !== null && ` · ${TEXT.undoneChange(change.undoes)}`}
                </span>
              </p>
              {change.undoable && (
                <button
                  type="button"
                  disabled={undo.isPending}
                  aria-label={TEXT.undoLabel(sectionName(change.section), at)}
                  onClick={() => {
                    if (window.confirm(TEXT.confirmUndo(sectionName(change.section)))) undo.mutate(change);
                  }}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {TEXT.undo}
                </button>
              )}
            </div>
            {fields.length === 0 ? (
              <p className="text-slate-600">{TEXT.nothingChanged}</p>
            ) : (
              <dl aria-label={TEXT.changed} className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
                {fields.map(({ field, before, after }) => (
                  <div key={field} className="contents">
                    <dt className="font-medium text-slate-700">{field}</dt>
                    <dd className="min-w-0 wrap-anywhere text-slate-900">
                      <del className="text-slate-500">{before || "—"}</del> → <ins className="no-underline">{after || "—"}</ins>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
}
