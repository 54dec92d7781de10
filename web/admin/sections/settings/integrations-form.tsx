// The CRM webhook (R23): its receiver's address, on or off, and a new signing secret, written and
// never shown; "Send a test event" shows what the receiver answers to the address as saved.
import { useState, type FormEvent } from "react";

import { integrationsInputSchema, type IntegrationsView } from "../../../../worker/shared/settings";
import { api, read } from "../../../api";
import { TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { formatAdminDateTime, SwitchField } from "../../ui";
import { ConflictNote } from "./conflict-note";
import { useSectionSave } from "./save-section";
import { SETTINGS_SCREEN_TEXTS as TEXT } from "./settings-text";

function secretState({ crmWebhook }: IntegrationsView): string {
  if (!crmWebhook.secretSet) return TEXT.secretState.none;
  return crmWebhook.secretFromDeployment ? TEXT.secretState.deployment : TEXT.secretState.here;
}

export function IntegrationsForm({ saved, version }: { saved: IntegrationsView; version: number }) {
  const [url, setUrl] = useState(saved.crmWebhook.url);
  const [enabled, setEnabled] = useState(saved.crmWebhook.enabled);
  const [newSecret, setNewSecret] = useState("");
  const save = useSectionSave("integrations", integrationsInputSchema);
  const test = useAdminMutation({
    mutationFn: () => read(api.settings.integrations.test.$post()),
    invalidates: [],
    failure: serverWordsOr(TEXT.testFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(version, { crmWebhook: { url, enabled, newSecret } });
  };
  const until = saved.crmWebhook.previousSecretUntil;
  return (
    <form onSubmit={submit} aria-label={TEXT.crmTitle} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{TEXT.crmHint}</p>
      <ConflictNote message={save.conflict} />
      <TextField
        label={TEXT.webhookUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={save.errors["crmWebhook.url"]}
      />
      <SwitchField label={TEXT.webhookOn} checked={enabled} onCheckedChange={setEnabled} />
      <div className="space-y-1 text-sm text-slate-900">
        <p>{secretState(saved)}</p>
        {until && <p>{TEXT.overlap(formatAdminDateTime(until))}</p>}
      </div>
      <TextField
        label={TEXT.newSecret}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        value={newSecret}
        onChange={(event) => setNewSecret(event.target.value)}
        error={save.errors["crmWebhook.newSecret"]}
        hint={TEXT.newSecretHint}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.pending} className={buttonVariants({ variant: "dark" })}>
          {TEXT.saveIntegrations}
        </button>
        <button type="button" disabled={test.isPending} onClick={() => test.mutate()} className={buttonVariants({ variant: "outline" })}>
          {TEXT.sendTest}
        </button>
      </div>
      <div role="status" className="text-sm text-slate-900">
        {test.data && (
          <>
            <p className="font-semibold">{TEXT.testResult(test.data.status)}</p>
            {test.data.answerStart && (
              <figure className="mt-2">
                <figcaption className="text-slate-600">{TEXT.testAnswer}</figcaption>
                <pre className="mt-1 overflow-x-auto rounded-md bg-slate-100 p-3 text-xs whitespace-pre-wrap">{test.data.answerStart}</pre>
              </figure>
            )}
          </>
        )}
      </div>
    </form>
  );
}
