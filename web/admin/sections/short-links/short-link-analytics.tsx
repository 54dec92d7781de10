// A link's click analytics over a chosen window (decision 0047): the chart, people's referrers by
// host, device types, countries and source tags, bots apart, and the clicks as CSV.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, useState } from "react";

import { CLICK_WINDOW_LABELS, CLICK_WINDOWS, DEFAULT_CLICK_WINDOW, type ClickWindow } from "../../../../worker/shared/click-window";
import { DEVICE_TYPE_LABELS } from "../../../../worker/shared/device-type";
import { buttonVariants } from "../../../components/ui/button";
import { clicksCsvHref, shortLinkAnalyticsQuery } from "../../../queries/short-links";
import { ErrorText, formatAdminDateTime } from "../../ui";
import { ClicksChart } from "./short-link-chart";
import { SHORT_LINK_TEXT } from "./short-link-text";

function TopList({ title, rows }: { title: string; rows: { label: string; clicks: number }[] }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h4>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{SHORT_LINK_TEXT.noneYet}</p>
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

export function ClickWindowPicker({ value, onChange }: { value: ClickWindow; onChange: (days: ClickWindow) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="float-left mr-1 font-semibold text-slate-700">{SHORT_LINK_TEXT.window}</legend>
      {CLICK_WINDOWS.map((option) => (
        <label key={option} className="inline-flex items-center gap-1.5">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {CLICK_WINDOW_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

export function ShortLinkAnalytics({ id, fromPath = "" }: { id: number; fromPath?: string }) {
  const [days, setDays] = useState<ClickWindow>(DEFAULT_CLICK_WINDOW);
  const stats = useQuery({ ...shortLinkAnalyticsQuery(id, days), placeholderData: keepPreviousData });
  return (
    <section className="mt-3 space-y-4 rounded-lg bg-slate-50 p-4" aria-busy={stats.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ClickWindowPicker value={days} onChange={setDays} />
        <a
          href={clicksCsvHref(id, days)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`${SHORT_LINK_TEXT.downloadCsv}${fromPath ? ` of ${fromPath}` : ""}`}
        >
          <Download aria-hidden className="h-4 w-4" />
          {SHORT_LINK_TEXT.downloadCsv}
        </a>
      </div>
      {stats.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {SHORT_LINK_TEXT.analyticsLoading}
        </p>
      ) : stats.isError ? (
        <ErrorText>{stats.error.message}</ErrorText>
      ) : (
        <>
          <ClicksChart buckets={stats.data.buckets} days={stats.data.window} />
          <p className="text-sm text-slate-700" data-testid="window-summary">
            {CLICK_WINDOW_LABELS[stats.data.window]}: {stats.data.humanClicks} from people · {stats.data.botClicks} from bots and crawlers ·{" "}
            {SHORT_LINK_TEXT.lastClick} {stats.data.lastClickedAt ? formatAdminDateTime(stats.data.lastClickedAt) : SHORT_LINK_TEXT.never}
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TopList
              title={SHORT_LINK_TEXT.topReferrers}
              rows={stats.data.topReferrers.map((row) => ({ label: row.referer, clicks: row.clicks }))}
            />
            <TopList
              title={SHORT_LINK_TEXT.devices}
              rows={stats.data.devices.map((row) => ({ label: DEVICE_TYPE_LABELS[row.device], clicks: row.clicks }))}
            />
            <TopList
              title={SHORT_LINK_TEXT.topCountries}
              rows={stats.data.topCountries.map((row) => ({ label: row.country, clicks: row.clicks }))}
            />
            <TopList title={SHORT_LINK_TEXT.sources} rows={stats.data.sources.map((row) => ({ label: row.source, clicks: row.clicks }))} />
          </div>
        </>
      )}
    </section>
  );
}
