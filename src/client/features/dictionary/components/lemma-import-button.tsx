import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useJob } from "../api/get-job";
import { useStartLemmaImport } from "../api/start-lemma-import";

/**
 * For administrators in the reader of a Tanakh book: imports the book's word lemmas from
 * OpenScriptures' morphology (a background job), so the word panel shows each word's lemma first.
 */
export function LemmaImportButton({ bookId }: { bookId: string }) {
  const start = useStartLemmaImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const status = job.data?.status;
  useEffect(() => {
    if (!job.data || !jobId) return;
    if (job.data.status === "completed") toast.success("Lemmas imported", { description: job.data.message });
    else if (job.data.status === "failed") toast.error("Failed to import the lemmas", { description: job.data.error ?? job.data.message });
    else return;
    setJobId(null);
  }, [job.data, jobId]);
  const busy = start.isPending || (jobId !== null && status !== "completed" && status !== "failed");
  const onClick = () => start.mutate(bookId, {
    onSuccess: ({ job: started }) => setJobId(started.id),
    onError: (e) => toast.error("Failed to import the lemmas", { description: e.message }),
  });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy}>
      {busy && <Spinner />} {busy ? `Importing lemmas${job.data ? ` ${job.data.percent}%` : "..."}` : "Import word lemmas"}
    </Button>
  );
}
