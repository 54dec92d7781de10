// Small pieces every dashboard section uses.
import { Pencil, Trash2 } from "lucide-react";
import { Switch, Tabs } from "radix-ui";
import { useId, type ReactNode } from "react";

import { siteDateFormat } from "../../worker/shared/time";
import { buttonVariants } from "../components/ui/button";
import { cn } from "../lib/cn";

export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6", className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">{children}</p>;
}

export function LoadingRows() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
      {children}
    </p>
  );
}

const tabClass = cn(
  "rounded-md px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-200",
  "data-[state=active]:bg-navy-900 data-[state=active]:text-white",
);

/**
 * A section's views as tabs (Radix), the one shown first or the one the address names
 * (`value` with `onValueChange`); only the chosen view is mounted.
 */
export function SectionTabs<Value extends string>({
  label,
  tabs,
  defaultValue,
  value,
  onValueChange,
}: {
  /** The tab list's name for screen readers: "Blog Posts views". */
  label: string;
  tabs: readonly { value: Value; label: string; content: ReactNode }[];
  defaultValue?: Value;
  value?: Value;
  onValueChange?: (value: Value) => void;
}) {
  const chosen = (picked: string) => tabs.find((tab) => tab.value === picked)?.value;
  return (
    <Tabs.Root
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange && ((picked) => onValueChange(chosen(picked) ?? tabs[0]!.value))}
      className="space-y-4"
    >
      <Tabs.List aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A labelled on/off switch (Radix), for Active and Published. */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-green-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** Edit and delete icons: shown on hover, and whenever a row holds keyboard focus. */
export function RowActions({
  itemLabel,
  onEdit,
  onDelete,
  disabled,
}: {
  itemLabel: string;
  onEdit?: () => void;
  onDelete: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex shrink-0 gap-1 opacity-100 transition-opacity md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`Edit ${itemLabel}`}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </button>
      )}
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={`Delete ${itemLabel}`}
        className="rounded-md p-2 text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}

/** A table's header row: one column header per name, in the dashboard's small grey type. */
export function ColumnHeaders({ columns, className }: { columns: readonly string[]; className?: string }) {
  return (
    <thead className={cn("border-b border-slate-300 text-xs text-slate-600", className)}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-4 font-semibold">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Badge({ tone, children }: { tone: "green" | "slate" | "amber" | "blue" | "red"; children: ReactNode }) {
  const tones = {
    green: "bg-green-100 text-green-900",
    slate: "bg-slate-200 text-slate-800",
    amber: "bg-amber-100 text-amber-900",
    blue: "bg-blue-100 text-blue-900",
    red: "bg-red-100 text-red-900",
  };
  return <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}

const dateFormat = siteDateFormat({ month: "short", day: "numeric", year: "numeric" });
const dateTimeOptions: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" };
const dateTimeFormat = siteDateFormat(dateTimeOptions);
const zonedDateTimeFormat = siteDateFormat({ ...dateTimeOptions, timeZoneName: "short" });

export const formatAdminDate = (iso: string) => dateFormat().format(new Date(iso));
export const formatAdminDateTime = (iso: string) => dateTimeFormat().format(new Date(iso));
/** "Dec 1, 2026, 9:00 AM EST": Baltimore time, said so. */
export const formatAdminDateTimeZoned = (iso: string) => zonedDateTimeFormat().format(new Date(iso));

/** A dashboard form's buttons: Create or Update, and Cancel while editing (S4). */
export function FormActions({
  editing,
  thing,
  saving,
  onCancel,
}: {
  editing: boolean;
  thing: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-3">
      <button type="submit" disabled={saving} className={buttonVariants({ variant: "dark" })}>
        {editing ? `Update ${thing}` : `Create ${thing}`}
      </button>
      {editing && (
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </button>
      )}
    </div>
  );
}
