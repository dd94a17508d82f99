import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { BookLibrary } from "@/client/features/books/components/book-library";

/** /books — the library of imported books (spec 001 §2 "Book library"). */
export function BooksPage() {
  const { data: me } = useSession();
  return (
    <>
      <PageHeader title="Library" description="Whole texts imported from the Jewish texts library, to read chapter by chapter with a translation." />
      <BookLibrary isAdmin={me?.isAdmin ?? false} />
    </>
  );
}
