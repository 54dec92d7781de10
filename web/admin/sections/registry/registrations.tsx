import { useQuery } from "@tanstack/react-query";
import { Mail, MapPin, Phone } from "lucide-react";
import { useId, useState } from "react";

import { matchesCameraFilter } from "../../../../worker/shared/admin-filters";
import { api, ok } from "../../../api";
import {
  cameraRegistrationsKey,
  cameraRegistrationsQuery,
  type CameraRegistration as Registration,
} from "../../../queries/camera-registrations";
import { CAMERA_DESCRIPTION_TRUNCATE_CHARS, confirmDelete, CRM_TEXT, EMPTY_STATES, SUBMISSION_DELETE_TEXT } from "../../messages";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { EmptyState, ErrorText, formatAdminDate, LoadingRows, Panel, RowActions } from "../../ui";
import { ExpandableText } from "../../record-list/expandable-text";
import { LocationSummary, SetLocationForm } from "./location";
import { RecordMessages } from "../messages/record-messages";
import { DetailsButton, useOpenRecords, useScrollIntoViewWhen } from "../../record-list/record-disclosure";
import { ExportCsvLink, FilterBar, ResultCount } from "../../record-list/toolbar";

const EXPORT_PATH = "/api/camera-registrations/export.csv";

/** The cities read from the addresses (R5), each once, in alphabetical order. */
function distinctCities(registrations: Registration[]) {
  const cities = new Set<string>();
  for (const registration of registrations) if (registration.city) cities.add(registration.city);
  return [...cities].sort((a, b) => a.localeCompare(b, "en-US"));
}

/** The registrations; `openReference` (from /admin?section=cameras&registration=) opens that registration's view. */
export function CameraRegistrations({ openReference }: { openReference?: string }) {
  const registrations = useQuery(cameraRegistrationsQuery);
  const open = useOpenRecords(openReference);
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
  const shown = all.filter((registration) => matchesCameraFilter(registration, filter));
  const linkMissing = openReference !== undefined && registrations.data && !registrations.data.some(open.isLinked);

  return (
    <Panel title="Camera Registrations" actions={<ExportCsvLink path={EXPORT_PATH} filter={filter} />}>
      <FilterBar
        search={search}
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
      />
      {linkMissing && (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {CRM_TEXT.notFoundRegistration}
        </p>
      )}
      {registrations.isPending ? (
        <LoadingRows />
      ) : registrations.isError ? (
        <ErrorText>{registrations.error.message}</ErrorText>
      ) : registrations.data === null ? (
        // "null on 401" (S7): the session ended; the dashboard's gate sends the browser to sign in.
        <ErrorText>You are signed out. Sign in again to see the camera registrations.</ErrorText>
      ) : shown.length === 0 ? (
        <EmptyState>{EMPTY_STATES.cameras}</EmptyState>
      ) : (
        <>
          <ResultCount shown={shown.length} total={all.length} noun={{ one: "registration", other: "registrations" }} />
          <ul className="divide-y divide-slate-200">
            {shown.map((registration) => (
              <RegistrationRow
                key={registration.id}
                registration={registration}
                open={open.isOpen(registration)}
                linked={open.isLinked(registration)}
                onToggle={() => open.toggle(registration)}
                deleting={remove.isPending && remove.variables === registration.id}
                onDelete={() => window.confirm(confirmDelete(SUBMISSION_DELETE_TEXT.camera.thing)) && remove.mutate(registration.id)}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

interface RegistrationRowProps {
  registration: Registration;
  open: boolean;
  linked: boolean;
  onToggle: () => void;
  deleting: boolean;
  onDelete: () => void;
}

function RegistrationRow({ registration, open, linked, onToggle, deleting, onDelete }: RegistrationRowProps) {
  const { city, state, zipCode } = registration;
  const detailsId = useId();
  const ref = useScrollIntoViewWhen<HTMLLIElement>(linked);
  return (
    <li ref={ref} className="group space-y-3 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold text-slate-900">{registration.contactName}</h3>
            <span className="text-sm text-slate-600">
              Registered <time dateTime={registration.createdAt}>{formatAdminDate(registration.createdAt)}</time>
            </span>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={`mailto:${registration.contactEmail}`}
              className="inline-flex min-w-0 items-center gap-1.5 break-all text-blue-800 hover:underline"
            >
              <Mail aria-hidden className="h-4 w-4 shrink-0" />
              {registration.contactEmail}
            </a>
            <a
              href={`tel:${registration.contactPhone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-1.5 text-blue-800 hover:underline"
            >
              <Phone aria-hidden className="h-4 w-4 shrink-0" />
              {registration.contactPhone}
            </a>
          </p>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <span>
              {registration.address}
              {city && (
                <span className="block text-xs text-slate-500">
                  City {city} · State {state} · ZIP {zipCode}
                </span>
              )}
            </span>
          </p>
          <LocationSummary location={registration} />
          <ExpandableText text={registration.description} limit={CAMERA_DESCRIPTION_TRUNCATE_CHARS} />
          <DetailsButton
            open={open}
            onToggle={onToggle}
            controls={detailsId}
            itemLabel={`of the registration from ${registration.contactName}`}
          />
        </div>
        <RowActions itemLabel={`camera registration from ${registration.contactName}`} onDelete={onDelete} disabled={deleting} />
      </div>
      <div id={detailsId} hidden={!open}>
        {open && (
          <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <SetLocationForm registrationId={registration.id} ownerName={registration.contactName} />
            <RecordMessages owner={{ cameraRegistrationId: registration.id }} />
          </div>
        )}
      </div>
    </li>
  );
}
