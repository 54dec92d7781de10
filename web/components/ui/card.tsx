import type { ReactNode } from "react";

import { cn } from "../../lib/cn";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}>{children}</div>;
}

/** A rounded square holding a bundled icon, beside a card's title. */
export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex h-12 w-12 items-center justify-center rounded-lg bg-navy-900 text-amber-brand", className)}>
      {children}
    </span>
  );
}
