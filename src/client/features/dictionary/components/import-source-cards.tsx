import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, RefreshCwIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { DictionaryImportRun } from "@/shared/api/dictionary";
import { isJobFinished } from "@/shared/api/job-finished";
import { DICTIONARY } from "@/shared/dictionary/dictionary-rules";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { useJob } from "@/client/lib/use-job";
import { useServerMessage } from "@/client/lib/use-keyed-message";
import { useCleanUpImports } from "../api/clean-up-imports";
import { useImportRuns } from "../api/get-import-runs";
import { useStartDictionaryImport } from "../api/start-dictionary-import";
import { useUploadLexicon } from "../api/upload-lexicon";
import { m } from "@/client/lib/i18n";

interface SourceCard {
  source: DictionaryImportRun["source"];
  title: () => string;
  description: () => string;
  language: "hebrew" | "aramaic";
  /** The file an administrator may upload instead (null: looked up online only). */
  accept: string | null;
  /** What the card says when its import fails without a message. */
  failure: () => string;
  /** Several files uploaded together (Jastrow's 22 letter files), sent one after another in name order. */
  multiple?: boolean;
  /** Its entries, for the progress bar, when known (else the language's estimate). */
  estimate?: number;
}

/** The six lexicons, one card each, with what each source holds. */
const SOURCES: SourceCard[] = [
  { source: "bdb", title: () => "Brown-Driver-Briggs", description: m.dictionary_source_bdb_description, language: "hebrew", accept: ".xml,application/xml,text/xml", failure: m.dictionary_failed_bdb },
  { source: "strongs", title: m.dictionary_source_strongs_title, description: m.dictionary_source_strongs_description, language: "hebrew", accept: ".xml,application/xml,text/xml", failure: m.dictionary_failed_generic },
  { source: "kaikki-aramaic", title: m.dictionary_source_kaikki_title, description: m.dictionary_source_kaikki_description, language: "aramaic", accept: ".jsonl,.json,application/jsonl,application/json", failure: m.dictionary_failed_kaikki },
  { source: "sefaria-aramaic", title: m.dictionary_source_sefaria_title, description: m.dictionary_source_sefaria_description, language: "aramaic", accept: null, failure: m.dictionary_failed_generic },
  { source: "jastrow", title: m.dictionary_source_jastrow_title, description: m.dictionary_source_jastrow_description, language: "aramaic", accept: ".xml,application/xml,text/xml", failure: m.dictionary_failed_generic, multiple: true, estimate: 32_512 },
  { source: "kaikki-hebrew", title: m.dictionary_source_kaikki_hebrew_title, description: m.dictionary_source_kaikki_hebrew_description, language: "hebrew", accept: ".jsonl,.json,application/jsonl,application/json", failure: m.dictionary_failed_kaikki, estimate: 17_000 },
];
const failureOf = (source: string) => (SOURCES.find((s) => s.source === source)?.failure ?? m.dictionary_failed_generic)();

/**
 * A failed run's own reason, when it says more than the card's 'Import failed or incomplete': a
 * download that did not answer or answered an error status, a file without entries, a stopped
 * server. Not the generic failure (no key, or the job's own 'Failed to import dictionary').
 */
const specificReason = (run: DictionaryImportRun | undefined): DictionaryImportRun | null =>
  run?.status === "failed" && run.error && run.errorKey && run.errorKey !== "job_lexicon_failed" ? run : null;

type CardStatus = "idle" | "importing" | "success" | "error";
const statusOf = (run: DictionaryImportRun | undefined): CardStatus =>
  !run ? "idle" : run.status === "running" ? "importing" : run.status === "completed" ? "success" : "error";
const BADGE: Record<CardStatus, { label: () => string; variant: "secondary" | "default" | "success" | "destructive" }> = {
  idle: { label: m.dictionary_status_idle, variant: "secondary" },
  importing: { label: m.dictionary_status_importing, variant: "default" },
  success: { label: m.dictionary_status_success, variant: "success" },
  error: { label: m.dictionary_status_error, variant: "destructive" },
};

/** One card per lexicon with its own status; import and Clean Up Stale Imports for administrators. */
export function ImportSourceCards({ isAdmin }: { isAdmin: boolean }) {
  const runs = useImportRuns();
  const cleanUp = useCleanUpImports();
  const onCleanUp = () => cleanUp.mutate(undefined, {
    onSuccess: () => toast.success(m.dictionary_cleanup_complete(), { description: m.dictionary_cleanup_complete_hint() }),
    onError: () => toast.error(m.dictionary_cleanup_failed(), { description: m.dictionary_cleanup_failed_hint() }),
  });

  return (
    <section aria-label={m.dictionary_sources_label()} className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        {SOURCES.map((card) => <ImportSourceCard key={card.source} card={card} run={runs.data?.runs.find((r) => r.source === card.source)} isAdmin={isAdmin} />)}
      </div>
      {isAdmin && (
        <Button variant="outline" size="sm" className="w-fit" onClick={onCleanUp} disabled={cleanUp.isPending}>
          <RefreshCwIcon /> {m.dictionary_clean_up()}
        </Button>
      )}
    </section>
  );
}

