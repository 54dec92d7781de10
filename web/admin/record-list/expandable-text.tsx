import { useId, useState } from "react";

import { cn } from "../../lib/cn";

/**
 * A long text cut at `limit` characters with an ellipsis, and a 'Show more' / 'Show less'
 * toggle for the whole of it (S2 and S9). A text of `limit` characters or fewer
 * is shown as it is, without a toggle.
 */
export function ExpandableText({ text, limit, className }: { text: string; limit: number; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  return (
    <div className={className}>
      <p id={id} className="text-sm break-words whitespace-pre-line text-slate-700">
        {long && !expanded ? `${text.slice(0, limit)}…` : text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className={cn("mt-1 rounded text-sm font-semibold text-blue-800 hover:underline")}
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}
