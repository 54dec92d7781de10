// The search-result helpers beside the meta fields: length meters in words and a preview of
// the result as a search engine would show it.
import { cn } from "../../../lib/cn";
import { lengthMeter, searchResult, type LengthState, type SearchResultFields } from "./search-result";

const BAR_COLOUR: Record<LengthState, string> = { short: "bg-amber-500", good: "bg-green-700", long: "bg-red-700" };

/** A field's length with its state in words (announced politely as it changes) and a bar. */
export function LengthMeterHint({ text, ideal, testId }: { text: string; ideal: { min: number; max: number }; testId: string }) {
  const meter = lengthMeter(text, ideal);
  return (
    <span className="flex flex-col gap-1" data-testid={testId}>
      <span>
        {meter.length} characters (ideal {ideal.min}–{ideal.max}):{" "}
        <strong aria-live="polite" className="font-semibold text-slate-900">
          {meter.words}
        </strong>
      </span>
      <span aria-hidden className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <span className={cn("block h-full", BAR_COLOUR[meter.state])} style={{ width: `${meter.fill * 100}%` }} />
      </span>
    </span>
  );
}

export function SearchResultPreview({ post }: { post: SearchResultFields }) {
  const result = searchResult(post, window.location.host);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-slate-800">Search result preview</figcaption>
      <div className="mt-2 font-sans" data-testid="search-result">
        <p className="truncate text-sm text-slate-700">{result.address}</p>
        <p className="mt-1 text-lg leading-snug text-blue-800">{result.title}</p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700">{result.description}</p>
      </div>
    </figure>
  );
}
