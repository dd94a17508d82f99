import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useJob } from "@/client/lib/use-job";
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
  const start = useStartTranslationMerge();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") {
        toast.success(m.books_translations_added(), { description: done.message });
        void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
      } else toast.error(m.books_translations_failed(), { description: done.error ?? done.message });
      setJobId(null);
    },
  });
  const status = job.data?.status;
  const busy = start.isPending || (jobId !== null && status !== "completed" && status !== "failed");
  const onClick = () => start.mutate(bookId, {
    onSuccess: ({ job: started }) => setJobId(started.id),
    onError: (e) => toast.error(m.books_translations_failed(), { description: e.message }),
  });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} data-testid="add-translations">
      {busy && <Spinner />} {busy ? m.books_adding_translations({ percent: formatPercent((job.data?.percent ?? 0) / 100) }) : m.books_add_translations()}
    </Button>
  );
}
