import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { Job } from "@/shared/api/jobs";
import { useJob } from "./use-job";

/**
 * A background job started by a button and followed to its end (an administrator's lemma import, the translations added
 * to a book): `run` starts it with `start`, `busy` holds from the click to its end, and `on` is told once how it ended
 * (a refused start is a failure with its reason).
 */
export function useStartedJob<A>(start: UseMutationResult<{ job: Job }, Error, A>, on: { completed: (job: Job) => void; failed: (reason: string) => void }) {
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") on.completed(done);
      else on.failed(done.error ?? done.message);
      setJobId(null);
    },
  });
  const status = job.data?.status;
  const busy = start.isPending || (jobId !== null && status !== "completed" && status !== "failed");
  const run = (input: A) => start.mutate(input, { onSuccess: ({ job: started }) => setJobId(started.id), onError: (e) => on.failed(e.message) });
  return { run, busy, job: jobId !== null ? job.data : undefined };
}
