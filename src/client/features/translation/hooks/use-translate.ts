import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { isJobFinished } from "@/shared/api/job-finished";
import type { TranslationStatus } from "@/shared/api/translation";
import { useJob } from "@/client/lib/use-job";
import { useStartTranslation } from "../api/start-translation";
import { TRANSLATION_STATUS_KEY } from "../api/get-translation-status";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * Starting a translation and the running flag: the flag follows the run's job
 * (the one the start answered with, or the one the status names as queued or running), and its
 * end is told once, with the counts refreshed.
 */
export function useTranslate(status: TranslationStatus | undefined) {
  const start = useStartTranslation();
  const queryClient = useQueryClient();
  const [startedId, setStartedId] = useState<string | null>(null);
  // Why the last run started here failed: kept on the card (a toast goes), until the next run starts.
  const [failure, setFailure] = useState<string | null>(null);
  const jobId = startedId ?? status?.jobId ?? null;
  const job = useJob(jobId, {
    onFinished: (done) => {
      void queryClient.invalidateQueries({ queryKey: TRANSLATION_STATUS_KEY });
      if (startedId === done.id) {
        if (done.status === "completed") toast.success(m.translation_finished({ count: formatNumber(done.counts.translated ?? 0) }), { duration: 10_000 });
        else {
          toast.error(m.translation_run_failed(), { description: done.error ?? undefined });
          setFailure(done.error ?? "");
        }
      }
      setStartedId(null);
    },
  });
  const running = jobId !== null && (!job.data || job.data.id !== jobId || !isJobFinished(job.data));
  const complete = !!status && status.missing === 0 && !running;

  function translate() {
    setFailure(null);
    toast.info(m.translation_starting());
    start.mutate(undefined, {
      onSuccess: (r) => {
        if (r.allComplete) toast.success(r.message, { duration: 10_000 });
        else {
          setStartedId(r.jobId);
          toast.success(m.translation_started({ count: formatNumber(r.translated) }), { description: r.message, duration: 5_000 });
        }
      },
      onError: (e) => {
        toast.error(m.translation_failed_to_start({ message: e.message }));
        setFailure(e.message);
      },
    });
  }
  return { translate, running, complete, failure, disabled: start.isPending || running || complete || !status };
}
