// "New incident" / "Edit incident": labels always visible, required fields marked, each
// server error on its own field; one column on a phone.
import type { UseFormReturn } from "react-hook-form";

import { TextAreaField, TextField } from "../../../components/form/fields";
import { REGISTRY_TEXT } from "../../messages";
import { FormActions } from "../../ui";
import type { IncidentFormValues } from "./incident-payload";

interface IncidentFormProps {
  form: UseFormReturn<IncidentFormValues>;
  editing: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function IncidentForm({ form, editing, saving, onSubmit, onCancel }: IncidentFormProps) {
  const { errors } = form.formState;
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
      <TextField label="Date" type="date" required error={errors.occurredOn?.message} {...form.register("occurredOn")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Window start" type="time" required error={errors.windowStart?.message} {...form.register("windowStart")} />
        <TextField label="Window end" type="time" required error={errors.windowEnd?.message} {...form.register("windowEnd")} />
      </div>
      <TextAreaField label="Footage sought" required error={errors.footageSought?.message} {...form.register("footageSought")} />
      <TextField
        label="Keep footage (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        hint="How long owners are asked to keep their footage."
        error={errors.keepFootageDays?.message}
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
