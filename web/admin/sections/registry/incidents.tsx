// The Incidents tab: the list (open ones first shown, closed or all on choice) with "New incident" beside it, or one incident's view when the
// address names one.
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import type { IncidentSummary } from "../../../../worker/shared/registry";
import { api } from "../../../api";
import { incidentsKey, incidentsQuery } from "../../../queries/registry";
import { confirmDelete, REGISTRY_TEXT } from "../../texts";
import { useCrudMutations } from "../../mutations";
import { EmptyState, ErrorText, LoadingRows, Panel } from "../../ui";
import { IncidentForm } from "./incident-form";
import { submitIncident, toIncidentForm, useIncidentForm, type IncidentPayload } from "./incident-payload";
import { IncidentRow } from "./incident-row";
import { IncidentView } from "./incident-view";

interface IncidentsTabProps {
  openId?: number;
  onOpen: (id: number | undefined) => void;
  onOpenRegistration: (reference: string) => void;
}

export function IncidentsTab({ openId, onOpen, onOpenRegistration }: IncidentsTabProps) {
  if (openId !== undefined) return <IncidentView id={openId} onBack={() => onOpen(undefined)} onOpenRegistration={onOpenRegistration} />;
  return <IncidentList onOpen={onOpen} />;
}

type StateFilter = keyof typeof REGISTRY_TEXT.stateOptions;

function IncidentList({ onOpen }: { onOpen: (id: number) => void }) {
  const incidents = useQuery(incidentsQuery);
  const [state, setState] = useState<StateFilter>("open");
  const stateId = useId();
  const shown = incidents.data?.filter((incident) => state === "all" || incident.state === state) ?? [];
  const { form, editing, edit, backToCreate, showServerErrors } = useIncidentForm();
  const crud = useCrudMutations({
    thing: "incident",
    invalidates: incidentsKey,
    create: (json: IncidentPayload) => api.incidents.$post({ json }),
    update: (id, json) => api.incidents[":id"].$put({ param: { id: String(id) }, json }),
    remove: (id) => api.incidents[":id"].$delete({ param: { id: String(id) } }),
    onSaved: backToCreate,
  });

  const onSubmit = submitIncident(form, (payload) => crud.save(editing?.id, payload, showServerErrors));
  const startEdit = (incident: IncidentSummary) => {
    edit(incident, toIncidentForm(incident));
    form.setFocus("caseReference");
  };
  const startDelete = (incident: IncidentSummary) => {
    if (!window.confirm(confirmDelete("incident"))) return;
    crud.remove.mutate(incident.id, { onSuccess: () => editing?.id === incident.id && backToCreate() });
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <Panel
        title={REGISTRY_TEXT.incidentsTitle}
        actions={
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={stateId} className="text-slate-700">
              {REGISTRY_TEXT.stateFilterLabel}
            </label>
            <select
              id={stateId}
              value={state}
              onChange={(event) => setState(event.target.value as StateFilter)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {(Object.keys(REGISTRY_TEXT.stateOptions) as StateFilter[]).map((value) => (
                <option key={value} value={value}>
                  {REGISTRY_TEXT.stateOptions[value]}
                </option>
              ))}
            </select>
          </div>
        }
      >
        {incidents.isPending ? (
          <LoadingRows />
        ) : incidents.isError ? (
          <ErrorText>{incidents.error.message}</ErrorText>
        ) : incidents.data.length === 0 ? (
          <EmptyState>{REGISTRY_TEXT.noIncidents}</EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState>{REGISTRY_TEXT.noIncidentsInState}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200">
            {shown.map((incident) => (
              <IncidentRow
                key={incident.id}
                incident={incident}
                onOpen={() => onOpen(incident.id)}
                onEdit={() => startEdit(incident)}
                onDelete={() => startDelete(incident)}
                deleting={crud.remove.isPending && crud.remove.variables === incident.id}
              />
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={editing ? REGISTRY_TEXT.editIncident : REGISTRY_TEXT.newIncident}>
        <IncidentForm
          form={form}
          editing={Boolean(editing)}
          told={(editing?.requestCount ?? 0) > 0}
          saving={crud.saving}
          onSubmit={onSubmit}
          onCancel={backToCreate}
        />
      </Panel>
    </div>
  );
}
