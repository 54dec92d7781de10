import { ChevronLeft, ChevronRight } from "lucide-react";

import { AddressButton } from "../address-button";
import { buttonVariants } from "../ui/button";
import { BLOG_LIST_PATH, blogListSearch, type CategoryFilter } from "./search";
import { BLOG_TEXT, pageLabel } from "./text";

/** Previous / Page N / Next. The list does not know how many posts there are, only whether a page came back full. */
export function BlogPagination({
  page,
  category,
  hasNext,
  onShow,
}: {
  page: number;
  category: CategoryFilter;
  hasNext: boolean;
  onShow: (page: number) => void;
}) {
  const button = buttonVariants({ variant: "outline", size: "sm" });
  const pageButton = (target: number, enabled: boolean) => ({
    path: BLOG_LIST_PATH,
    search: blogListSearch({ page: target, category }),
    className: button,
    disabled: !enabled,
    onShow: () => onShow(target),
  });
  return (
    <nav aria-label="Blog pages" className="mt-12 flex items-center justify-center gap-4">
      <AddressButton {...pageButton(page - 1, page > 1)}>
        <ChevronLeft aria-hidden className="h-4 w-4" />
        {BLOG_TEXT.previous}
      </AddressButton>
      <span className="min-w-20 text-center text-sm font-medium text-slate-700" aria-live="polite">
        {pageLabel(page)}
      </span>
      <AddressButton {...pageButton(page + 1, hasNext)}>
        {BLOG_TEXT.next}
        <ChevronRight aria-hidden className="h-4 w-4" />
      </AddressButton>
    </nav>
  );
}
