import { ChevronLeft, ChevronRight } from "lucide-react";

import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { pageItems } from "./list";

/** Previous, the pages of `pageItems` (first, last, the current page's neighbours) and Next. */
export function Pagination({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        <ChevronLeft aria-hidden className="h-4 w-4" />
        Previous
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === "ellipsis" ? (
          <span key={`ellipsis-${index}`} aria-hidden className="px-2 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={cn(buttonVariants({ variant: item === page ? "dark" : "ghost", size: "sm" }), "min-w-10")}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        Next
        <ChevronRight aria-hidden className="h-4 w-4" />
      </button>
    </nav>
  );
}
