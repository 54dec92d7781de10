import { comparison } from "../../content/camera-registration";
import { cn } from "../../lib/cn";

// On a phone the table stacks (no sideways scrolling): each row's topic spans the width above
// its two answers, side by side under the two column headings, and the head mirrors that shape.
// From `sm` up it is an ordinary three-column table. Current browsers keep a table's semantics
// when its parts change display (e2e/camera-registration.spec.ts reads the accessibility tree).
const cellClass = "px-3 py-3 align-top sm:table-cell sm:px-4 sm:py-4 md:px-6";

/** The city program and our registry side by side: a real table that fits a phone's width. */
export function RegistryComparison() {
  const { caption, columns, rows } = comparison;
  return (
    <div className="mx-auto max-w-5xl overflow-hidden rounded-xl border border-slate-200 shadow-sm">
      <table aria-labelledby="comparison-caption" className="block w-full border-collapse text-left text-sm sm:table md:text-base">
        <caption
          id="comparison-caption"
          className="block bg-slate-50 px-3 py-3 text-left text-sm font-medium text-slate-700 sm:table-caption sm:px-4 md:px-6"
        >
          {caption}
        </caption>
        <thead className="block bg-navy-900 text-white sm:table-header-group">
          <tr className="grid grid-cols-2 sm:table-row">
            <th scope="col" className={cn(cellClass, "col-span-2 pb-0 font-semibold sm:w-1/4 sm:pb-4")}>
              {columns.topic}
            </th>
            <th scope="col" className={cn(cellClass, "font-semibold")}>
              {columns.city}
            </th>
            <th scope="col" className={cn(cellClass, "border-l border-white/20 font-semibold sm:border-l-0")}>
              {columns.community}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 bg-white sm:table-row-group">
          {rows.map((row) => (
            <tr key={row.topic} className="grid grid-cols-2 sm:table-row">
              <th scope="row" className={cn(cellClass, "col-span-2 bg-slate-50 font-semibold text-slate-900")}>
                {row.topic}
              </th>
              <td className={cn(cellClass, "text-slate-700")}>{row.city}</td>
              <td className={cn(cellClass, "border-l border-slate-200 text-slate-700 sm:border-l-0")}>{row.community}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
