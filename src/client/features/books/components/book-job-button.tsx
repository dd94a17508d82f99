import { useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Job } from "@/shared/api/jobs";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useStartedJob } from "@/client/lib/use-started-job";
import { formatPercent } from "@/client/lib/format";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** What a book job's button says: at rest, while it runs (with its percent), and when it ends. */
export interface BookJobWords {
  idle: string;
  busy: (percent: string) => string;
  done: string;
  failed: string;
}

/**
 * An administrator's background job on one book, from the reader (its translations added, its next pages imported): the
 * button shows the job's progress, a toast its end, and the library's and the reader's data are read again when it is done.
 */
export function BookJobButton({ bookId, start, words, testId, describeDone = false }: {
  bookId: string;
  start: UseMutationResult<{ job: Job }, Error, string>;
  words: BookJobWords;
  testId: string;
  /** The finished job's own message under the toast's (what the job did). */
  describeDone?: boolean;
}) {
  const queryClient = useQueryClient();
  const { run, busy, job } = useStartedJob(start, {
    completed: (done) => {
      toast.success(words.done, describeDone ? { description: done.message } : undefined);
      void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
    },
    failed: (reason) => toast.error(words.failed, { description: reason }),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => run(bookId)} disabled={busy} data-testid={testId}>
      {busy && <Spinner />} {busy ? words.busy(formatPercent((job?.percent ?? 0) / 100)) : words.idle}
    </Button>
  );
}
