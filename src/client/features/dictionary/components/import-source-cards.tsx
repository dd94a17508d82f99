import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, RefreshCwIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { DictionaryImportRun } from "@/shared/api/dictionary";
import { isJobFinished } from "@/shared/api/jobs";
import { DICTIONARY } from "@/shared/dictionary/dictionary-rules";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { useJob } from "@/client/lib/use-job";
import { useCleanUpImports } from "../api/clean-up-imports";
import { useImportRuns } from "../api/get-import-runs";
import { useStartDictionaryImport } from "../api/start-dictionary-import";
import { useUploadLexicon } from "../api/upload-lexicon";

interface SourceCard {
  source: DictionaryImportRun["source"];
  title: string;
  description: string;
  language: "hebrew" | "aramaic";
  /** The file an administrator may upload instead (null: looked up online only). */
  accept: string | null;
  /** What the card says when its import fails without a message (spec 001 §8). */
  failure: string;
  /** Several files uploaded together (Jastrow's 22 letter files), sent one after another in name order. */
  multiple?: boolean;
  /** Its entries, for the progress bar, when known (else the language's estimate). */
  estimate?: number;
}

/** The five lexicons, one card each (spec 001 §2: the sources' descriptions; Jastrow: issue 29). */
const SOURCES: SourceCard[] = [
  { source: "bdb", title: "Brown-Driver-Briggs", description: "Target: 2,000-3,000 biblical Hebrew words", language: "hebrew", accept: ".xml,application/xml,text/xml", failure: "Failed to import BDB dictionary" },
  { source: "strongs", title: "Strong's Hebrew Dictionary", description: "Hebrew lexicon, about 8,000 words", language: "hebrew", accept: ".xml,application/xml,text/xml", failure: "Failed to import dictionary" },
  { source: "kaikki-aramaic", title: "Wiktionary Aramaic", description: "Third-party Aramaic word list (kaikki.org), about 1,800 words", language: "aramaic", accept: ".jsonl,.json,application/jsonl,application/json", failure: "Failed to import Kaikki dictionary" },
  { source: "sefaria-aramaic", title: "Sefaria Aramaic", description: "Jewish texts library Aramaic (Jastrow), about 100 words", language: "aramaic", accept: null, failure: "Failed to import dictionary" },
  { source: "jastrow", title: "Jastrow (Talmud, Targum, Midrash)", description: "Jastrow's whole dictionary (1903): 32,512 entries in 22 letter files", language: "aramaic", accept: ".xml,application/xml,text/xml", failure: "Failed to import dictionary", multiple: true, estimate: 32_512 },
];
const failureOf = (source: string) => SOURCES.find((s) => s.source === source)?.failure ?? "Failed to import dictionary";

type CardStatus = "idle" | "importing" | "success" | "error";
const statusOf = (run: DictionaryImportRun | undefined): CardStatus =>
  !run ? "idle" : run.status === "running" ? "importing" : run.status === "completed" ? "success" : "error";
const BADGE: Record<CardStatus, { label: string; variant: "secondary" | "default" | "success" | "destructive" }> = {
  idle: { label: "Not imported", variant: "secondary" },
  importing: { label: "Importing", variant: "default" },
  success: { label: "Imported", variant: "success" },
  error: { label: "Failed", variant: "destructive" },
};

/** One card per lexicon with its own status; import and Clean Up Stale Imports for administrators. */
export function ImportSourceCards({ isAdmin }: { isAdmin: boolean }) {
  const runs = useImportRuns();
  const cleanUp = useCleanUpImports();
  const onCleanUp = () => cleanUp.mutate(undefined, {
    onSuccess: () => toast.success("Cleanup Complete", { description: "Stale imports have been marked as failed" }),
    onError: () => toast.error("Cleanup Failed", { description: "Failed to clean up stale imports" }),
  });

  return (
    <section aria-label="Dictionary sources" className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        {SOURCES.map((card) => <ImportSourceCard key={card.source} card={card} run={runs.data?.runs.find((r) => r.source === card.source)} isAdmin={isAdmin} />)}
      </div>
      {isAdmin && (
        <Button variant="outline" size="sm" className="w-fit" onClick={onCleanUp} disabled={cleanUp.isPending}>
          <RefreshCwIcon /> Clean Up Stale Imports
        </Button>
      )}
    </section>
  );
}

/**
 * A lexicon's card. Its import is followed through its job (useJob): the one this page started,
 * or the latest run's while it runs; the end is told once, and the dictionary's queries refreshed.
 */
function ImportSourceCard({ card, run, isAdmin }: { card: SourceCard; run: DictionaryImportRun | undefined; isAdmin: boolean }) {
  const { source, title, description, language, accept, multiple, estimate: known } = card;
  const [started, setStarted] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useStartDictionaryImport();
  const upload = useUploadLexicon();
  const jobId = started ?? (run?.status === "running" ? run.jobId : null);
  const job = useJob(jobId, {
    onFinished: (done) => {
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });
      if (done.status === "completed") toast.success("Import Complete", { description: `Imported ${(done.counts.entries ?? 0).toLocaleString()} entries.` });
      else toast.error("Import Failed", { description: done.error ?? failureOf(source) });
      setStarted(null);
    },
  });
  const began = {
    onSuccess: ({ job: queued }: { job: { id: string } }) => setStarted(queued.id),
    onError: (e: Error) => toast.error("Import Failed", { description: e.message || failureOf(source) }),
  };
  const active = jobId !== null && (!job.data || !isJobFinished(job.data));
  const status: CardStatus = active ? "importing" : job.data && jobId !== null ? (job.data.status === "completed" ? "success" : "error") : statusOf(run);
  const entries = job.data?.counts.entries ?? (run?.status === "running" ? run.importedWords : 0);
  const estimate = known ?? DICTIONARY.estimatedTotals[language];
  return (
    <Card data-testid={`source-${source}`}>
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-base">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Badge variant={BADGE[status].variant}>{BADGE[status].label}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {status === "importing" && (
          <div className="flex flex-col gap-1">
            <Progress value={Math.min(99, (100 * entries) / estimate)} aria-label={`${title} import progress`} />
            <p className="text-sm text-muted-foreground">{job.data?.status === "running" || entries > 0 ? `${entries.toLocaleString()} entries so far` : "Starting import..."}</p>
          </div>
        )}
        {status === "success" && <p className="text-sm text-muted-foreground">{(job.data?.counts.entries ?? run?.importedWords ?? 0).toLocaleString()} entries imported.</p>}
        {status === "error" && <p className="text-sm text-destructive">Import failed or incomplete</p>}
        {isAdmin && (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" disabled={status === "importing" || start.isPending} onClick={() => start.mutate(source, began)}>
              <DownloadIcon /> {status === "success" ? "Import again" : "Import"}
            </Button>
            {accept && (
              <Button size="sm" variant="outline" asChild disabled={status === "importing" || upload.isPending}>
                <label className="cursor-pointer">
                  <UploadIcon /> {multiple ? "Upload files" : "Upload file"}
                  <input type="file" accept={accept} multiple={multiple} className="sr-only" aria-label={multiple ? `Upload the ${title} files` : `Upload the ${title} file`}
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
