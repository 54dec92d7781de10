// One incident (GET /api/incidents/:id): its details and Edit, a drawing of the cameras around
// it, Close or Reopen (a closed one is read-only), the owners within the radius and what each was asked (answers new since staff last opened
// it marked), the registrations to check by hand, and the requests of owners who have since left.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";

import type { IncidentDetail } from "../../../../worker/shared/registry";
import { ApiRequestError } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { incidentQuery } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { ErrorText, LoadingRows, Panel } from "../../ui";
import { useAnswersSeen } from "./answers-seen";
import { EmailOwnersButton } from "./email-owners";
import { Facts } from "./facts";
import { formatFeet, formatRequestCounts } from "./format";
import { IncidentEditor } from "./incident-editor";
import { IncidentMap } from "./incident-map";
import { CloseForm, ClosedNotice, IncidentStateControl } from "./incident-state";
import { incidentPlace, incidentWhen } from "./incident-row";
import { FormerOwners } from "./incident-others";
import { UnlocatedList } from "./unlocated-list";
import { LocationStatusBadge } from "./location";
import { NearbyTable } from "./nearby-table";

interface IncidentViewProps {
  id: number;
  onBack: () => void;
  /** Opens a registration (by its reference) in the Registrations tab, to set its location. */
  onOpenRegistration: (reference: string) => void;
}

export function IncidentView({ id, onBack, onOpenRegistration }: IncidentViewProps) {
  const detail = useQuery(incidentQuery(id));
  return (
    <div className="space-y-6">
      <button type="button" onClick={onBack} className={buttonVariants({ variant: "outline", size: "sm" })}>
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {REGISTRY_TEXT.backToIncidents}
      </button>
      {detail.isPending ? (
        <LoadingRows />
      ) : detail.isError ? (
        <ErrorText>
          {detail.error instanceof ApiRequestError && detail.error.status === 404 ? REGISTRY_TEXT.notFoundIncident : detail.error.message}
        </ErrorText>
      ) : (
        <IncidentDetails detail={detail.data} onOpenRegistration={onOpenRegistration} />
      )}
    </div>
  );
}

function IncidentDetails({ detail, onOpenRegistration }: { detail: IncidentDetail; onOpenRegistration: (reference: string) => void }) {
  const { incident, nearby } = detail;
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const open = incident.state === "open";
  const newOnOpen = useAnswersSeen(detail);
  const { latitude, longitude } = incident;
  const center = incident.locationStatus === "located" && latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const rows: [string, string][] = [
    ["When", incidentWhen(incident)],
    ["Place", incidentPlace(incident)],
    ["Footage sought", incident.footageSought],
    ["Keep footage", `${incident.keepFootageDays} days`],
    ["Radius", formatFeet(incident.radiusFeet)],
    [
      "Requests",
      `${formatRequestCounts(incident.requestCount, incident.answerCount)}${newOnOpen.size > 0 ? ` (${REGISTRY_TEXT.newAnswers(newOnOpen.size)})` : ""}`,
    ],
  ];
  return (
    <>
      {editing && <IncidentEditor incident={incident} onDone={() => setEditing(false)} />}
      <Panel
        title={`Incident ${incident.caseReference}`}
        actions={
          !editing && (
            <div className="flex flex-wrap items-start justify-end gap-2">
              {open && (
                <button
                  type="button"
                  aria-label={REGISTRY_TEXT.editIncidentLabel(incident.caseReference)}
                  onClick={() => setEditing(true)}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                  {REGISTRY_TEXT.editIncidentButton}
                </button>
              )}
              {!closing && <IncidentStateControl incident={incident} onClose={() => setClosing(true)} />}
            </div>
          )
        }
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-4">
            {closing && open && <CloseForm incident={incident} onDone={() => setClosing(false)} />}
            <ClosedNotice incident={incident} />
            <Facts rows={rows} />
            {!center && (
              <p
                role="status"
                className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <LocationStatusBadge status={incident.locationStatus} />
                {incident.locationStatus === "pending" || incident.locationStatus === "failed"
                  ? REGISTRY_TEXT.pendingIncident
                  : REGISTRY_TEXT.unlocatedIncident}
              </p>
            )}
          </div>
          {center && <IncidentMap center={center} radiusFeet={incident.radiusFeet} cameras={nearby} />}
        </div>
      </Panel>
      <Panel
        title={REGISTRY_TEXT.nearbyTitle}
        actions={open && <EmailOwnersButton incidentId={incident.id} located={center !== null} nearby={nearby} />}
      >
        <NearbyTable radiusFeet={incident.radiusFeet} nearby={nearby} newOnOpen={newOnOpen} />
      </Panel>
      <UnlocatedList detail={detail} located={center !== null} onOpenRegistration={onOpenRegistration} />
      {detail.formerOwners.length > 0 && <FormerOwners requests={detail.formerOwners} newOnOpen={newOnOpen} />}
    </>
  );
}
