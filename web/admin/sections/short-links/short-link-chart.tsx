// A link's clicks per day (or per week for long windows) as bars the width of the panel: people
// in navy, bots stacked above in grey, with the scale and dates written beside it, and the same
// numbers as a table for anyone who cannot see the bars.
import { CLICK_WINDOW_LABELS, type ClickWindow } from "../../../../worker/shared/click-window";
import { plural } from "../../../lib/plural";
import { SHORT_LINK_TEXT } from "./short-link-text";

const CHART = { width: 600, height: 160, gap: 0.15 };

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-03-03" (a Baltimore calendar day, as the API gives it) as "Mar 3". */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

export interface ClickBucket {
  start: string;
  end: string;
  clicks: number;
  bots: number;
}

/** "Mar 3" for a day, "Mar 3 – Mar 9" for a week. */
export const bucketLabel = (bucket: ClickBucket) =>
  bucket.start === bucket.end ? dayLabel(bucket.start) : `${dayLabel(bucket.start)} – ${dayLabel(bucket.end)}`;

/** "in 30 days", "of all time". */
export const windowPhrase = (days: ClickWindow) => (days === "all" ? "of all time" : `in ${CLICK_WINDOW_LABELS[days]}`);

export function ClicksChart({ buckets, days }: { buckets: ClickBucket[]; days: ClickWindow }) {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.clicks + bucket.bots));
  const slot = CHART.width / Math.max(1, buckets.length);
  const barWidth = slot * (1 - CHART.gap);
  const people = buckets.reduce((sum, bucket) => sum + bucket.clicks, 0);
  const bots = buckets.reduce((sum, bucket) => sum + bucket.bots, 0);
  const per = buckets.some((bucket) => bucket.start !== bucket.end) ? "week" : "day";
  const middle = buckets[Math.floor(buckets.length / 2)];
  return (
    <figure className="w-full">
      <div className="flex gap-2">
        <div
          className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
          aria-hidden
          data-testid="chart-scale"
        >
          <span>{max}</span>
          {/* Halfway up is max / 2: written only when that is a whole number of clicks. */}
          <span>{max % 2 === 0 ? max / 2 : ""}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-300"
          role="img"
          aria-label={`Clicks per ${per} ${windowPhrase(days)}: ${people} from people, ${bots} from bots, at most ${max} in one ${per}`}
          data-testid="clicks-chart"
        >
          {buckets.map((bucket, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            const human = (bucket.clicks / max) * CHART.height;
            const bot = (bucket.bots / max) * CHART.height;
            return (
              <g key={bucket.start} data-date={bucket.start} data-clicks={bucket.clicks}>
                <title>{`${bucketLabel(bucket)}: ${plural(bucket.clicks, "click")}${bucket.bots ? `, ${plural(bucket.bots, "bot")}` : ""}`}</title>
                <rect x={x} y={CHART.height - human} width={barWidth} height={human} className="fill-navy-800" />
                <rect x={x} y={CHART.height - human - bot} width={barWidth} height={bot} className="fill-slate-400" />
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">
        <span className="flex justify-between pl-6" aria-hidden data-testid="chart-dates">
          <span>{buckets[0] && dayLabel(buckets[0].start)}</span>
          <span>{middle && dayLabel(middle.start)}</span>
          <span>{buckets.at(-1) && dayLabel(buckets.at(-1)!.end)}</span>
        </span>
        <span className="mt-1 block text-sm text-slate-700" data-testid="window-total">
          {plural(people + bots, "click")} {windowPhrase(days)}: {people} from people, {bots} from bots
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-800">{SHORT_LINK_TEXT.chartTable}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr>
              <th scope="col">{SHORT_LINK_TEXT.chartPeriod}</th>
              <th scope="col">{SHORT_LINK_TEXT.chartPeople}</th>
              <th scope="col">{SHORT_LINK_TEXT.chartBots}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.start}>
                <th scope="row" className="font-normal">
                  {bucketLabel(bucket)}
                </th>
                <td>{bucket.clicks}</td>
                <td>{bucket.bots}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
