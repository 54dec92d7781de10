import { badgeColorForType, type BadgeColor } from "../../../worker/shared/events";
import { cn } from "../../lib/cn";

/** The type badge's colour by its public group (S9, R4); text keeps AA contrast. */
const BADGE_CLASSES: Record<BadgeColor, string> = {
  blue: "bg-blue-100 text-blue-900",
  green: "bg-green-100 text-green-900",
  orange: "bg-orange-100 text-orange-900",
  purple: "bg-purple-100 text-purple-900",
  grey: "bg-slate-200 text-slate-800",
};

export function EventTypeBadge({ eventType }: { eventType: string }) {
  const color = badgeColorForType(eventType);
  return (
    <span data-badge-color={color} className={cn("type-badge", BADGE_CLASSES[color])}>
      {eventType}
    </span>
  );
}
