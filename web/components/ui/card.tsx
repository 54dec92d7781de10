import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "../../lib/cn";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)}>{children}</div>;
}

const BADGE_SIZES = { md: "h-12 w-12", sm: "h-10 w-10" } as const;
const BADGE_ICON_SIZES = { md: "h-6 w-6", sm: "h-5 w-5" } as const;
const BADGE_TONES = { navy: "bg-navy-900", onNavy: "bg-navy-800" } as const;

/** A rounded square holding a bundled icon (sized to the square), beside a card's title. */
export function IconBadge({
  icon: Icon,
  className,
  size = "md",
  tone = "navy",
}: {
  icon: LucideIcon;
  className?: string;
  size?: keyof typeof BADGE_SIZES;
  tone?: keyof typeof BADGE_TONES;
}) {
  return (
    <span
      className={cn("inline-flex items-center justify-center rounded-lg text-amber-brand", BADGE_SIZES[size], BADGE_TONES[tone], className)}
    >
      <Icon aria-hidden className={BADGE_ICON_SIZES[size]} />
    </span>
  );
}
