// A short link's clicks as a spreadsheet (decision 0047): one row a click, oldest first. Only
// what the analytics show: no client address and no full user agent leave the database.
import { toCsv } from "../csv";
import type { clicksForExport } from "../db/click-analytics";
import type { ClickWindow } from "../shared/click-window";
import { fileSlugOf } from "./qr-codes";

export const CLICKS_CSV_HEADER = ["Time", "Referrer host", "Country", "Device type", "Source", "Bot"];

export function clicksCsv(clicks: Awaited<ReturnType<typeof clicksForExport>>): string {
  return toCsv(
    CLICKS_CSV_HEADER,
    clicks.map((click) => [
      click.clickedAt.toISOString(),
      click.referrerHost,
      click.country,
      click.device,
      click.source,
      click.isBot ? "yes" : "no",
    ]),
  );
}

/** "clicks-flyer-canton-30-days.csv", "clicks-flyer-canton-all-time.csv". */
export function clicksCsvName(fromPath: string, window: ClickWindow): string {
  return `clicks-${fileSlugOf(fromPath)}-${window === "all" ? "all-time" : `${window}-days`}.csv`;
}
