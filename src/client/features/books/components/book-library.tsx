import { LibraryIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useBooks } from "../api/get-books";
import { BookCard } from "./book-card";

/** The library grid (spec 001 §2 "Book library"): one request for the books and the user's progress. */
export function BookLibrary({ isAdmin }: { isAdmin: boolean }) {
  const books = useBooks();
  const error = books.error;
  useEffect(() => {
    if (error) toast.error("Error loading books", { description: error.message });
  }, [error]);

  if (books.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner /> Loading books...
      </div>
    );
  }
  if (books.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <p className="font-medium">The library could not be loaded.</p>
        <Button variant="outline" onClick={() => void books.refetch()}>Try again</Button>
      </div>
    );
  }
  if (books.data.books.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <LibraryIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-lg font-medium">No books imported yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Books are imported from the texts library in <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">Settings</Link>.
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
