import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useStartedJob } from "@/client/lib/use-started-job";
import { useStartLemmaImport } from "../api/start-lemma-import";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * For administrators in the reader of a Tanakh book: imports the book's word lemmas from
 * OpenScriptures' morphology (a background job), so the word panel shows each word's lemma first.
 */
export function LemmaImportButton({ bookId }: { bookId: string }) {
  const { run, busy, job } = useStartedJob(useStartLemmaImport(), {
    completed: (done) => toast.success(m.dictionary_lemmas_imported(), { description: done.message }),
    failed: (reason) => toast.error(m.dictionary_lemmas_failed(), { description: reason }),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => run(bookId)} disabled={busy}>
      {busy && <Spinner />} {busy ? (job ? m.dictionary_importing_lemmas_percent({ percent: formatNumber(job.percent) }) : m.dictionary_importing_lemmas()) : m.dictionary_import_lemmas()}
    </Button>
  );
}
