import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { useBooks } from "@/client/features/books/api/get-books";
import { BookLibrary } from "@/client/features/books/components/book-library";
import { ReadingPathOffer } from "@/client/features/reading-path/components/reading-path-offer";

/** /books — the library of imported books (spec 001 §2 "Book library"), with the reading path by frequency (issue 31). */
export function BooksPage() {
  const { data: me } = useSession();
  // The library's own query (one request): the path offers its books.
  const books = useBooks();
  return (
    <>
      <PageHeader title="Library" description="Whole texts imported from the Jewish texts library, to read chapter by chapter with a translation." />
      <ReadingPathOffer books={books.data?.books ?? []} />
      <BookLibrary isAdmin={me?.isAdmin ?? false} />
    </>
  );
}
