// Closing an incident with its note, and reopening it (R14): a closed incident is read-only until
// the retention purge, so its view says when, by whom and why it was closed.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";

import type { IncidentSummary } from "../../../../worker/shared/registry";
import { REGISTRY_TEXTS } from "../../../../worker/shared/schemas/registry";
import { api, read } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { incidentsKey } from "../../../queries/registry";
import { REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { formatBaltimoreTime } from "./format";

const param = (incident: IncidentSummary) => ({ id: String(incident.id) });

/** "Close incident", which opens the note to give (`CloseForm`, shown by the view); or, for a closed one, "Reopen". */
export function IncidentStateControl({ incident, onClose }: { incident: IncidentSummary; onClose: () => void }) {
  const reopen = useAdminMutation({
    mutationFn: () => read(api.incidents[":id"].reopen.$post({ param: param(incident) })),
    invalidates: [incidentsKey],
    refetchAfterFailure: true,
    success: () => REGISTRY_TEXT.incidentReopened,
    failure: serverWordsOr(REGISTRY_TEXT.reopenFailed),
  });
  if (incident.state === "closed") {
    return (
      <button
        type="button"
        onClick={() => reopen.mutate()}
        disabled={reopen.isPending}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {REGISTRY_TEXT.reopenIncident}
      </button>
    );
  }
  return (
    <button type="button" onClick={onClose} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {REGISTRY_TEXT.closeIncident}
    </button>
  );
}

export function CloseForm({ incident, onDone }: { incident: IncidentSummary; onDone: () => void }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const noteId = useId();
  const noteField = useRef<HTMLTextAreaElement>(null);
  // The note is what the button asked for: it takes the focus when it opens.
  useEffect(() => noteField.current?.focus(), []);
  const close = useAdminMutation({
    mutationFn: (text: string) => read(api.incidents[":id"].close.$post({ param: param(incident), json: { note: text } })),
    invalidates: [incidentsKey],
    refetchAfterFailure: true,
    success: () => REGISTRY_TEXT.incidentClosed,
    failure: serverWordsOr(REGISTRY_TEXT.closeFailed),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text.length === 0 || text.length > 1000) return setError(REGISTRY_TEXTS.closingNote);
    setError(undefined);
    close.mutate(text);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-xl space-y-2 rounded-lg border border-slate-300 p-3"
      aria-label={REGISTRY_TEXT.closeIncident}
    >
      <label htmlFor={noteId} className="block text-sm font-medium text-slate-900">
        {REGISTRY_TEXT.closeNoteLabel} <span aria-hidden>*</span>
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        maxLength={1000}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${noteId}-hint${error ? ` ${noteId}-error` : ""}`}
        className="w-full rounded-md border border-slate-300 p-2 text-sm"
        ref={noteField}
      />
      <p id={`${noteId}-hint`} className="text-xs text-slate-600">
        {REGISTRY_TEXT.closeNoteHint}
      </p>
      {error && (
        <p id={`${noteId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={close.isPending} className={buttonVariants({ size: "sm" })}>
          {REGISTRY_TEXT.confirmClose}
        </button>
        <button type="button" onClick={onDone} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {REGISTRY_TEXT.cancelClose}
        </button>
      </div>
    </form>
  );
}

/** What a closed incident's view says first. */
export function ClosedNotice({ incident }: { incident: IncidentSummary }) {
  if (incident.state !== "closed" || !incident.closedAt) return null;
  return (
    <div role="status" className="space-y-1 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
      <p>{REGISTRY_TEXT.closedNotice(formatBaltimoreTime(incident.closedAt), incident.closedBy)}</p>
      {incident.closingNote && <p className="break-words whitespace-pre-wrap">{incident.closingNote}</p>}
    </div>
  );
}
