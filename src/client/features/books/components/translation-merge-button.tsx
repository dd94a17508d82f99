import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useStartedJob } from "@/client/lib/use-started-job";
import { formatPercent } from "@/client/lib/format";
import { BOOKS_KEY } from "@/client/lib/query-keys";
import { m } from "@/client/lib/i18n";
import { useStartTranslationMerge } from "../api/start-translation-merge";

/**
 * For administrators in the reader of a book of the Hebrew Bible imported offline, where a chapter has no translation:
 * adds the texts library's translations to the whole book (a background job, chapter by chapter; the Hebrew untouched),
 * then shows them.
 */
export function TranslationMergeButton({ bookId }: { bookId: string }) {
  const queryClient = useQueryClient();
  const { run, busy, job } = useStartedJob(useStartTranslationMerge(), {
    completed: (done) => {
      toast.success(m.books_translations_added(), { description: done.message });
      void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
    },
    failed: (reason) => toast.error(m.books_translations_failed(), { description: reason }),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => run(bookId)} disabled={busy} data-testid="add-translations">
      {busy && <Spinner />} {busy ? m.books_adding_translations({ percent: formatPercent((job?.percent ?? 0) / 100) }) : m.books_add_translations()}
    </Button>
  );
}