/** The entries an import removed, no longer in the lexicon it read (import-lexicon.ts): said when there were any. */
const removedEntries = (removed: number | null | undefined) => (removed ? m.dictionary_entries_removed({ count: removed }) : null);

/**
 * A lexicon's card. Its import is followed through its job (useJob): the one this page started,
 * or the latest run's while it runs; the end is told once, and the dictionary's queries refreshed.
 */
function ImportSourceCard({ card, run, isAdmin }: { card: SourceCard; run: DictionaryImportRun | undefined; isAdmin: boolean }) {
  const { source, language, accept, multiple, estimate: known } = card;
  const title = card.title();
  const [started, setStarted] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useStartDictionaryImport();
  const upload = useUploadLexicon();
  const jobId = started ?? (run?.status === "running" ? run.jobId : null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });
      if (done.status === "completed") toast.success(m.dictionary_import_complete(), { description: [m.dictionary_imported_entries({ count: done.counts.entries ?? 0 }), removedEntries(done.counts.removed)].filter(Boolean).join(" ") });
      else toast.error(m.dictionary_import_failed(), { description: done.error ?? failureOf(source) });
      setStarted(null);
    },
  });
  const began = {
    onSuccess: ({ job: queued }: { job: { id: string } }) => setStarted(queued.id),
    onError: (e: Error) => toast.error(m.dictionary_import_failed(), { description: e.message || failureOf(source) }),
  };
  const active = jobId !== null && (!job.data || !isJobFinished(job.data));
  const status: CardStatus = active ? "importing" : job.data && jobId !== null ? (job.data.status === "completed" ? "success" : "error") : statusOf(run);
  const entries = job.data?.counts.entries ?? (run?.status === "running" ? run.importedWords : 0);
  const estimate = known ?? DICTIONARY.estimatedTotals[language];
  // The import this page followed, else the latest completed run's (its job's result).
  const removed = removedEntries(job.data ? job.data.counts.removed : run?.removed);
  const failed = status === "error" && !job.data ? specificReason(run) : null;
  const reason = useServerMessage(failed?.error ?? null, failed?.errorKey ?? null, failed?.errorParams ?? null);
  return (
    <Card data-testid={`source-${source}`}>
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-base">{title}</CardTitle>
          <CardDescription>{card.description()}</CardDescription>
        </div>
        <Badge variant={BADGE[status].variant}>{BADGE[status].label()}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {status === "importing" && (
          <div className="flex flex-col gap-1">
            <Progress value={Math.min(99, (100 * entries) / estimate)} aria-label={m.dictionary_import_progress({ title })} />
            <p className="text-sm text-muted-foreground">{job.data?.status === "running" || entries > 0 ? m.dictionary_entries_so_far({ count: entries }) : m.dictionary_starting_import()}</p>
          </div>
        )}
        {status === "success" && <p className="text-sm text-muted-foreground">{m.dictionary_entries_imported({ count: job.data?.counts.entries ?? run?.importedWords ?? 0 })}</p>}
        {status === "success" && removed && <p className="text-sm text-muted-foreground" data-testid={`source-${source}-removed`}>{removed}</p>}
        {/* Entries read by older rules than the import's now (shared/dictionary/lexicon-rules): not for the import this page just made. */}
        {status === "success" && jobId === null && run?.outdated && <p className="text-sm text-amber-700 dark:text-amber-400" data-testid={`source-${source}-outdated`}>{m.dictionary_import_outdated()}</p>}
        {status === "error" && <p className="text-sm text-destructive">{m.dictionary_import_incomplete()}</p>}
        {reason && <p className="text-sm text-muted-foreground" data-testid={`source-${source}-reason`}>{reason}</p>}
        {isAdmin && (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" disabled={status === "importing" || start.isPending} onClick={() => start.mutate(source, began)}>
              <DownloadIcon /> {status === "success" ? m.dictionary_import_again() : m.dictionary_import()}
            </Button>
            {accept && (
              <Button size="sm" variant="outline" asChild disabled={status === "importing" || upload.isPending}>
                <label className="cursor-pointer">
                  <UploadIcon /> {multiple ? m.dictionary_upload_files() : m.dictionary_upload_file()}
                  <input type="file" accept={accept} multiple={multiple} className="sr-only" aria-label={multiple ? m.dictionary_upload_files_label({ title }) : m.dictionary_upload_file_label({ title })}
                    onChange={(e) => {
                      const files = [...(e.target.files ?? [])].sort((a, b) => a.name.localeCompare(b.name));
                      e.target.value = "";
                      if (files.length === 1) upload.mutate({ source, file: files[0]! }, began);
                      else if (files.length > 1) upload.mutate({ source, file: new Blob(files, { type: "application/xml" }) }, began);
                    }} />
                </label>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
