// Recording a request a person made by phone, letter, email or in person: their address and how
// it came, checked with the API's own schema before it is sent; the new request heads the list.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";

import { STAFF_CHANNELS, staffRequestSchema } from "../../../../worker/shared/data-requests";
import { api, read } from "../../../api";
import { SelectField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { dataRequestsKey } from "../../../queries/data-requests";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { useRecordForm } from "../../record-form";
import { Panel } from "../../ui";
import { CHANNEL_LABELS, DATA_REQUESTS_TEXT as TEXT } from "./text";

type RequestForm = { email: string; channel: string };
type RequestJson = z.output<typeof staffRequestSchema>;

const EMPTY: RequestForm = { email: "", channel: "" };
const CHANNEL_OPTIONS = STAFF_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

export function RecordRequestForm() {
  // The channel starts unchosen (""), which the schema refuses with its own message.
  const resolver = zodResolver(staffRequestSchema) as unknown as Resolver<RequestForm, unknown, RequestJson>;
  const form = useForm<RequestForm, unknown, RequestJson>({ resolver, defaultValues: EMPTY });
  const { backToCreate, showServerErrors } = useRecordForm<never, RequestForm, RequestJson>(form, EMPTY);
  const { errors } = form.formState;
  const record = useAdminMutation({
    mutationFn: (json: RequestJson) => read(api.admin["data-requests"].$post({ json })),
    invalidates: [dataRequestsKey],
    success: () => TEXT.recorded,
    failure: serverWordsOr(TEXT.recordFailed),
    onSuccess: backToCreate,
  });
  const submit = form.handleSubmit((json) => record.mutate(json, { onError: showServerErrors }));

  return (
    <Panel title={TEXT.recordTitle}>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto] md:items-start">
        <TextField
          label={TEXT.emailLabel}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          hint={TEXT.recordHint}
          {...form.register("email")}
        />
        <SelectField
          label={TEXT.channelLabel}
          placeholder={TEXT.channelPlaceholder}
          options={CHANNEL_OPTIONS}
          required
          error={errors.channel?.message}
          {...form.register("channel")}
        />
        <button type="submit" disabled={record.isPending} className={`${buttonVariants({ variant: "dark" })} md:mt-7`}>
          {TEXT.recordButton}
        </button>
      </form>
    </Panel>
  );
}
