import type { ReactNode } from "react";

import { cn } from "../../lib/cn";

/** A page section with the site's width and vertical rhythm; `labelledBy` names it for landmarks. */
export function Section({
  children,
  className,
  tone = "white",
  id,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  tone?: "white" | "muted" | "dark";
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        "px-4 py-16 sm:px-6 md:py-20",
        tone === "muted" && "bg-slate-50",
        tone === "dark" && "bg-navy-900 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

/** A section's heading and optional lead text, centred above its content. */
export function SectionHeading({ id, title, text, dark }: { id: string; title: string; text?: string; dark?: boolean }) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <h2 id={id} className={cn("text-3xl font-bold tracking-tight md:text-4xl", dark ? "text-white" : "text-slate-900")}>
        {title}
      </h2>
      {text && <p className={cn("mt-4 text-lg", dark ? "text-slate-200" : "text-slate-600")}>{text}</p>}
    </div>
  );
}
