// Where a registration is: its status in words, what the geocoder matched, and staff's own
// point ("Set location") for one the geocoder could not place or placed wrong.
import { useState } from "react";

import { LOCATION_SOURCE_LABELS, LOCATION_STATUS_LABELS, type LocationStatus, type LocationView } from "../../../../worker/shared/registry";
import { api, ApiRequestError, ok } from "../../../api";
import { TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { cameraRegistrationsKey } from "../../../queries/camera-registrations";
import { incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Badge } from "../../ui";
import { formatPoint, parsePoint, type Point } from "./point";

const LOCATION_TONES = { pending: "amber", located: "green", not_found: "red", failed: "amber" } as const satisfies Record<
  LocationStatus,
  string
>;

const STATUS_NOTES: Partial<Record<LocationStatus, string>> = {
  pending: REGISTRY_TEXT.pendingNote,
  not_found: REGISTRY_TEXT.notFoundNote,
  failed: REGISTRY_TEXT.failedNote,
};

export function LocationStatusBadge({ status }: { status: LocationStatus }) {
  return <Badge tone={LOCATION_TONES[status]}>{LOCATION_STATUS_LABELS[status]}</Badge>;
}

/** The status in words; once located, the matched address, the point and who placed it. */
export function LocationSummary({ location }: { location: Partial<LocationView> }) {
  const { latitude, longitude, locationStatus, locationSource, matchedAddress } = location;
  // A list from a Worker without locations says nothing rather than something wrong.
  if (!locationStatus) return null;
  const note = STATUS_NOTES[locationStatus];
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <LocationStatusBadge status={locationStatus} />
        {note && <span>{note}</span>}
      </p>
      {locationStatus === "located" && typeof latitude === "number" && typeof longitude === "number" && (
        <p className="text-xs text-slate-600">
          {matchedAddress && (
            <>
              {REGISTRY_TEXT.matchedAddress}: {matchedAddress} ·{" "}
            </>
          )}
          {formatPoint({ latitude, longitude })}
          {locationSource && ` · ${LOCATION_SOURCE_LABELS[locationSource]}`}
        </p>
      )}
    </div>
  );
}

/** The API names the point's fields; this form has one field for both. */
const POINT_FIELDS = new Set(["latitude", "longitude", "point"]);

/** The server's field messages about the point, joined. */
export function pointErrorFrom(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const messages = Object.entries(error.fieldErrors ?? {})
    .filter(([field]) => POINT_FIELDS.has(field))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages.join(" ") : undefined;
}

interface SetLocationFormProps {
  registrationId: number;
  ownerName: string;
  /** Once saved: back to the incident the registration was opened from. */
  onSaved?: () => void;
}

/** "Set location": one field for a pasted "latitude, longitude". */
export function SetLocationForm({ registrationId, ownerName, onSaved }: SetLocationFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const save = useAdminMutation({
    mutationFn: (point: Point) =>
      ok(api["camera-registrations"][":id"].location.$put({ param: { id: String(registrationId) }, json: point })),
    // A moved camera may enter or leave an incident's radius.
    invalidates: [cameraRegistrationsKey, incidentsKey],
    success: () => REGISTRY_TEXT.locationSaved,
    failure: serverWordsOr(REGISTRY_TEXT.locationFailed),
  });
  return (
    <form
      noValidate
      aria-label={`${REGISTRY_TEXT.setLocation} of the camera of ${ownerName}`}
      className="max-w-md space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parsePoint(text);
        if ("error" in parsed) return setError(parsed.error);
        setError(undefined);
        save.mutate(parsed.point, {
          onSuccess: () => {
            setText("");
            onSaved?.();
          },
          onError: (failure) => setError(pointErrorFrom(failure)),
        });
      }}
    >
      <TextField
        label={REGISTRY_TEXT.pointLabel}
        hint={REGISTRY_TEXT.pointHint}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={save.isPending} className={buttonVariants({ variant: "dark", size: "sm" })}>
        {REGISTRY_TEXT.setLocation}
      </button>
    </form>
  );
}
