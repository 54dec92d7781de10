// One table of the figures: its first rows, each a button that filters the whole view by it, the
// conversion rate when the view is filtered by a goal, and its CSV with every row.
import { Download } from "lucide-react";

import { ANALYTICS_TEXTS, DIMENSION_COLUMNS, DIMENSIONS, GOALS, type Dimension, type Figures } from "../../../../worker/shared/analytics";
import { buttonVariants } from "../../../components/ui/button";
import { exportAddress, type FiguresAsked } from "../../../queries/analytics";
import { Panel } from "../../ui";
import { ANALYTICS_SCREEN_TEXTS as TEXT } from "./analytics-text";

/** A row's value as people read it: a goal by its name. */
export const shownValue = (dimension: Dimension, value: string) =>
  dimension === "goal" ? (GOALS[value as keyof typeof GOALS] ?? value) : value;

interface FiguresTableProps {
  dimension: Dimension;
  table: Figures["tables"][Dimension];
  asked: FiguresAsked;
  goalFilter: boolean;
  onFilter: (dimension: Dimension, value: string) => void;
}

export function FiguresTable({ dimension, table, asked, goalFilter, onFilter }: FiguresTableProps) {
  const title = DIMENSIONS[dimension];
  const hits = dimension === "goal" ? ANALYTICS_TEXTS.completions : ANALYTICS_TEXTS.pageviews;
  return (
    <Panel
      title={title}
      actions={
        <a
          href={exportAddress(asked, dimension)}
          download
          aria-label={TEXT.downloadTable(title)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden className="h-4 w-4" /> {ANALYTICS_TEXTS.exportCsv}
        </a>
      }
    >
      {table.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{ANALYTICS_TEXTS.noData}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums" data-testid={`table-${dimension}`}>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {DIMENSION_COLUMNS[dimension]}
                </th>
                <th scope="col" className="w-16 px-2 py-1 text-right font-medium sm:w-24">
                  {ANALYTICS_TEXTS.visitors}
                </th>
                <th scope="col" className="w-16 px-2 py-1 text-right font-medium sm:w-24">
                  {hits}
                </th>
                {goalFilter && (
                  <th scope="col" className="w-20 py-1 pl-2 text-right font-medium sm:w-28">
                    {ANALYTICS_TEXTS.conversionRate}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.value} className="border-t border-slate-100">
                  <th scope="row" className="max-w-0 py-1.5 pr-2 font-normal">
                    <button
                      type="button"
                      onClick={() => onFilter(dimension, row.value)}
                      aria-label={TEXT.filterBy(DIMENSION_COLUMNS[dimension], shownValue(dimension, row.value))}
                      className="block max-w-full truncate text-left text-blue-800 underline-offset-2 hover:underline"
                    >
                      {shownValue(dimension, row.value)}
                    </button>
                  </th>
                  <td className="px-2 py-1.5 text-right">{row.visitors}</td>
                  <td className="px-2 py-1.5 text-right">{row.pageviews}</td>
                  {goalFilter && <td className="py-1.5 pl-2 text-right">{row.conversionRate ?? 0}%</td>}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-600">{TEXT.rowsShown(table.rows.length, table.total)}</p>
        </div>
      )}
    </Panel>
  );
}
