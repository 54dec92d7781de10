// Where a lead's or a registration's visit came from (R22), for staff reading the record.
import { ANALYTICS_TEXTS, describeVisitSource, type VisitSource } from "../../../../worker/shared/analytics";

export function VisitSourceLine({ source }: { source: VisitSource | null }) {
  return (
    <p className="text-sm text-slate-700" data-testid="visit-source">
      <span className="font-semibold text-slate-900">{ANALYTICS_TEXTS.cameFrom}:</span> {describeVisitSource(source)}
    </p>
  );
}
