// Recording a request a person made by phone, letter, email or in person: their address and how
// it came, checked with the API's own schema before it is sent; the new request heads the list.
import { useState, type FormEvent } from "react";

import { STAFF_CHANNELS, staffRequestSchema } from "../../../../worker/shared/data-requests";
import { ApiRequestError, api, read } from "../../../api";
import { SelectField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { dataRequestsKey } from "../../../queries/data-requests";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { Panel } from "../../ui";
import { CHANNEL_LABELS, DATA_REQUESTS_TEXT as TEXT } from "./text";

type Errors = Partial<Record<"email" | "channel", string>>;

const CHANNEL_OPTIONS = STAFF_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

const firstErrors = (fields: Record<string, string[] | undefined>): Errors => ({ email: fields.email?.[0], channel: fields.channel?.[0] });

export function RecordRequestForm() {
  const [email, setEmail] = useState("");
  const [channel, setChannel] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const record = useAdminMutation({
    mutationFn: (json: { email: string; channel: (typeof STAFF_CHANNELS)[number] }) => read(api.admin["data-requests"].$post({ json })),
    invalidates: [dataRequestsKey],
    success: () => TEXT.recorded,
    failure: serverWordsOr(TEXT.recordFailed),
    onSuccess: () => {
      setEmail("");
      setChannel("");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffRequestSchema.safeParse({ email, channel });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
      setErrors(firstErrors(fields));
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiRequestError) setErrors(firstErrors(error.fieldErrors ?? {}));
      },
    });
  };

  return (
    <Panel title={TEXT.recordTitle}>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-start">
        <TextField
          label={TEXT.emailLabel}
          type="email"
          autoComplete="off"
          required
          value={email}
          error={errors.email}
          hint={TEXT.recordHint}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={TEXT.channelLabel}
          placeholder={TEXT.channelPlaceholder}
          options={CHANNEL_OPTIONS}
          required
          value={channel}
          error={errors.channel}
          onChange={(event) => setChannel(event.target.value)}
        />
        <button type="submit" disabled={record.isPending} className={`${buttonVariants({ variant: "dark" })} md:mt-7`}>
          {TEXT.recordButton}
        </button>
      </form>
    </Panel>
  );
}
