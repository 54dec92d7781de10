// A list of the records people sent (contact submissions, camera registrations): search and
// filters, the CSV of what is shown, a count, and each record's row with its details below it.
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Mail, Phone } from "lucide-react";
import { useId, type ReactNode } from "react";

import { confirmDelete } from "../texts";
import { EmptyState, ErrorText, LoadingRows, Panel, RowActions } from "../ui";
import { DetailsButton, useOpenRecords, useScrollIntoViewWhen } from "./record-disclosure";
import { ExportCsvLink, FilterBar, ResultCount, type FilterSelect } from "./toolbar";

interface ListedRecord {
  id: number;
  /** What a dashboard link names it by (?submission=, ?registration=). */
  reference: string | null;
}

/** A row's state in the list: open, the one a link named, being deleted; and what it may do. */
export interface RowState {
  open: boolean;
  linked: boolean;
  onToggle: () => void;
  deleting: boolean;
  onDelete: () => void;
}

interface RecordListProps<Row extends ListedRecord> {
  title: string;
  /** The CSV export; it takes the list's filter as its query. */
  exportPath: string;
  filter: Record<string, string> & { search: string };
  onSearchChange: (search: string) => void;
  selects: readonly FilterSelect[];
  /** The list's read: null once the session has ended ("null on 401", S7). */
  list: UseQueryResult<Row[] | null>;
  /** The rows the filter keeps. */
  shown: readonly Row[];
  /** From a dashboard link: the record whose details open. */
  openReference?: string;
  remove: UseMutationResult<unknown, Error, number>;
  words: {
    /** The record in the delete confirmation: "contact submission". */
    thing: string;
    noun: { one: string; other: string };
    notFound: string;
    signedOut: string;
    empty: string;
    filteredEmpty: string;
  };
  row: (row: Row, state: RowState) => ReactNode;
}

export function RecordList<Row extends ListedRecord>(props: RecordListProps<Row>) {
  const { list, shown, words, remove } = props;
  const open = useOpenRecords(props.openReference);
  const all = list.data ?? [];
  const linkMissing = props.openReference !== undefined && list.data && !list.data.some(open.isLinked);

  return (
    <Panel title={props.title} actions={<ExportCsvLink path={props.exportPath} filter={props.filter} />}>
      <FilterBar search={props.filter.search} onSearchChange={props.onSearchChange} selects={props.selects} />
      {linkMissing && (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {words.notFound}
        </p>
      )}
      {list.isPending ? (
        <LoadingRows />
      ) : list.isError ? (
        <ErrorText>{list.error.message}</ErrorText>
      ) : list.data === null ? (
        // The dashboard's gate sends the browser to sign in.
        <ErrorText>{words.signedOut}</ErrorText>
      ) : all.length === 0 ? (
        <EmptyState>{words.empty}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>{words.filteredEmpty}</EmptyState>
      ) : (
        <>
          <ResultCount shown={shown.length} total={all.length} noun={words.noun} />
          <ul className="divide-y divide-slate-200">
            {shown.map((row) =>
              props.row(row, {
                open: open.isOpen(row),
                linked: open.isLinked(row),
                onToggle: () => open.toggle(row),
                deleting: remove.isPending && remove.variables === row.id,
                onDelete: () => window.confirm(confirmDelete(words.thing)) && remove.mutate(row.id),
              }),
            )}
          </ul>
        </>
      )}
    </Panel>
  );
}

interface RecordRowProps {
  state: RowState;
  /** The row's first line: the sender's name as a heading, then badges and when. */
  heading: ReactNode;
  email: string;
  phone: string;
  /** After "Details": "of the submission from Dana Brooks". */
  detailsLabel: string;
  /** After "Delete": "contact submission from Dana Brooks". */
  deleteLabel: string;
  /** The record's view, rendered only while open. */
  details: () => ReactNode;
  /** The rest of the summary, between the contact links and Details. */
  children: ReactNode;
}

export function RecordRow({ state, heading, email, phone, detailsLabel, deleteLabel, details, children }: RecordRowProps) {
  const detailsId = useId();
  const ref = useScrollIntoViewWhen<HTMLLIElement>(state.linked);
  return (
    <li ref={ref} className="group space-y-3 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">{heading}</div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`mailto:${email}`} className="inline-flex min-w-0 items-center gap-1.5 break-all text-blue-800 hover:underline">
              <Mail aria-hidden className="h-4 w-4 shrink-0" />
              {email}
            </a>
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1.5 text-blue-800 hover:underline">
              <Phone aria-hidden className="h-4 w-4 shrink-0" />
              {phone}
            </a>
          </p>
          {children}
          <DetailsButton open={state.open} onToggle={state.onToggle} controls={detailsId} itemLabel={detailsLabel} />
        </div>
        <RowActions itemLabel={deleteLabel} onDelete={state.onDelete} disabled={state.deleting} />
      </div>
      <div id={detailsId} hidden={!state.open}>
        {state.open && details()}
      </div>
    </li>
  );
}
