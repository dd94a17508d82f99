import { LibraryIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { TextWithElement } from "@/client/components/text-with-element";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useBooks } from "../api/get-books";
import { BookCard } from "./book-card";
import { m } from "@/client/lib/i18n";

/** The library grid: one request for the books and the user's progress. */
export function BookLibrary({ isAdmin }: { isAdmin: boolean }) {
  const books = useBooks();
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
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {books.data.books.map((book) => (
        <li key={book.id}>
          <BookCard book={book} canDelete={isAdmin} />
        </li>
      ))}
    </ul>
  );
}
