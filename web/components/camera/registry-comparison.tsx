import { comparison } from "../../content/camera-registration";

/** The city program and our registry side by side: a real table, scrollable on its own on narrow screens. */
export function RegistryComparison() {
  const { caption, columns, rows, scrollHint } = comparison;
  return (
    <div className="mx-auto max-w-5xl">
      <p className="mb-3 text-sm text-slate-600 sm:hidden">{scrollHint}</p>
      <div
        role="region"
        aria-labelledby="comparison-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 shadow-sm"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
          <caption id="comparison-caption" className="bg-slate-50 px-4 py-3 text-left text-sm font-medium text-slate-700 md:px-6">
            {caption}
          </caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              <th scope="col" className="w-1/4 px-4 py-3 font-semibold md:px-6">
                {columns.topic}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold md:px-6">
                {columns.city}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold md:px-6">
                {columns.community}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {rows.map((row) => (
              <tr key={row.topic}>
                <th scope="row" className="bg-slate-50 px-4 py-4 align-top font-semibold text-slate-900 md:px-6">
                  {row.topic}
                </th>
                <td className="px-4 py-4 align-top text-slate-700 md:px-6">{row.city}</td>
                <td className="px-4 py-4 align-top text-slate-700 md:px-6">{row.community}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
