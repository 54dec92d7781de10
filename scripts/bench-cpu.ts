// The processor time a served site spends, read from Linux's /proc: its wrangler and workerd
// together (the process group serveSite starts), wherever in them the work ran: the request, the
// work after the answer, the queue's consumer. Throughput on a shared machine moves by several per
// cent from one run to the next; the time spent per request answered moves far less.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** One process's user and system time in ticks, if it belongs to `group` (fields 5, 14 and 15 of its stat). */
function ticksIn(pid: string, group: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[2]) === group ? Number(fields[11]) + Number(fields[12]) : 0;
  } catch {
    return 0; // gone since the listing
  }
}

/** Milliseconds of processor time the live processes of `group` have used; NaN where /proc is not there. */
export function processGroupCpuMs(group: number): number {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  const ticks = pids.reduce((sum, pid) => sum + ticksIn(pid, group), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
