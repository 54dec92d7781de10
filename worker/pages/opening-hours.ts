// The opening hours as schema.org reads them, from the lines the office writes in its Business
// details ("Mon-Fri 8:00 AM - 6:00 PM"): a line naming a day or a range of days and two times
// becomes one specification; a line it cannot read ("Sat by appointment") is left to the text.
import type { OpeningHoursSpecification } from "schema-dts";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof DAYS)[number];

function dayOf(word: string): Day | undefined {
  const start = word.trim().toLowerCase().slice(0, 3);
  return start.length === 3 ? DAYS.find((day) => day.toLowerCase().startsWith(start)) : undefined;
}

/** "8:00 AM", "8am", "18:00" as "08:00"; undefined when it is no time of day. */
function timeOf(text: string): string | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (half === "p" && hours < 12) hours += 12;
  if (half === "a" && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

const LINE = /^([A-Za-z]+)(?:\s*(?:-|–|to)\s*([A-Za-z]+))?\.?:?\s+(.+?)\s*(?:-|–|to)\s*(.+)$/;

export function openingHoursOf(hours: string): OpeningHoursSpecification[] {
  return hours.split("\n").flatMap((line): OpeningHoursSpecification[] => {
    const match = LINE.exec(line.trim());
    if (!match) return [];
    const [, first, last, opens, closes] = match as unknown as [string, string, string | undefined, string, string];
    const from = dayOf(first);
    const to = last === undefined ? from : dayOf(last);
    const [open, close] = [timeOf(opens), timeOf(closes)];
    if (!from || !to || !open || !close) return [];
    const start = DAYS.indexOf(from);
    const span = (DAYS.indexOf(to) - start + 7) % 7;
    const dayOfWeek = Array.from({ length: span + 1 }, (_, offset) => DAYS[(start + offset) % 7]!);
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: open, closes: close }];
  });
}
