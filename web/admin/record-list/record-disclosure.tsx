// A record's view (status, note, messages) opens under its row. A dashboard link
// (/admin?section=contacts&submission=<reference>, sent in the staff email) opens that one.
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { CRM_TEXT } from "../texts";

/** Which rows are open: the linked one until staff close it, and any staff opened. */
export function useOpenRecords(linkedReference: string | undefined) {
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const isLinked = (row: { reference: string | null }) => linkedReference !== undefined && row.reference === linkedReference;
  return {
    isLinked,
    isOpen: (row: { id: number; reference: string | null }) => toggled[row.id] ?? isLinked(row),
    toggle: (row: { id: number; reference: string | null }) =>
      setToggled((open) => ({ ...open, [row.id]: !(open[row.id] ?? isLinked(row)) })),
  };
}

export function DetailsButton({
  open,
  onToggle,
  controls,
  itemLabel,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  itemLabel: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`${CRM_TEXT.details} ${itemLabel}`}
      onClick={onToggle}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      {CRM_TEXT.details}
      <ChevronDown aria-hidden className={cn("h-4 w-4 transition-transform", open && "rotate-180")} />
    </button>
  );
}

/** Brings the linked row into view once, when it first appears. */
export function useScrollIntoViewWhen<T extends HTMLElement>(linked: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView?.({ block: "start" });
  }, [linked]);
  return ref;
}
