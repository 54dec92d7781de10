// Beside the owners in the radius: registrations near the incident with no point yet (for
// staff to check by hand), and requests whose owners left the registry (no names kept, the
// distance only to its band, in the random order the Worker gives them).
import { distanceBandLabel, type FootageRequestView, type UnlocatedCamera } from "../../../../worker/shared/registry";
import { plural } from "../../../lib/plural";
import { REGISTRY_TEXT } from "../../messages";
import { Panel } from "../../ui";
import { LocationStatusBadge } from "./location";
import { RequestState } from "./request-state";

export function UnlocatedList({ unlocated }: { unlocated: UnlocatedCamera[] }) {
  return (
    <Panel title={REGISTRY_TEXT.unlocatedTitle}>
      <p className="mb-3 text-sm text-slate-600">{REGISTRY_TEXT.unlocatedNote}</p>
      <ul className="divide-y divide-slate-200">
        {unlocated.map((camera) => (
          <li key={camera.registrationId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
            <span className="font-semibold text-slate-900">{camera.name}</span>
            <span className="text-slate-700">{camera.address}</span>
            <LocationStatusBadge status={camera.locationStatus} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

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
