import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useJob } from "@/client/lib/use-job";
import { useStartLemmaImport } from "../api/start-lemma-import";

/**
 * For administrators in the reader of a Tanakh book: imports the book's word lemmas from
 * OpenScriptures' morphology (a background job), so the word panel shows each word's lemma first.
 */
export function LemmaImportButton({ bookId }: { bookId: string }) {
  const start = useStartLemmaImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") toast.success("Lemmas imported", { description: done.message });
      else toast.error("Failed to import the lemmas", { description: done.error ?? done.message });
      setJobId(null);
    },
  });
  const status = job.data?.status;
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
