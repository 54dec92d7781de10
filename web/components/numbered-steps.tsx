import type { ReactNode } from "react";

import type { Step } from "../content/types";
import { cn } from "../lib/cn";
import { Card } from "./ui/card";
import { CheckList } from "./ui/check-list";

/**
 * A process as numbered cards (an ordered list): Services' process, About's approach,
 * Projects' approach, the camera registration's two steps. `footer` adds to a step's card.
 */
export function NumberedSteps({
  steps,
  className,
  footer,
}: {
  steps: readonly Step[];
  className?: string;
  footer?: (index: number) => ReactNode;
}) {
  return (
    <ol className={cn("grid gap-6", className)}>
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="flex h-full flex-col">
            <span
              aria-hidden
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-navy-900 text-xl font-bold text-amber-brand"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{step.description}</p>
            {step.items && <CheckList items={step.items} className="mt-4" />}
            {footer?.(index)}
          </Card>
        </li>
      ))}
    </ol>
  );
}
