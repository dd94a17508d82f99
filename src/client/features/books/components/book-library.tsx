import { LibraryIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { TextWithElement } from "@/client/components/text-with-element";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useBooks } from "../api/get-books";
import { BookCard } from "./book-card";
import { BookFilter } from "./book-filter";
import { categoryCounts, categoryParam, FILTER_FROM_BOOKS, filterBooks, type BookFilter as Filter } from "../lib/filter-books";
import { bookTitle } from "@/client/lib/book-title";
import { m } from "@/client/lib/i18n";

/**
 * The library grid: one request for the books and the user's progress. A library of more than a few
 * books is filtered in place (by name and category), the filter kept in the address (?q=, ?category=)
 * so that coming back from a book finds the list as it was left.
 */
export function BookLibrary({ isAdmin }: { isAdmin: boolean }) {
  const books = useBooks();
  const [params, setParams] = useSearchParams();
  const filter: Filter = { query: params.get("q") ?? "", category: categoryParam(params.get("category")) };
  const setFilter = (next: Filter) => setParams((p) => {
    const out = new URLSearchParams(p);
    if (next.query) out.set("q", next.query);
    else out.delete("q");
    if (next.category) out.set("category", next.category);
    else out.delete("category");
    return out;
  }, { replace: true });
  const error = books.error;
  useEffect(() => {
    if (error) toast.error(m.books_error_loading(), { description: error.message });
  }, [error]);

  if (books.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> {m.books_loading()}
      </div>
    );
  }
  if (books.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <p className="font-medium">{m.books_load_failed()}</p>
        <Button variant="outline" onClick={() => void books.refetch()}>{m.books_try_again()}</Button>
      </div>
    );
  }
  if (books.data.books.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <LibraryIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">{m.books_empty()}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          <TextWithElement text={(link) => m.books_empty_hint({ link })} element={<Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">{m.books_settings()}</Link>} />
        </p>
      </div>
    );
  }
  const all = books.data.books;
  const filtered = all.length >= FILTER_FROM_BOOKS;
  const shown = filtered ? filterBooks(all, filter, (b) => bookTitle(b.title)) : all;
  return (
    <div className="flex flex-col gap-4">
      {filtered && <BookFilter filter={filter} onChange={setFilter} counts={categoryCounts(all)} total={all.length} />}
      {shown.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
          <p className="font-medium">{m.books_filter_none()}</p>
          <Button variant="outline" onClick={() => setFilter({ query: "", category: null })}>{m.books_filter_clear()}</Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((book) => (
            <li key={book.id}>
              <BookCard book={book} canDelete={isAdmin} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
