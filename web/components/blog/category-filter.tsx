import { cn } from "../../lib/cn";
import { AddressButton } from "../address-button";
import { BLOG_LIST_PATH, blogListSearch, CATEGORY_FILTERS, type CategoryFilter } from "./search";
import { BLOG_TEXT } from "./text";

/** Toggle buttons, one per category, each showing its first page; the chosen one is pressed. */
export function CategoryFilterButtons({ selected, onSelect }: { selected: CategoryFilter; onSelect: (category: CategoryFilter) => void }) {
  return (
    <div role="group" aria-label={BLOG_TEXT.categoriesLabel} className="flex flex-wrap gap-2">
      {CATEGORY_FILTERS.map((category) => {
        const pressed = category === selected;
        return (
          <AddressButton
            key={category}
            path={BLOG_LIST_PATH}
            search={blogListSearch({ page: 1, category })}
            aria-pressed={pressed}
            onShow={() => onSelect(category)}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
              pressed
                ? "border-navy-900 bg-navy-900 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-navy-700 hover:text-navy-900",
            )}
          >
            {category}
          </AddressButton>
        );
      })}
    </div>
  );
}
