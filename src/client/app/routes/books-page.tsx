import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { useBooks } from "@/client/features/books/api/get-books";
import { BookLibrary } from "@/client/features/books/components/book-library";
import { ReadingPathOffer } from "@/client/features/reading-path/components/reading-path-offer";
import { m } from "@/client/lib/i18n";

/**
 * /books — the library of imported books, then the reading path by
 * frequency. The path is counted once the library is here (a second request) and grows
 * from a line to its offers: below the library it moves nothing a learner is about to tap (above
 * it, "Continue Reading" jumped down as the offers came).
 */
export function BooksPage() {
  const { data: me } = useSession();
  // The library's own query (one request): the path offers its books.
  const books = useBooks();
  return (
    <>
      <PageHeader title={m.shell_nav_library()} description={m.books_library_description()} />
      <BookLibrary isAdmin={me?.isAdmin ?? false} />
      <ReadingPathOffer books={books.data?.books ?? []} />
    </>
  );
}
