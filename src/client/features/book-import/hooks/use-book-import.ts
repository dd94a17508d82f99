import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { ApiRequestError } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";
import { useJob } from "@/client/lib/use-job";

import { bookImportStore } from "../lib/book-import-store";
import { m } from "@/client/lib/i18n";

/** The current book import (or null), the same for every component of the page. */
export function useBookImport() {
  return useSyncExternalStore(bookImportStore.subscribe, bookImportStore.get, () => null);
}

/**
 * Follows the running import's job (mounted once, with the floating card): progress into the
 * store, 'Complete!' at the end with the library refreshed, or the failure told in a toast.
 */
export function useFollowBookImport() {
  const state = useBookImport();
  const queryClient = useQueryClient();
  const jobId = state?.isImporting ? state.jobId : null;
  const job = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") {
        bookImportStore.dispatch({ type: "complete", bookId: typeof done.result?.bookId === "string" ? done.result.bookId : null });
        void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
      } else {
        bookImportStore.dispatch({ type: "fail" });
        toast.error(m.bookimport_failed_title(), { description: done.error || m.bookimport_failed_fallback() });
      }
    },
  });
  const running = jobId !== null && job.data?.id === jobId && job.data.status === "running" ? job.data : null;
  useEffect(() => {
    if (running) bookImportStore.dispatch({ type: "progress", message: running.message, percent: running.percent });
  }, [running?.message, running?.percent, running]);
  // The job is gone (404): the import cannot be followed.
  const lost = jobId !== null && job.error instanceof ApiRequestError && job.error.status === 404 ? job.error : null;
  useEffect(() => {
    if (!lost) return;
    bookImportStore.dispatch({ type: "fail" });
    toast.error(m.bookimport_failed_title(), { description: lost.message || m.bookimport_failed_fallback() });
  }, [lost]);
}
