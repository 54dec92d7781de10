import { cn } from "../../lib/cn";

/** Outcomes, features or benefits: a list with a green check before each item (drawn by `check-list` in web/styles.css). */
export function CheckList({ items, size = "sm", className }: { items: readonly string[]; size?: "sm" | "md"; className?: string }) {
  const roomy = size === "md";
  return (
    <ul className={cn("check-list text-slate-700", roomy ? "check-list-roomy space-y-3" : "space-y-2 text-sm", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
