// One incident in the list: case reference, when, where, how many owners were asked, and how
// many answers staff have not seen yet.
import { MapPin } from "lucide-react";
import type { MouseEvent } from "react";

import type { IncidentSummary } from "../../../../worker/shared/registry";
import { REGISTRY_TEXT } from "../../texts";
import { Badge, RowActions } from "../../ui";
import { formatDay, formatRequestCounts, formatWindow } from "./format";
import { LocationStatusBadge } from "./location";
import { formatPoint } from "./point";

/** The dashboard address of one incident's view (a link staff can share). */
export const incidentHref = (id: number) => `/admin?section=cameras&tab=incidents&incident=${id}`;

/** A dashboard link's click: a plain one opens the view here, one for a new tab or window opens the address. */
export const openHere = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  open();
};

/** Where it happened, as staff gave it, or as the geocoder matched it. */
export function incidentPlace({ address, matchedAddress, latitude, longitude }: IncidentSummary): string {
  if (matchedAddress) return matchedAddress;
  if (address) return address;
  return latitude !== null && longitude !== null ? formatPoint({ latitude, longitude }) : "";
}

/** "Sun, Mar 8, 2026, 10:00 PM – 2:00 AM (next day)". */
export const incidentWhen = (incident: IncidentSummary) =>
  `${formatDay(incident.occurredOn)}, ${formatWindow(incident.windowStart, incident.windowEnd)}`;

interface IncidentRowProps {
  incident: IncidentSummary;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

export function IncidentRow({ incident, onOpen, onEdit, onDelete, deleting }: IncidentRowProps) {
  return (
    <li className="group flex items-start gap-3 py-4">
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold text-slate-900">
          <a
            href={incidentHref(incident.id)}
            aria-label={`Open incident ${incident.caseReference}`}
            onClick={openHere(onOpen)}
            className="text-blue-800 hover:underline"
          >
            {incident.caseReference}
          </a>
        </h3>
        <p className="text-sm text-slate-700">{incidentWhen(incident)}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
          <MapPin aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
          <span className="break-words">{incidentPlace(incident)}</span>
          {incident.locationStatus !== "located" && <LocationStatusBadge status={incident.locationStatus} />}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {formatRequestCounts(incident.requestCount, incident.answerCount)}
          {incident.newAnswerCount > 0 && <Badge tone="amber">{REGISTRY_TEXT.newAnswers(incident.newAnswerCount)}</Badge>}
          {incident.state === "closed" && <Badge tone="slate">{REGISTRY_TEXT.closedBadge}</Badge>}
        </p>
      </div>
      <RowActions
        itemLabel={`incident ${incident.caseReference}`}
        onEdit={incident.state === "open" ? onEdit : undefined}
        onDelete={onDelete}
        disabled={deleting}
      />
    </li>
  );
}
