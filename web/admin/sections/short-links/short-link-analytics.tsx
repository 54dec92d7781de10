import { useQuery } from "@tanstack/react-query";

import { shortLinkAnalyticsQuery } from "../../../queries/short-links";
import { plural } from "../../../lib/plural";
import { ErrorText, formatAdminDateTime } from "../../ui";

const CHART = { width: 300, height: 72, gap: 2 };

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "2026-03-03" (a Baltimore calendar day, as the API gives it) as "Mar 3". */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** Clicks per day over 30 days: people in navy, bots stacked above in grey. */
function ClicksChart({ days }: { days: { date: string; clicks: number; bots: number }[] }) {
  const max = Math.max(1, ...days.map((day) => day.clicks + day.bots));
  const barWidth = CHART.width / days.length - CHART.gap;
  const people = days.reduce((sum, day) => sum + day.clicks, 0);
  const bots = days.reduce((sum, day) => sum + day.bots, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-20 w-full"
        role="img"
        aria-label={`Clicks per day over the last ${plural(days.length, "day")}: ${people} from people, ${bots} from bots`}
        data-testid="clicks-chart"
      >
        {days.map((day, index) => {
          const x = index * (barWidth + CHART.gap);
          const human = (day.clicks / max) * CHART.height;
          const bots = (day.bots / max) * CHART.height;
          return (
            <g key={day.date} data-date={day.date} data-clicks={day.clicks}>
              <title>{`${dayLabel(day.date)}: ${plural(day.clicks, "click")}${day.bots ? `, ${plural(day.bots, "bot")}` : ""}`}</title>
              <rect x={x} y={CHART.height - human} width={barWidth} height={human} className="fill-navy-800" />
              <rect x={x} y={CHART.height - human - bots} width={barWidth} height={bots} className="fill-slate-400" />
              {day.clicks + day.bots === 0 && <rect x={x} y={CHART.height - 1} width={barWidth} height={1} className="fill-slate-300" />}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        <span className="flex justify-between">
          <span>{days[0] && dayLabel(days[0].date)}</span>
          <span>{days.at(-1) && dayLabel(days.at(-1)!.date)}</span>
        </span>
        <span className="mt-1 block text-sm text-slate-700" data-testid="thirty-day-total">
          {plural(people + bots, "click")} in 30 days: {people} from people, {bots} from bots
        </span>
      </figcaption>
    </figure>
  );
}

function TopList({ title, rows }: { title: string; rows: { label: string; clicks: number }[] }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h4>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None yet</p>
      ) : (
        <ol className="mt-1 space-y-1 text-sm">
          {rows.map((row) => (
            <li key={row.label} className="flex justify-between gap-3">
              <span className="min-w-0 truncate text-slate-800">{row.label}</span>
              <span className="text-slate-700 tabular-nums">{row.clicks}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function ShortLinkAnalytics({ id }: { id: number }) {
  const stats = useQuery(shortLinkAnalyticsQuery(id));
  if (stats.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading click analytics…
      </p>
    );
  if (stats.isError) return <ErrorText>{stats.error.message}</ErrorText>;
  const { perDay, topReferrers, topCountries, sources, humanClicks, botClicks, lastClickedAt } = stats.data;
  return (
    <div className="mt-3 grid gap-4 rounded-lg bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr_1fr]">
      <div>
        <h4 className="text-xs font-semibold tracking-wider text-slate-600 uppercase">Last 30 days</h4>
        <ClicksChart days={perDay} />
        <p className="mt-2 text-sm text-slate-700">
          All time: {humanClicks} from people · {botClicks} from bots and crawlers · last click{" "}
          {lastClickedAt ? formatAdminDateTime(lastClickedAt) : "never"}
        </p>
      </div>
      <TopList title="Top referrers" rows={topReferrers.map((row) => ({ label: row.referer, clicks: row.clicks }))} />
      <TopList title="Top countries" rows={topCountries.map((row) => ({ label: row.country, clicks: row.clicks }))} />
      <TopList title="Sources" rows={sources.map((row) => ({ label: row.source, clicks: row.clicks }))} />
    </div>
  );
}
