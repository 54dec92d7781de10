// The results block shared by the planning tools: its heading takes focus when the visitor asks
// for a result, and it ends with the quote hand-off and a print button. Printed, it is the
// whole page: the company's name, the result, the inputs it came from and its address.
import { Link } from "@tanstack/react-router";
import { ArrowRight, Printer } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { COMPANY } from "../../../worker/shared/company";
import type { ContactServiceValue } from "../../../worker/shared/services";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../ui/button";
import { REQUEST_A_QUOTE } from "../../content/labels";
import { onFirstUse } from "../../../worker/shared/on-first-use";

/**
 * Moves focus to the results heading once the results are on screen, after the visitor
 * pressed Calculate (the results may mount a render later, when the address has changed).
 */
export function useResultsFocus() {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef(false);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!pending.current || !headingRef.current) return;
    pending.current = false;
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current.focus({ preventScroll: true });
  });
  return {
    sectionRef,
    headingRef,
    request,
    requestFocus() {
      pending.current = true;
      setRequest((count) => count + 1);
    },
  };
}

const printDate = onFirstUse(() => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }));

export function ToolResults({
  id,
  title,
  documentTitle,
  focus: { sectionRef, headingRef },
  quote,
  quoteLabel = REQUEST_A_QUOTE,
  note,
  children,
}: {
  id: string;
  title: string;
  /** The printed page's title, e.g. "Security Camera Cost Estimate". */
  documentTitle: string;
  focus: ReturnType<typeof useResultsFocus>;
  quote: { service: ContactServiceValue; message: string };
  quoteLabel?: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      ref={sectionRef}
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 border-t border-slate-200 bg-slate-50 px-4 py-12 sm:px-6 md:py-16 print:border-0 print:bg-white print:p-0"
    >
      <div className="mx-auto max-w-5xl">
        <div className="mb-6 hidden border-b-2 border-slate-900 pb-3 print:block">
          <p className="text-2xl font-bold text-slate-900">{COMPANY.name}</p>
          <p className="text-sm text-slate-700">
            {COMPANY.phone} · {COMPANY.email} · {COMPANY.serviceArea}
          </p>
          <p className="mt-2 text-lg font-semibold text-slate-900">
            {documentTitle}, prepared {printDate().format(new Date())}
          </p>
        </div>
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 outline-none md:text-4xl print:text-2xl"
        >
          {title}
        </h2>
        {children}
        {note && <p className="mt-8 text-sm text-slate-600 print:mt-4">{note}</p>}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row print:hidden">
          <Link
            to="/contact"
            hash="contact-form"
            search={{ service: quote.service, message: quote.message }}
            className={buttonVariants({ size: "lg" })}
          >
            {quoteLabel}
            <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
          <button type="button" onClick={() => window.print()} className={buttonVariants({ variant: "outline", size: "lg" })}>
            <Printer aria-hidden className="h-5 w-5" />
            Print Summary
          </button>
        </div>
        <p className="mt-4 hidden text-xs break-all text-slate-600 print:block">
          Reopen this result: {typeof window === "undefined" ? "" : window.location.href}
        </p>
      </div>
    </section>
  );
}

/** The inputs a result came from, as a definition list. */
export function SelectionList({ title = "Your selections", items }: { title?: string; items: { term: string; detail: ReactNode }[] }) {
  return (
    <div className="mt-8 print:mt-4">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 print:grid-cols-2">
        {items.map((item) => (
          <div key={item.term} className="flex justify-between gap-4 border-b border-slate-200 py-1.5 print:py-0.5">
            <dt className="text-slate-600">{item.term}</dt>
            <dd className="text-right font-medium text-slate-900">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A headline figure: the total, the monthly fee, the grade. */
export function Figure({ label, value, detail, className }: { label: string; value: ReactNode; detail?: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:p-3 print:shadow-none", className)}>
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 md:text-4xl print:text-2xl">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
    </div>
  );
}

const tableClass = "w-full border-collapse text-left text-sm md:text-base";
const captionClass = "mb-3 text-left text-lg font-semibold text-slate-900";
const headCellClass = "border-b-2 border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700";
const cellClass = "border-b border-slate-200 px-3 py-3 align-top print:py-1";
const numberCellClass = "text-right tabular-nums";
const totalClass = "px-3 py-3 text-left font-bold text-slate-900";
/** A column shown only from the `sm` breakpoint up (the row's heading says it on a phone). */
const wideOnlyClass = "hidden sm:table-cell";

export interface ResultsColumn {
  label: string;
  numeric?: boolean;
  wideOnly?: boolean;
}

export interface ResultsRow {
  /** The row's `data-line`, which the tests and the printed summary name it by. */
  id: string;
  heading: ReactNode;
  /** One per column after the first. */
  cells: ReactNode[];
}

interface ResultsTableProps {
  caption: string;
  /** The first column holds each row's heading. */
  columns: ResultsColumn[];
  rows: ResultsRow[];
  total?: { id?: string; label: string; value: ReactNode };
}

/** A table of the result, under its caption; on a narrow screen it scrolls sideways. */
export function ResultsTable({ caption, columns, rows, total }: ResultsTableProps) {
  const [first, ...rest] = columns;
  const cellClasses = rest.map((column) => cn(column.numeric && numberCellClass, column.wideOnly && wideOnlyClass));
  const narrowSpan = rest.filter((column) => !column.wideOnly).length;
  return (
    <div className="mt-8 overflow-x-auto print:mt-4">
      <table className={tableClass}>
        <caption className={captionClass}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              {first?.label}
            </th>
            {rest.map((column, index) => (
              <th key={column.label} scope="col" className={cn(headCellClass, cellClasses[index])}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-line={row.id}>
              <th scope="row" className={cn(cellClass, "font-medium text-slate-900")}>
                {row.heading}
              </th>
              {row.cells.map((cell, index) => (
                <td key={rest[index]?.label ?? index} className={cn(cellClass, cellClasses[index])}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr data-line={total.id}>
              {narrowSpan === rest.length ? (
                <th scope="row" colSpan={rest.length > 1 ? rest.length : undefined} className={totalClass}>
                  {total.label}
                </th>
              ) : (
                <>
                  <th scope="row" colSpan={rest.length} className={cn(totalClass, wideOnlyClass)}>
                    {total.label}
                  </th>
                  <th scope="row" colSpan={narrowSpan > 1 ? narrowSpan : undefined} className={cn(totalClass, "sm:hidden")}>
                    {total.label}
                  </th>
                </>
              )}
              <td className={cn("px-3 py-3 text-lg font-bold text-slate-900", numberCellClass)}>{total.value}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
