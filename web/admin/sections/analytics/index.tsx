// The Analytics section (R22): what the site brings in, counted on the site itself. The range,
// and the row the view is filtered by, live in the address, so a view can be linked to.
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useId, useState } from "react";

import {
  ANALYTICS_TEXTS,
  DIMENSION_COLUMNS,
  DIMENSION_IDS,
  parseFilter,
  RANGE_PRESETS,
  type RangePreset,
} from "../../../../worker/shared/analytics";
import { siteDayOf } from "../../../../worker/shared/time";
import { buttonVariants } from "../../../components/ui/button";
import { oneOfParam, textParam, type RawSearch } from "../../../lib/search-params";
import { analyticsQuery, type FiguresAsked } from "../../../queries/analytics";
import { ErrorText, LoadingRows, Panel } from "../../ui";
import { FiguresChart } from "./figures-chart";
import { FiguresTable, shownValue } from "./figures-table";
import { RANGE_IDS, rangeOf } from "./ranges";
import { TotalsList } from "./totals";

interface AnalyticsView {
  range: RangePreset;
  from?: string;
  to?: string;
  filter?: string;
}

/** The view the address names: the last 30 days, unfiltered, unless it says otherwise. */
export function analyticsViewOf(search: RawSearch): AnalyticsView {
  return {
    range: oneOfParam(search.range, RANGE_IDS) ?? "30d",
    from: textParam(search.from, 10),
    to: textParam(search.to, 10),
    filter: textParam(search.filter, 400),
  };
}

export function AnalyticsSection({ view, onViewChange }: { view: AnalyticsView; onViewChange: (view: AnalyticsView) => void }) {
  // Today in Baltimore, read once when the section opens: a range does not move under the reader.
  const [today] = useState(() => siteDayOf(Date.now()));
  const range = rangeOf(view.range, today, view);
  const filter = view.filter ? parseFilter(view.filter) : null;
  const asked: FiguresAsked = { ...range, ...(filter ? { filter: `${filter.dimension}:${filter.value}` } : {}) };
  const figures = useQuery(analyticsQuery(asked));
  const change = (next: Partial<AnalyticsView>) => onViewChange({ ...view, ...next });

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{ANALYTICS_TEXTS.intro}</p>
      <RangePicker view={view} range={range} onChange={change} />
      {filter && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="analytics-filter">
          <span className="font-semibold text-slate-900">{ANALYTICS_TEXTS.filteredBy}</span>
          <span className="rounded-full bg-blue-100 px-3 py-1 text-blue-900">
            {DIMENSION_COLUMNS[filter.dimension]}: {shownValue(filter.dimension, filter.value)}
          </span>
          <button
            type="button"
            onClick={() => change({ filter: undefined })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <X aria-hidden className="h-4 w-4" /> {ANALYTICS_TEXTS.clearFilter}
          </button>
        </p>
      )}
      {figures.isPending ? (
        <LoadingRows />
      ) : figures.isError ? (
        <ErrorText>{figures.error.message}</ErrorText>
      ) : (
        <div className="space-y-6" aria-busy={figures.isPlaceholderData}>
          <TotalsList totals={figures.data.totals} previous={figures.data.previous.totals} />
          <p className="text-sm text-slate-600" data-testid="bot-views">
            {ANALYTICS_TEXTS.botViews}: {figures.data.totals.botViews}
          </p>
          <Panel title={ANALYTICS_TEXTS.visitors}>
            <FiguresChart figures={figures.data} />
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            {DIMENSION_IDS.map((dimension) => (
              <FiguresTable
                key={dimension}
                dimension={dimension}
                table={figures.data.tables[dimension]}
                asked={asked}
                goalFilter={filter?.dimension === "goal"}
                onFilter={(dimension, value) => change({ filter: `${dimension}:${value}` })}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function RangePicker({
  view,
  range,
  onChange,
}: {
  view: AnalyticsView;
  range: { from: string; to: string };
  onChange: (next: Partial<AnalyticsView>) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState(range);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ range: "custom", ...custom });
      }}
    >
      <div>
        <label htmlFor={`${id}-range`} className="block text-sm font-semibold text-slate-900">
          {ANALYTICS_TEXTS.rangeLabel}
        </label>
        <select
          id={`${id}-range`}
          value={view.range}
          onChange={(event) => {
            const preset = event.target.value as RangePreset;
            onChange(preset === "custom" ? { range: preset, ...custom } : { range: preset, from: undefined, to: undefined });
          }}
          className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
        >
          {RANGE_IDS.map((preset) => (
            <option key={preset} value={preset}>
              {RANGE_PRESETS[preset]}
            </option>
          ))}
        </select>
      </div>
      {view.range === "custom" && (
        <>
          <DateField
            id={`${id}-from`}
            label={ANALYTICS_TEXTS.from}
            value={custom.from}
            onChange={(from) => setCustom({ ...custom, from })}
          />
          <DateField id={`${id}-to`} label={ANALYTICS_TEXTS.to} value={custom.to} onChange={(to) => setCustom({ ...custom, to })} />
          <button type="submit" className={buttonVariants({ variant: "dark", size: "sm" })}>
            {ANALYTICS_TEXTS.apply}
          </button>
        </>
      )}
      <p className="text-sm text-slate-600" data-testid="analytics-range">
        {range.from === range.to ? range.from : `${range.from} – ${range.to}`}
      </p>
    </form>
  );
}

function DateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
      />
    </div>
  );
}
