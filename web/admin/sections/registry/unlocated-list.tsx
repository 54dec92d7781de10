// Beside the owners in the radius: the registrations with no point yet in the incident's area
// (its address's ZIP code and city, and those of the located registrations within a mile of its
// point: decision 0041), for staff to check by hand, each with a link that opens it in the
// Registrations tab to set its location; and how many have no point in the whole registry.
import type { ReactNode } from "react";

import type { IncidentDetail, UnlocatedCamera } from "../../../../worker/shared/registry";
import { cn } from "../../../lib/cn";
import { REGISTRY_TEXT } from "../../texts";
import { Panel } from "../../ui";
import { Facts } from "./facts";
import { openHere } from "./incident-row";
import { LocationStatusBadge } from "./location";

/** The dashboard address of one registration, opened (a link staff can share), from an incident it returns to. */
export const registrationHref = (reference: string, fromIncident: number) =>
  reference
    ? `/admin?section=cameras&registration=${encodeURIComponent(reference)}&fromIncident=${fromIncident}`
    : "/admin?section=cameras";

interface UnlocatedListProps {
  detail: IncidentDetail;
  /** Whether the incident has a point (without one, its area is its address's alone). */
  located: boolean;
  onOpenRegistration: (reference: string) => void;
}

export function UnlocatedList({ detail, located, onOpenRegistration }: UnlocatedListProps) {
  const { unlocated, unlocatedArea: area, unlocatedInRegistry: inRegistry } = detail;
  if (inRegistry === 0 && unlocated.length === 0) return null;
  const noArea = area.zipCodes.length === 0 && area.cities.length === 0;
  const counts: [string, number][] = [
    [REGISTRY_TEXT.unlocatedInArea, unlocated.length],
    [REGISTRY_TEXT.unlocatedInRegistry, inRegistry],
  ];
  return (
    <Panel title={REGISTRY_TEXT.unlocatedTitle}>
      <div className="space-y-3 text-sm">
        <p className="text-slate-600">{REGISTRY_TEXT.unlocatedNote}</p>
        <Facts rows={counts} />
        {noArea ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {located ? REGISTRY_TEXT.unlocatedNoArea : REGISTRY_TEXT.unlocatedNoAreaPending}
          </p>
        ) : (
          <p className="text-slate-600">
            {REGISTRY_TEXT.unlocatedArea(area.zipCodes, area.cities, area.neighbours, detail.incident.address !== null)}
          </p>
        )}
        {!noArea && unlocated.length === 0 && <p className="text-slate-700">{REGISTRY_TEXT.unlocatedNoneInArea}</p>}
      </div>
      {unlocated.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {unlocated.map((camera) => (
            <UnlocatedRegistration key={camera.registrationId} camera={camera} className="py-3">
              <a
                href={registrationHref(camera.reference, detail.incident.id)}
                aria-label={REGISTRY_TEXT.fixLocationLabel(camera.name)}
                onClick={openHere(() => onOpenRegistration(camera.reference))}
                className="font-medium text-blue-800 hover:underline"
              >
                {REGISTRY_TEXT.fixLocation}
              </a>
            </UnlocatedRegistration>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One registration with no point: its owner, address and status (and, here, its "Set location" link). */
export function UnlocatedRegistration({
  camera,
  className,
  children,
}: {
  camera: UnlocatedCamera;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <span className="font-semibold text-slate-900">{camera.name}</span>
      <span className="break-words text-slate-700">{camera.address}</span>
      <LocationStatusBadge status={camera.locationStatus} />
      {children}
    </li>
  );
}
