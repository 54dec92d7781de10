import { Calculator } from "lucide-react";
import { useEffect, useId, type ReactNode } from "react";

import type { ToolGoal } from "../../../worker/shared/analytics";
import { trackGoal } from "../../lib/analytics";
import { cn } from "../../lib/cn";
import { PageHero } from "../page-hero";
import { buttonVariants } from "../ui/button";

interface ToolInputsProps {
  title: string;
  subtitle: string;
  heading: string;
  intro: ReactNode;
  /** While results show, printing leaves the inputs out (one clean page). */
  showResults: boolean;
  /** The goal counted each time the tool shows its results (R22). */
  goal: ToolGoal;
  onSubmit: () => void;
  /** The estimator and calculator sit their form on a card; the checklist's fieldsets are cards already. */
  framed?: boolean;
  actions: ReactNode;
  children: ReactNode;
}

/** A planning tool's first half: its hero and the form of inputs, submitted by its actions. */
export function ToolInputs({
  title,
  subtitle,
  heading,
  intro,
  showResults,
  goal,
  onSubmit,
  framed = true,
  actions,
  children,
}: ToolInputsProps) {
  const headingId = useId();
  useEffect(() => {
    if (showResults) trackGoal(goal);
  }, [showResults, goal]);
  return (
    <>
      <div className={cn(showResults && "print:hidden")}>
        <PageHero title={title} subtitle={subtitle} />
      </div>
      <section aria-labelledby={headingId} className={cn("px-4 py-12 sm:px-6 md:py-16", showResults && "print:hidden")}>
        <div className="mx-auto max-w-5xl">
          <form
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
            className={cn(framed && "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8")}
          >
            <h2 id={headingId} className="text-2xl font-bold text-slate-900">
              {heading}
            </h2>
            <p className="mt-2 text-slate-600">{intro}</p>
            {children}
            {actions}
          </form>
        </div>
      </section>
    </>
  );
}

/** The estimator's and the calculator's form: their fields in two columns on a card, then their options, and Calculate. */
export function CalculatorForm({
  fields,
  options,
  ...props
}: Omit<ToolInputsProps, "framed" | "actions" | "children"> & { fields: ReactNode; options: ReactNode }) {
  return (
    <ToolInputs {...props} actions={<CalculateButton />}>
      <div className="mt-6 grid gap-5 md:grid-cols-2">{fields}</div>
      {options}
    </ToolInputs>
  );
}

function CalculateButton() {
  return (
    <button type="submit" className={buttonVariants({ variant: "dark", size: "lg", className: "mt-8 w-full sm:w-auto" })}>
      <Calculator aria-hidden className="h-5 w-5" />
      Calculate
    </button>
  );
}
