import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useJob } from "@/client/lib/use-job";
import { useStartLemmaImport } from "../api/start-lemma-import";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * For administrators in the reader of a Tanakh book: imports the book's word lemmas from
 * OpenScriptures' morphology (a background job), so the word panel shows each word's lemma first.
 */
export function LemmaImportButton({ bookId }: { bookId: string }) {
  const start = useStartLemmaImport();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") toast.success(m.dictionary_lemmas_imported(), { description: done.message });
      else toast.error(m.dictionary_lemmas_failed(), { description: done.error ?? done.message });
      setJobId(null);
    },
  });
  const status = job.data?.status;
  const busy = start.isPending || (jobId !== null && status !== "completed" && status !== "failed");
  const onClick = () => start.mutate(bookId, {
    onSuccess: ({ job: started }) => setJobId(started.id),
    onError: (e) => toast.error(m.dictionary_lemmas_failed(), { description: e.message }),
  });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy}>
      {busy && <Spinner />} {busy ? (job.data ? m.dictionary_importing_lemmas_percent({ percent: formatNumber(job.data.percent) }) : m.dictionary_importing_lemmas()) : m.dictionary_import_lemmas()}
    </Button>
  );
}
