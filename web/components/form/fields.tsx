// Labelled form controls. Each control is tied to its label, its error (aria-describedby,
// aria-invalid) and, optionally, a hint; errors are announced as they appear.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

import { cn } from "../../lib/cn";

const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700 aria-[invalid=true]:border-red-700";

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with an asterisk (seen, not read: the control itself says it is required). */
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  return (
    <p id={id} role={message ? "alert" : undefined} className="min-h-0 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField({ label, error, hint, className, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} required={props.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClass} {...props} />
      )}
    </Field>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode };

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaProps>(function TextAreaField(
  { label, error, hint, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={props.required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(controlClass, "min-h-32")}
          {...props}
        />
      )}
    </Field>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The empty first choice ("Select a neighborhood"); none when every choice is a value. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

/** A select's choices, after its empty first one when it has a placeholder. */
export function SelectOptions({ options, placeholder }: { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, placeholder, options, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} className={controlClass} {...props}>
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
});

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; error?: string };

/** A checkbox whose label is a sentence or paragraph (consent, terms). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, className, ...props },
  ref,
) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-describedby={errorId}
          aria-invalid={Boolean(error)}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 accent-navy-900"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
