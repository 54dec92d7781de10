import { useQuery } from "@tanstack/react-query";
import { VisitSourceLine } from "../analytics/visit-source";
import { ArrowLeft, MapPin } from "lucide-react";
import { useState } from "react";

import { matchesRegistrationFilter } from "../../../../worker/shared/admin-filters";
import { api, ok } from "../../../api";
import {
  cameraRegistrationsKey,
  cameraRegistrationsQuery,
  type CameraRegistration as Registration,
} from "../../../queries/camera-registrations";
import { buttonVariants } from "../../../components/ui/button";
import { CAMERA_DESCRIPTION_TRUNCATE_CHARS, CRM_TEXT, EMPTY_STATES, REGISTRY_TEXT, SUBMISSION_DELETE_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { formatAdminDate } from "../../ui";
import { ExpandableText } from "../../record-list/expandable-text";
import { LocationSummary, SetLocationForm } from "./location";
import { RecordMessages } from "../messages/record-messages";
import { RecordList, RecordRow, type RowState } from "../../record-list/record-list";

const EXPORT_PATH = "/api/camera-registrations/export.csv";

/** The cities read from the addresses (R5), each once, in alphabetical order. */
function distinctCities(registrations: Registration[]) {
  const cities = new Set<string>();
  for (const registration of registrations) if (registration.city) cities.add(registration.city);
  return [...cities].sort((a, b) => a.localeCompare(b, "en-US"));
}

interface CameraRegistrationsProps {
  /** From /admin?section=cameras&registration=: opens that registration's view. */
  openReference?: string;
  /** Opened from an incident (&fromIncident=): goes back to it, as setting that registration's location does. */
  onReturn?: () => void;
}

/** The registrations, with the one a link names open; from an incident, the way back to it. */
export function CameraRegistrations({ openReference, onReturn }: CameraRegistrationsProps) {
  const registrations = useQuery(cameraRegistrationsQuery);
  const [search, setSearch] = useState("");
  const [chosenCity, setCity] = useState("");

  const remove = useAdminMutation({
    mutationFn: (id: number) => ok(api["camera-registrations"][":id"].$delete({ param: { id: String(id) } })),
    invalidates: [cameraRegistrationsKey],
    success: () => SUBMISSION_DELETE_TEXT.camera.success,
    failure: serverWordsOr(SUBMISSION_DELETE_TEXT.camera.failure),
  });

  const all = registrations.data ?? [];
  const cities = distinctCities(all);
  // A city whose last registration was deleted is no longer offered, nor applied.
  const city = cities.includes(chosenCity) ? chosenCity : "";
  const filter = { search, city };
  const shown = all.filter((registration) => matchesRegistrationFilter(registration, filter));

  const list = (
    <RecordList
      title="Camera Registrations"
      exportPath={EXPORT_PATH}
      filter={filter}
      onSearchChange={setSearch}
      selects={[
        {
          label: "City",
          placeholder: "All cities",
          value: city,
          options: cities.map((name) => ({ value: name, label: name })),
          onChange: setCity,
        },
      ]}
      list={registrations}
      shown={shown}
      openReference={openReference}
      remove={remove}
      words={{
        thing: SUBMISSION_DELETE_TEXT.camera.thing,
        noun: { one: "registration", other: "registrations" },
        notFound: CRM_TEXT.notFoundRegistration,
        signedOut: "You are signed out. Sign in again to see the camera registrations.",
        empty: EMPTY_STATES.cameras,
        filteredEmpty: EMPTY_STATES.cameras,
      }}
      row={(registration, state) => (
        <RegistrationRow
          key={registration.id}
          registration={registration}
          state={state}
          onLocationSet={state.linked ? onReturn : undefined}
        />
      )}
    />
  );
  if (!onReturn) return list;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
        <button type="button" onClick={onReturn} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {REGISTRY_TEXT.backToIncident}
        </button>
        <p>{REGISTRY_TEXT.fromIncidentNote}</p>
      </div>
      {list}
    </div>
  );
}

interface RegistrationRowProps {
  registration: Registration;
  state: RowState;
  /** After its location is saved: back to the incident it was opened from. */
  onLocationSet?: () => void;
}

function RegistrationRow({ registration, state, onLocationSet }: RegistrationRowProps) {
  const { city, state: usState, zipCode } = registration;
  return (
    <RecordRow
      state={state}
      heading={
        <>
          <h3 className="font-semibold text-slate-900">{registration.contactName}</h3>
          <span className="text-sm text-slate-600">
            Registered <time dateTime={registration.createdAt}>{formatAdminDate(registration.createdAt)}</time>
          </span>
        </>
      }
      email={registration.contactEmail}
      phone={registration.contactPhone}
      detailsLabel={`of the registration from ${registration.contactName}`}
      deleteLabel={`camera registration from ${registration.contactName}`}
      details={() => (
        <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
          <VisitSourceLine source={registration.visitSource} />
          <SetLocationForm registrationId={registration.id} ownerName={registration.contactName} onSaved={onLocationSet} />
          <RecordMessages owner={{ cameraRegistrationId: registration.id }} />
        </div>
      )}
    >
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
        <span>
          {registration.address}
          {city && (
            <span className="block text-xs text-slate-500">
              City {city} · State {usState}
              {zipCode && ` · ZIP ${zipCode}`}
            </span>
          )}
        </span>
      </p>
      <LocationSummary location={registration} />
      <ExpandableText text={registration.description} limit={CAMERA_DESCRIPTION_TRUNCATE_CHARS} />
    </RecordRow>
  );
}
