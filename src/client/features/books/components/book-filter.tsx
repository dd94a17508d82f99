import { SearchIcon } from "lucide-react";
import type { BookCategory } from "@/shared/api/books";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { bookCategoryLabel } from "@/client/lib/book-category";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";
import type { BookFilter as Filter } from "../lib/filter-books";

/**
 * The library's filter: a box that finds a book by its name (English, the interface language's or
 * Hebrew, with or without points), and one button per category the library holds, with its count
 * (shown when it holds more than one). The list narrows as the learner types.
 */
export function BookFilter({ filter, onChange, counts, total }: {
  filter: Filter;
  onChange: (filter: Filter) => void;
  counts: { category: BookCategory; count: number }[];
  total: number;
}) {
  const choose = (category: BookCategory | null) => onChange({ ...filter, category });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="book-filter">
      {/* Room for the icon on both sides: the box follows its text's direction (dir=auto), the icon the page's. */}
      <div role="search" className="relative w-full sm:max-w-xs">
        <SearchIcon aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" value={filter.query} onChange={(e) => onChange({ ...filter, query: e.target.value })} className="px-9"
          placeholder={m.books_filter_placeholder()} aria-label={m.books_filter_label()} dir="auto" />
      </div>
      {counts.length > 1 && (
        <div role="group" aria-label={m.books_filter_categories()} className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant={filter.category === null ? "default" : "outline"} aria-pressed={filter.category === null} onClick={() => choose(null)}>
            {m.books_filter_all({ count: formatNumber(total) })}
          </Button>
          {counts.map(({ category, count }) => (
            <Button key={category} type="button" size="sm" variant={filter.category === category ? "default" : "outline"} aria-pressed={filter.category === category}
              onClick={() => choose(filter.category === category ? null : category)}>
              {m.books_filter_category({ category: bookCategoryLabel(category), count: formatNumber(count) })}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
