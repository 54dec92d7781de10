import { ChevronDown } from "lucide-react";

import type { FaqEntry } from "../../content/types";

/** Questions and answers as native disclosures: keyboard and screen reader support come built in. */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <ul className="mx-auto max-w-3xl space-y-4">
      {entries.map((entry) => (
        <li key={entry.question}>
          <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                aria-hidden
                className="h-5 w-5 shrink-0 text-slate-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
