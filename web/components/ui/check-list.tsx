import { cn } from "../../lib/cn";

/** Outcomes, features or benefits: a list with a green check before each item. */
export function CheckList({ items, size = "sm", className }: { items: readonly string[]; size?: "sm" | "md"; className?: string }) {
  const roomy = size === "md";
  return (
    <ul className={cn("text-slate-700", roomy ? "space-y-3" : "space-y-2 text-sm", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex items-start", roomy ? "gap-3" : "gap-2")}>
          {/* lucide's circle-check, drawn by the stylesheet (check-mark in web/styles.css). */}
          <span aria-hidden className={cn("mt-0.5 shrink-0 check-mark text-green-700", roomy ? "h-5 w-5" : "h-4 w-4")} />
          {item}
        </li>
      ))}
    </ul>
  );
}
