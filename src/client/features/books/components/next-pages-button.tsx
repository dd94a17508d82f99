import { m } from "@/client/lib/i18n";
import { useStartNextPagesImport } from "../api/start-next-pages-import";
import { BookJobButton } from "./book-job-button";

/**
 * For administrators on the last page of a Talmud tractate the library holds (the set-up imports each tractate's first
 * pages): imports the next five dapim from the texts library (a background job); then the reader turns to them.
 */
export function NextPagesButton({ bookId }: { bookId: string }) {
  return (
    <BookJobButton bookId={bookId} start={useStartNextPagesImport()} testId="import-next-pages" words={{
      idle: m.books_import_next_pages(), busy: (percent) => m.books_importing_next_pages({ percent }),
      done: m.books_next_pages_added(), failed: m.books_next_pages_failed(),
    }} />
  );
}
