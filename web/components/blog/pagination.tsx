import { ChevronLeft, ChevronRight } from "lucide-react";

import { buttonVariants } from "../ui/button";
import { BLOG_TEXT, pageLabel } from "./text";

/** Previous / Page N / Next. The list does not know how many posts there are, only whether a page came back full. */
export function BlogPagination({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const button = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label="Blog pages" className="mt-12 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {BLOG_TEXT.previous}
      </button>
      <span className="min-w-20 text-center text-sm font-medium text-slate-700" aria-live="polite">
        {pageLabel(page)}
      </span>
      <button type="button" className={button} disabled={!hasNext} onClick={onNext}>
        {BLOG_TEXT.next}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </button>
    </nav>
  );
}
