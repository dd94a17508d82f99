import { m } from "@/client/lib/i18n";
import { useStartTranslationMerge } from "../api/start-translation-merge";
import { BookJobButton } from "./book-job-button";

/**
 * For administrators in the reader of a book of the Hebrew Bible imported offline, where a chapter has no translation:
 * adds the texts library's translations to the whole book (a background job, chapter by chapter; the Hebrew untouched),
 * then shows them.
 */
export function TranslationMergeButton({ bookId }: { bookId: string }) {
  return (
    <BookJobButton bookId={bookId} start={useStartTranslationMerge()} testId="add-translations" describeDone words={{
      idle: m.books_add_translations(), busy: (percent) => m.books_adding_translations({ percent }),
      done: m.books_translations_added(), failed: m.books_translations_failed(),
    }} />
  );
}
