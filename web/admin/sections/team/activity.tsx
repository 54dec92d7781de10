// The activity view (R25): the audit trail, newest first, filtered by person, section and action,
// an older page at a time. Each entry says when, who (a staff email, or the system's own actor in
// words), the action, the record and its section, the summary and the session it came from.
// Shown to a role with the `audit` permission only; summaries carry no resident's personal data.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import { AUDIT_ACTIONS, AUDIT_SECTION_IDS, isSystemActor, SYSTEM_ACTOR_IDS, type AuditAction } from "../../../../worker/shared/audit";
import { SelectField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { auditPagesQuery, type AuditEntry, type AuditFilters } from "../../../queries/audit";
import { teamQuery } from "../../../queries/team";
import { Badge, ColumnHeaders, EmptyState, ErrorText, formatAdminDateTime, LoadingRows, Panel } from "../../ui";
import { ACTIVITY_TEXTS as TEXT } from "./team-text";

const ACTION_TONES: Record<AuditAction, "green" | "blue" | "amber"> = {
  create: "green",
  update: "blue",
  delete: "amber",
  "sign in": "blue",
  refused: "amber",
};

/** A session id as the table shows it: its first characters, the whole id in its title. */
const SESSION_ID_SHOWN = 8;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const whoDid = (entry: AuditEntry) => (isSystemActor(entry.userId) ? TEXT.systemActors[entry.userId] : (entry.userEmail ?? entry.userId));

const SECTION_OPTIONS = AUDIT_SECTION_IDS.map((value) => ({ value, label: TEXT.sections[value] }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: TEXT.actions[value] }));
const SYSTEM_OPTIONS = Object.values(SYSTEM_ACTOR_IDS).map((value) => ({ value, label: TEXT.systemActors[value] }));

/** The person select's choices: the team (as the team list reads), then the system's own actors. */
function usePeople() {
  const team = useQuery(teamQuery);
  const people = (team.data ?? []).map((person) => ({ value: person.id, label: person.name ?? person.email ?? person.id }));
  return [...people, ...SYSTEM_OPTIONS];
}

export function ActivityPanel({ title = TEXT.title }: { title?: string }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const people = usePeople();
  const activity = useInfiniteQuery(auditPagesQuery(filters));
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const choose = (change: AuditFilters) => setFilters((current) => ({ ...current, ...change }));
  const filterSelects = [
    { name: "person", label: TEXT.person, placeholder: TEXT.everyone, options: people },
    { name: "section", label: TEXT.section, placeholder: TEXT.everySection, options: SECTION_OPTIONS },
    { name: "action", label: TEXT.action, placeholder: TEXT.everyAction, options: ACTION_OPTIONS },
  ] as const;

  return (
    <Panel title={title}>
      <fieldset className="mb-4 grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">{TEXT.filters}</legend>
        {filterSelects.map(({ name, label, placeholder, options }) => (
          <SelectField
            key={name}
            label={label}
            placeholder={placeholder}
            options={options}
            value={filters[name] ?? ""}
            // The options are the filter's own values; the empty first one is no filter.
            onChange={(event) => choose({ [name]: event.target.value || undefined })}
          />
        ))}
      </fieldset>
      {activity.isPending ? (
        <LoadingRows />
      ) : activity.isError ? (
        <ErrorText>{activity.error.message}</ErrorText>
      ) : entries.length === 0 ? (
        <EmptyState>{filtered ? TEXT.emptyFiltered : TEXT.empty}</EmptyState>
      ) : (
        <>
          <ActivityTable entries={entries} />
          {activity.hasNextPage && (
            <button
              type="button"
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
              className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4" })}
            >
              {activity.isFetchingNextPage ? TEXT.loadingMore : TEXT.loadMore}
            </button>
          )}
        </>
      )}
    </Panel>
  );
}

function ActivityTable({ entries }: { entries: AuditEntry[] }) {
  const captionId = useId();
  return (
    // Scrolls sideways on a narrow screen; focusable so that a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id={captionId} className="mb-3 text-left text-sm text-slate-600">
          {TEXT.caption}
        </caption>
        <ColumnHeaders columns={TEXT.columns} className="tracking-wide uppercase" />
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="align-top">
      <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
        <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>
      </td>
      <td className="py-3 pr-4 break-all text-slate-900">{whoDid(entry)}</td>
      <td className="py-3 pr-4">
        <Badge tone={ACTION_TONES[entry.action]}>{TEXT.actions[entry.action]}</Badge>
      </td>
      <td className="py-3 pr-4 text-slate-900">
        <span className="block whitespace-nowrap">
          {capitalized(entry.entity)}
          {entry.entityId > 0 && ` #${entry.entityId}`}
        </span>
        {entry.section && <span className="block text-xs text-slate-600">{TEXT.sections[entry.section]}</span>}
      </td>
      <td className="py-3 pr-4 break-words text-slate-700">{entry.summary}</td>
      <td className="py-3 text-slate-700">
        {entry.sessionId ? (
          <code title={entry.sessionId} className="font-mono text-xs">
            {entry.sessionId.slice(0, SESSION_ID_SHOWN)}
          </code>
        ) : (
          TEXT.noSession
        )}
      </td>
    </tr>
  );
}
