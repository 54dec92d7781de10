// Beside the owners in the radius: requests whose owners left the registry (no names kept, the
// distance only to its band, in the random order the Worker gives them).
import { distanceBandLabel, type FootageRequestView } from "../../../../worker/shared/registry";
import { plural } from "../../../lib/plural";
import { REGISTRY_TEXT } from "../../texts";
import { Panel } from "../../ui";
import { RequestState } from "./request-state";

export function FormerOwners({ requests, newOnOpen }: { requests: FootageRequestView[]; newOnOpen: ReadonlySet<number> }) {
  return (
    <Panel title={REGISTRY_TEXT.formerOwnersTitle}>
      <p className="mb-3 text-sm text-slate-600">
        {plural(requests.length, "request")}. {REGISTRY_TEXT.formerOwnersNote}
      </p>
      <ul className="divide-y divide-slate-200">
        {requests.map((request) => (
          <li key={request.id} className="space-y-1 py-3 text-sm">
            <p className="font-semibold text-slate-900">{REGISTRY_TEXT.formerOwnerDistance(distanceBandLabel(request.distanceBand))}</p>
            <RequestState request={request} isNew={newOnOpen.has(request.id)} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
