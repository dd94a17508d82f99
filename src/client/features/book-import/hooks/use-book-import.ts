import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { BOOKS_KEY } from "@/client/lib/query-keys";
import { followJob } from "../api/follow-job";
import { bookImportStore } from "../lib/book-import-store";

export const IMPORT_FAILED_TITLE = "Failed to import from the texts library";
export const IMPORT_FAILED_FALLBACK = "Please check the reference and try again";

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
  useEffect(() => {
    if (!jobId) return;
    return followJob(jobId, (job) => {
      if (job.status === "completed") {
        bookImportStore.dispatch({ type: "complete", bookId: typeof job.result?.bookId === "string" ? job.result.bookId : null });
        void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
      } else if (job.status === "failed") {
        bookImportStore.dispatch({ type: "fail" });
        toast.error(IMPORT_FAILED_TITLE, { description: job.error || IMPORT_FAILED_FALLBACK });
      } else if (job.status === "running") {
        bookImportStore.dispatch({ type: "progress", message: job.message, percent: job.percent });
      }
    }, (error) => {
      bookImportStore.dispatch({ type: "fail" });
      toast.error(IMPORT_FAILED_TITLE, { description: error.message || IMPORT_FAILED_FALLBACK });
    });
  }, [jobId, queryClient]);
}
