// Visitors per day as bars the width of the panel, the previous period as a line over them, with
// the scale and dates beside it and the same numbers as a table for anyone who cannot see the bars.
import type { Figures } from "../../../../worker/shared/analytics";
import { dayLabel } from "../short-links/short-link-chart";
import { ANALYTICS_SCREEN_TEXTS as TEXT } from "./analytics-text";

const CHART = { width: 600, height: 160, gap: 0.15 };

export function FiguresChart({ figures }: { figures: Figures }) {
  const { series, previousSeries } = figures;
  const max = Math.max(1, ...series.map((day) => day.visitors), ...previousSeries.map((day) => day.visitors));
  const slot = CHART.width / Math.max(1, series.length);
  const barWidth = slot * (1 - CHART.gap);
  const y = (visitors: number) => CHART.height - (visitors / max) * CHART.height;
  const line = previousSeries.map((day, index) => `${index * slot + slot / 2},${y(day.visitors)}`).join(" ");
  const total = series.reduce((sum, day) => sum + day.visitors, 0);
  const before = previousSeries.reduce((sum, day) => sum + day.visitors, 0);
  return (
    <figure className="w-full">
      <div className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums" aria-hidden>
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-300"
          role="img"
          aria-label={`${TEXT.chartTitle}: ${total} visitors this period, ${before} in the previous period, at most ${max} in one day`}
          data-testid="figures-chart"
        >
          {series.map((day, index) => (
            <rect
              key={day.day}
              data-day={day.day}
              data-visitors={day.visitors}
              x={index * slot + (slot - barWidth) / 2}
              y={y(day.visitors)}
              width={barWidth}
              height={CHART.height - y(day.visitors)}
              className="fill-navy-800"
            >
              <title>{`${dayLabel(day.day)}: ${day.visitors} visitors, ${day.pageviews} page views`}</title>
            </rect>
          ))}
          {previousSeries.length > 1 && (
            <polyline
              points={line}
              fill="none"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
              strokeDasharray="6 4"
              className="stroke-amber-600"
            />
          )}
        </svg>
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">
        <span className="flex justify-between pl-6" aria-hidden>
          <span>{series[0] && dayLabel(series[0].day)}</span>
          <span>{series.at(-1) && dayLabel(series.at(-1)!.day)}</span>
        </span>
        <span className="mt-1 flex flex-wrap gap-4" aria-hidden>
          <span className="flex items-center gap-1">
            <span className="inline-block h-3 w-3 bg-navy-800" /> {TEXT.thisPeriod}
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-amber-600" /> {TEXT.previousPeriod}
          </span>
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-800">{TEXT.chartTable}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr>
              <th scope="col">{TEXT.day}</th>
              <th scope="col">{TEXT.thisPeriod}</th>
              <th scope="col">{TEXT.previousPeriod}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((day, index) => (
              <tr key={day.day}>
                <th scope="row" className="font-normal">
                  {dayLabel(day.day)}
                </th>
                <td>{day.visitors}</td>
                <td>{previousSeries[index]?.visitors ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
