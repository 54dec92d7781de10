// The planning tools' input controls: labelled number inputs that enforce their limits, selects
// and checkbox options. Values come from the address; number inputs keep the visitor's text
// while it is being typed and pass a value on only when it is within the limits.
import { useId, useRef, useState, type ReactNode } from "react";

import { cn } from "../../lib/cn";
import { Field, SelectOptions } from "../form/fields";

export const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 aria-[invalid=true]:border-red-700";

export interface NumberLimits {
  min: number;
  /** No upper limit when absent. */
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
}

export type ParsedNumber = { kind: "empty" } | { kind: "invalid" } | { kind: "ok"; value: number };

export function parseNumberText(text: string, limits: NumberLimits): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: "invalid" };
  if (limits.integer && !Number.isInteger(value)) return { kind: "invalid" };
  if (value < limits.min || (limits.max !== undefined && value > limits.max)) return { kind: "invalid" };
  return { kind: "ok", value };
}

export function limitsMessage({ min, max, integer }: NumberLimits): string {
  const kind = integer ? "a whole number" : "a number";
  return max === undefined ? `Enter ${kind} of at least ${min}.` : `Enter ${kind} from ${min} to ${max}.`;
}

const textOf = (value: number | undefined) => (value === undefined ? "" : String(value));

/**
 * A required number input's text and validity. `value` is the current valid value (from the
 * address). `onValue` receives each new valid value; `onUnusable` is told when the text stops
 * being one (emptied or out of limits), so the screen withdraws a result worked out from the
 * old value. `usable` says whether the box shows a value a result may be computed from: a
 * screen shows its result only while every box is usable, so an empty or invalid entry never
 * leaves a stale result on screen.
 */
export function useNumberText(value: number | undefined, limits: NumberLimits, onValue: (value: number) => void, onUnusable: () => void) {
  const [text, setText] = useState(() => textOf(value));
  // Leaving a box shows an out-of-limits entry's error; Calculate also shows an empty box's.
  const [errorShown, setErrorShown] = useState<"none" | "invalid" | "unusable">("none");
  const inputRef = useRef<HTMLInputElement>(null);
  const parsed = parseNumberText(text, limits);

  // A value set from elsewhere (the address after hydration, a shared link) replaces the text
  // unless the text already says the same (adjusted while rendering, as React advises).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if ((parsed.kind === "ok" ? parsed.value : undefined) !== value) setText(textOf(value));
  }

  const showError = parsed.kind === "invalid" ? errorShown !== "none" : parsed.kind === "empty" && errorShown === "unusable";
  return {
    text,
    parsed,
    usable: parsed.kind === "ok",
    inputRef,
    error: showError ? limitsMessage(limits) : undefined,
    onChange: (next: string) => {
      setText(next);
      const result = parseNumberText(next, limits);
      if (result.kind === "ok") {
        setErrorShown("none");
        if (result.value !== value) onValue(result.value);
      } else {
        onUnusable();
      }
    },
    onBlur: () => {
      setErrorShown((shown) => (shown === "none" ? "invalid" : shown));
    },
    /** Before calculating: shows the error and focuses the field unless it holds a value within limits. */
    check: (): boolean => {
      if (parsed.kind === "ok") return true;
      setErrorShown("unusable");
      inputRef.current?.focus();
      return false;
    },
  };
}

export function NumberField({
  label,
  hint,
  limits,
  state,
  step = 1,
  placeholder,
}: {
  label: string;
  hint?: ReactNode;
  limits: NumberLimits;
  state: ReturnType<typeof useNumberText>;
  step?: number;
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={state.error}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={state.inputRef}
          id={id}
          type="number"
          inputMode={limits.integer ? "numeric" : "decimal"}
          min={limits.min}
          max={limits.max}
          step={step}
          placeholder={placeholder}
          value={state.text}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => state.onChange(event.target.value)}
          onBlur={state.onBlur}
          className={controlClass}
        />
      )}
    </Field>
  );
}

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
