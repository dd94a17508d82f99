import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { BookLibrary } from "@/client/features/books/components/book-library";
import { m } from "@/client/lib/i18n";

/** /books — the library of imported books (spec 001 §2 "Book library"). */
export function BooksPage() {
  const { data: me } = useSession();
  return (
    <>
      <PageHeader title={m.shell_nav_library()} description={m.books_library_description()} />
      <BookLibrary isAdmin={me?.isAdmin ?? false} />
    </>
  );
}
