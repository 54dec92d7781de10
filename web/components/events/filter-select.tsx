import { useId } from "react";

/**
 * One of the calendar's filters: a labelled select whose choice changes the address. Without
 * JavaScript it belongs to `form`, which Apply Filters sends (docs/decisions/0031-served-page-buttons.md);
 * a choice made before the app is live is handed to it then (web/lib/early-use.ts).
 */
export function FilterSelect(props: {
  label: string;
  /** The address's search name, and the form that sends it without JavaScript. */
  name: string;
  form: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        form={props.form}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900"
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
