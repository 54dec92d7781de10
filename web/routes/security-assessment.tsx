import { createFileRoute } from "@tanstack/react-router";
import { AlertTriangle, CheckCircle2, ClipboardCheck } from "lucide-react";

import { CheckboxOption } from "../components/tools/controls";
import { Figure, ResultsTable, ToolResults, useResultsFocus } from "../components/tools/results";
import { buttonVariants } from "../components/ui/button";
import { cn } from "../lib/cn";
import { plural } from "../lib/plural";
import { ASSESSMENT_ITEMS, type AssessmentItem, type AssessmentItemId, type Priority } from "../content/security-assessment";
import { assessmentSummary, assessSecurity, checkedItemIds, itemsByCategory } from "../tools/security-assessment";
import { assessmentSearch, checkedIdsParam, DEFAULT_ASSESSMENT_SEARCH } from "../tools/search";
import { rawSearch } from "../lib/search-params";
import { ToolInputs } from "../components/tools/tool-inputs";
import { useToolAddress } from "../components/tools/use-tool-address";

export const Route = createFileRoute("/security-assessment")({
  // The tool's rules stay in its own chunk: the route keeps plain values, the screen reads them.
  validateSearch: rawSearch,
  component: SecurityAssessmentPage,
});

const GROUPS = itemsByCategory();

const PRIORITY_BADGES: Record<Priority, { label: string; className: string }> = {
  high: { label: "High priority", className: "bg-red-100 text-red-800" },
  medium: { label: "Medium priority", className: "bg-slate-100 text-slate-700" },
};

function PriorityBadge({ priority }: { priority: Priority }) {
  const badge = PRIORITY_BADGES[priority];
  return <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.className)}>{badge.label}</span>;
}

function SecurityAssessmentPage() {
  const { addressApplied, search, update } = useToolAddress(Route.useSearch(), assessmentSearch, DEFAULT_ASSESSMENT_SEARCH);
  const checked = new Set<string>(checkedItemIds(search.checked));
  const showResults = addressApplied && search.calculated === 1;
  const focus = useResultsFocus();

  const toggle = (id: string, on: boolean) =>
    update((latest) => {
      const before = new Set<string>(checkedItemIds(latest.checked));
      const next = ASSESSMENT_ITEMS.filter((item) => (item.id === id ? on : before.has(item.id))).map((item) => item.id);
      return { checked: checkedIdsParam(next) };
    });

  return (
    <main id="main">
      <ToolInputs
        goal="security-assessment"
        title="Security Self-Assessment"
        subtitle={`Check off what is already in place at your home or business. ${ASSESSMENT_ITEMS.length} points our consultants look at on every site visit, in five areas.`}
        heading="Security Checklist"
        intro="Tick an item only when it is fully true today. High-priority items are the ones we see exploited most often."
        showResults={showResults}
        onSubmit={() => {
          update({ calculated: 1 });
          focus.requestFocus();
        }}
        framed={false}
        actions={
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="submit" className={buttonVariants({ variant: "dark", size: "lg" })}>
              <ClipboardCheck aria-hidden className="h-5 w-5" />
              View Security Assessment
            </button>
            {checked.size > 0 && (
              <button
                type="button"
                className={buttonVariants({ variant: "outline", size: "lg" })}
                onClick={() => update({ checked: undefined, calculated: undefined })}
              >
                Clear Checklist
              </button>
            )}
          </div>
        }
      >
        <div className="mt-8 space-y-8">
          {GROUPS.map(({ category, items }) => (
            <fieldset key={category} className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-6">
              <legend className="float-left w-full text-xl font-semibold text-slate-900">
                {category} <span className="text-base font-normal text-slate-600">({plural(items.length, "item")})</span>
              </legend>
              <div className="clear-both grid gap-3 pt-4">
                {items.map((item) => (
                  <CheckboxOption
                    key={item.id}
                    label={item.label}
                    detail={<PriorityBadge priority={item.priority} />}
                    description={item.description}
                    checked={checked.has(item.id)}
                    onChange={(on) => toggle(item.id, on)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </ToolInputs>

      {showResults && <AssessmentResults checked={[...checked] as AssessmentItemId[]} focus={focus} />}
    </main>
  );
}

const GRADE_TONES: Record<string, string> = {
  A: "text-green-800",
  B: "text-green-800",
  C: "text-amber-800",
  D: "text-red-800",
  F: "text-red-800",
};

function AssessmentResults({ checked, focus }: { checked: AssessmentItemId[]; focus: ReturnType<typeof useResultsFocus> }) {
  const result = assessSecurity({ checked });

  return (
    <ToolResults
      id="assessment-results"
      title="Your Security Assessment"
      documentTitle="Security Self-Assessment"
      focus={focus}
      quote={{ service: "security_assessment", message: assessmentSummary(result) }}
      note="A self-assessment points to the gaps; a professional on-site assessment also checks sight lines, lighting levels and how your system is configured."
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Figure
          label="Progress"
          value={`${result.percent}%`}
          detail={
            <>
              {result.checkedCount} of {plural(result.total, "item")} in place
              <span aria-hidden className="mt-3 block h-2.5 overflow-hidden rounded-full bg-slate-200 print:hidden">
                <span className="block h-full rounded-full bg-navy-700" style={{ width: `${result.percent}%` }} />
              </span>
            </>
          }
        />
        <Figure
          label="Grade"
          value={
            <span className={GRADE_TONES[result.grade.letter]}>
              {result.grade.letter} <span className="text-2xl md:text-3xl">({result.grade.label})</span>
            </span>
          }
          detail="A 90% or more, B 80%, C 70%, D 60%, F below 60%"
        />
      </div>

      <div className="mt-8 print:mt-4">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <AlertTriangle aria-hidden className="h-5 w-5 text-red-700" />
          Critical Missing Items
        </h3>
        {result.criticalMissing.length === 0 ? (
          <p className="mt-3 flex gap-2 text-slate-700">
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            Every high-priority item is in place.
          </p>
        ) : (
          <MissingList items={result.criticalMissing} tone="critical" />
        )}
      </div>

      {result.otherMissing.length > 0 && (
        <div className="mt-8 print:mt-4">
          <h3 className="text-lg font-semibold text-slate-900">Also Worth Doing</h3>
          <MissingList items={result.otherMissing} tone="other" />
        </div>
      )}

      <ResultsTable
        caption="By category"
        columns={[{ label: "Category" }, { label: "In place", numeric: true }]}
        rows={result.byCategory.map((row) => ({ id: row.category, heading: row.category, cells: [`${row.checked} of ${row.total}`] }))}
        total={{ label: "All items", value: `${result.checkedCount} of ${result.total}` }}
      />
    </ToolResults>
  );
}

function MissingList({ items, tone }: { items: readonly AssessmentItem[]; tone: "critical" | "other" }) {
  return (
    <ul className="mt-3 space-y-3 print:grid print:grid-cols-2 print:gap-1 print:space-y-0">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            "rounded-lg border-l-4 bg-white p-4 print:px-2 print:py-1",
            tone === "critical" ? "border-red-700" : "border-slate-400",
          )}
        >
          <p className="font-semibold text-slate-900 print:font-medium">
            <span>{item.label}</span> <span className="text-sm font-normal text-slate-600 print:hidden">({item.category})</span>
          </p>
          <p className="mt-1 text-sm text-slate-600 print:hidden">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
