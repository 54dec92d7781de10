// "Edit" in one incident's view: the incident form on its current values. Once owners have been
// asked, what they were told is read-only; the API's refusal (409) says why, in its own words.
import type { IncidentSummary } from "../../../../worker/shared/registry";
import { api, ok } from "../../../api";
import { incidentsKey } from "../../../queries/registry";
import { MUTATION_TEXT, REGISTRY_TEXT } from "../../texts";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Panel } from "../../ui";
import { IncidentForm } from "./incident-form";
import { submitIncident, toIncidentForm, useIncidentForm, type IncidentPayload } from "./incident-payload";

export function IncidentEditor({ incident, onDone }: { incident: IncidentSummary; onDone: () => void }) {
  const { form, showServerErrors } = useIncidentForm(toIncidentForm(incident));
  const save = useAdminMutation({
    mutationFn: (json: IncidentPayload) => ok(api.incidents[":id"].$put({ param: { id: String(incident.id) }, json })),
    invalidates: [incidentsKey],
    success: () => MUTATION_TEXT.success("incident", "updated"),
    failure: serverWordsOr(MUTATION_TEXT.failure("incident", "update")),
    onSuccess: onDone,
  });
  const onSubmit = submitIncident(form, (payload) => save.mutate(payload, { onError: showServerErrors }));
  return (
    <Panel title={REGISTRY_TEXT.editIncidentLabel(incident.caseReference)}>
      <IncidentForm form={form} editing told={incident.requestCount > 0} saving={save.isPending} onSubmit={onSubmit} onCancel={onDone} />
    </Panel>
  );
}
