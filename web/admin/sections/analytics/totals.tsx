// The range's totals, each beside the previous period's and the change between them.
import { ANALYTICS_TEXTS, changePercent, type Totals } from "../../../../worker/shared/analytics";
import { cn } from "../../../lib/cn";
import { ANALYTICS_SCREEN_TEXTS as TEXT } from "./analytics-text";

const FIGURES: { key: keyof Omit<Totals, "botViews">; label: string; format?: (value: number) => string }[] = [
  { key: "visitors", label: ANALYTICS_TEXTS.visitors },
  { key: "visits", label: ANALYTICS_TEXTS.visits },
  { key: "pageviews", label: ANALYTICS_TEXTS.pageviews },
  { key: "viewsPerVisit", label: ANALYTICS_TEXTS.viewsPerVisit, format: (value) => value.toFixed(2) },
  { key: "timeOnPageSeconds", label: ANALYTICS_TEXTS.timeOnPage, format: TEXT.seconds },
];

export function TotalsList({ totals, previous }: { totals: Totals; previous: Totals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {FIGURES.map(({ key, label, format = String }) => {
        const change = changePercent(totals[key], previous[key]);
        return (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3" data-testid={`total-${key}`}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{format(totals[key])}</dd>
            <dd className="text-xs text-slate-600">
              {change !== null && (
                <span className={cn("font-semibold", change > 0 && "text-green-800", change < 0 && "text-red-800")}>
                  {`${change > 0 ? "+" : ""}${change}%`}{" "}
                </span>
              )}
              {TEXT.previous(format(previous[key]))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
