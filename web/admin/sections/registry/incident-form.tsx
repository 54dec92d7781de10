// "New incident" / "Edit incident": labels always visible, required fields marked, each
// server error on its own field; one column on a phone. Once owners have been asked, what they
// were told is shown read-only with a note (the API refuses a change with 409).
import type { UseFormReturn } from "react-hook-form";

import { TextAreaField, TextField } from "../../../components/form/fields";
import { REGISTRY_TEXT } from "../../texts";
import { FormActions } from "../../ui";
import type { IncidentFormValues } from "./incident-payload";

interface IncidentFormProps {
  form: UseFormReturn<IncidentFormValues>;
  editing: boolean;
  /** Owners have been asked: what they were told is read-only. */
  told?: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function IncidentForm({ form, editing, told = false, saving, onSubmit, onCancel }: IncidentFormProps) {
  const { errors } = form.formState;
  const asSent = { readOnly: told, className: told ? "[&_input]:bg-slate-100 [&_textarea]:bg-slate-100" : undefined };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">{REGISTRY_TEXT.requiredNote}</p>
      <TextField
        label="Case reference"
        required
        autoComplete="off"
        error={errors.caseReference?.message}
        {...form.register("caseReference")}
      />
      {told && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {REGISTRY_TEXT.toldNote}
        </p>
      )}
      <TextField label="Date" type="date" required error={errors.occurredOn?.message} {...asSent} {...form.register("occurredOn")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Window start"
          type="time"
          required
          error={errors.windowStart?.message}
          {...asSent}
          {...form.register("windowStart")}
        />
        <TextField label="Window end" type="time" required error={errors.windowEnd?.message} {...asSent} {...form.register("windowEnd")} />
      </div>
      <TextAreaField
        label="Footage sought"
        required
        error={errors.footageSought?.message}
        {...asSent}
        {...form.register("footageSought")}
      />
      <TextField
        label="Keep footage (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        hint="How long owners are asked to keep their footage."
        error={errors.keepFootageDays?.message}
        {...asSent}
        {...form.register("keepFootageDays")}
      />
      <fieldset className="space-y-3 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {REGISTRY_TEXT.placeLegend}
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <p className="text-sm text-slate-600">{REGISTRY_TEXT.placeHint}</p>
        <TextField label="Address" autoComplete="off" error={errors.address?.message} {...form.register("address")} />
        <TextField
          label={REGISTRY_TEXT.pointLabel}
          hint={REGISTRY_TEXT.pointHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.point?.message}
          {...form.register("point")}
        />
      </fieldset>
      <FormActions editing={editing} thing="Incident" saving={saving} onCancel={onCancel} />
    </form>
  );
}
