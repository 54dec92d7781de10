// The planning tools' input controls: selects and checkbox options, and the class their inputs
// share (the number inputs are number-field.tsx). Values come from the address.
import { useId, type ReactNode } from "react";

import { cn } from "../../lib/cn";
import { Field, SelectOptions } from "../form/fields";

export const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 aria-[invalid=true]:border-red-700";

export function SelectInput<T extends string>({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as T)}
          className={controlClass}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/** A checkbox with a label and, to its right, what it adds (a price, a camera count). */
export function CheckboxOption({
  label,
  detail,
  description,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  detail?: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3 transition-colors sm:p-4",
        checked ? "border-navy-700 bg-blue-50" : "border-slate-300 bg-white",
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-navy-900"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <label htmlFor={id} className="font-semibold text-slate-900">
            {label}
          </label>
          {detail && <span className="text-sm text-slate-700">{detail}</span>}
        </div>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** A group of related controls with its visible legend. */
/** A tool's options as checkboxes in a grid (`gridClassName`: its columns), under a legend. */
export function CheckboxGroup<Id extends string>({
  legend,
  hint,
  gridClassName,
  options,
  onChange,
}: {
  legend: ReactNode;
  hint: ReactNode;
  gridClassName: string;
  options: readonly { id: Id; label: ReactNode; detail: ReactNode; checked: boolean }[];
  onChange: (id: Id, checked: boolean) => void;
}) {
  return (
    <Fieldset legend={legend} hint={hint} className="mt-8">
      <div className={cn("grid gap-3", gridClassName)}>
        {options.map((option) => (
          <CheckboxOption
            key={option.id}
            label={option.label}
            detail={option.detail}
            checked={option.checked}
            onChange={(checked) => onChange(option.id, checked)}
          />
        ))}
      </div>
    </Fieldset>
  );
}

export function Fieldset({
  legend,
  hint,
  children,
  className,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-3">{children}</div>
    </fieldset>
  );
}
