// The dashboard's "Data requests" (R18): every request to see, download or delete a person's
// data, newest first, a page at a time, with its times and how long it took to answer against
// the 45 days Maryland's law allows; and the requests staff record for a person who asked outside
// the site, which they answer from here.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { SelectField } from "../../../components/form/fields";
import { DATA_REQUEST_STATES, type DataRequestState } from "../../../../worker/shared/data-requests";
import { dataRequestsQuery } from "../../../queries/data-requests";
import { ColumnHeaders, EmptyState, ErrorText, LoadingRows, Panel } from "../../ui";
import { Pagination } from "../events/pagination";
import { RecordRequestForm } from "./record-form";
import { RequestRow } from "./request-row";
import { DATA_REQUESTS_TEXT as TEXT, STATE_LABELS } from "./text";

const STATE_OPTIONS = DATA_REQUEST_STATES.map((value) => ({ value, label: STATE_LABELS[value] }));

export function DataRequestsSection() {
  const [state, setState] = useState<DataRequestState>("all");
  const [page, setPage] = useState(1);
  const list = useQuery(dataRequestsQuery(page, state));
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <RecordRequestForm />
      <Panel title={TEXT.title}>
        <p className="mb-2 text-sm text-slate-600">{TEXT.caption}</p>
        <p className="mb-2 text-sm text-slate-600">{TEXT.answeredMeaning}</p>
        <p className="mb-4 text-sm text-slate-600">{TEXT.apart}</p>
        <SelectField
          label={TEXT.filterLabel}
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => {
            setState(event.target.value as DataRequestState);
            setPage(1);
          }}
          className="mb-4 max-w-56"
        />
        {list.isPending ? (
          <LoadingRows />
        ) : list.isError ? (
          <ErrorText>{list.error.message}</ErrorText>
        ) : list.data.requests.length === 0 ? (
          <EmptyState>{state === "all" ? TEXT.empty : TEXT.emptyFiltered}</EmptyState>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-slate-600">
              {TEXT.count(list.data.total)}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[56rem] text-left text-sm" aria-label={TEXT.title}>
                <ColumnHeaders columns={[...TEXT.columns, TEXT.actionsColumn]} className="tracking-wide uppercase" />
                <tbody className="divide-y divide-slate-200">
                  {list.data.requests.map((request) => (
                    <RequestRow key={request.id} request={request} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </Panel>
    </div>
  );
}
