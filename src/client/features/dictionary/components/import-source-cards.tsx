import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, RefreshCwIcon, UploadIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { DictionaryImportRun, DictionarySource } from "@/shared/api/dictionary";
import { DICTIONARY } from "@/shared/dictionary/dictionary-rules";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { useCleanUpImports } from "../api/clean-up-imports";
import { useImportRuns } from "../api/get-import-runs";
import { useStartDictionaryImport } from "../api/start-dictionary-import";
import { useUploadLexicon } from "../api/upload-lexicon";

interface SourceCard {
  source: DictionarySource;
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
  // Jobs started from this page whose run has not finished yet: polled for, and told when they end.
  const [waiting, setWaiting] = useState<{ jobId: string; source: DictionarySource }[]>([]);
  const waitingIds = waiting.map((w) => w.jobId);
  const runs = useImportRuns(waitingIds);
  const start = useStartDictionaryImport();
  const upload = useUploadLexicon();
  const began = (source: DictionarySource) => ({
    onSuccess: ({ job }: { job: { id: string } }) => setWaiting((w) => [...w, { jobId: job.id, source }]),
    onError: (e: Error) => toast.error("Import Failed", { description: e.message || failureOf(source) }),
  });
  const cleanUp = useCleanUpImports();
  const previous = useRef(new Map<string, string>());
  const queryClient = useQueryClient();

  // Tell the end of a run once: one seen running, or one this page started.
  useEffect(() => {
    const ended: string[] = [];
    for (const run of runs.data?.runs ?? []) {
      const watched = previous.current.get(run.source) === "running" || (run.jobId !== null && waitingIds.includes(run.jobId));
      if (watched && run.status !== "running") void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY, predicate: (q) => q.queryKey[1] !== "imports" });
      if (watched && run.status === "completed") toast.success("Import Complete", { description: `Imported ${run.importedWords.toLocaleString()} entries.` });
      if (watched && run.status === "failed") toast.error("Import Failed", { description: run.error ?? failureOf(run.source) });
      if (run.status !== "running" && run.jobId && waitingIds.includes(run.jobId)) ended.push(run.jobId);
      previous.current.set(run.source, run.status);
    }
    if (ended.length > 0) setWaiting((w) => w.filter((x) => !ended.includes(x.jobId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- waitingIds is derived from waiting
  }, [runs.data, waiting]);

  const onCleanUp = () => cleanUp.mutate(undefined, {
    onSuccess: () => toast.success("Cleanup Complete", { description: "Stale imports have been marked as failed" }),
    onError: () => toast.error("Cleanup Failed", { description: "Failed to clean up stale imports" }),
  });

  return (
    <section aria-label="Dictionary sources" className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        {SOURCES.map(({ source, title, description, language, accept, multiple, estimate: known }) => {
          const run = runs.data?.runs.find((r) => r.source === source);
          const status: CardStatus = waiting.some((w) => w.source === source) ? "importing" : statusOf(run);
          const estimate = known ?? DICTIONARY.estimatedTotals[language];
          return (
            <Card key={source} data-testid={`source-${source}`}>
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
                    <Progress value={run?.status === "running" ? Math.min(99, (100 * run.importedWords) / estimate) : 0} aria-label={`${title} import progress`} />
                    <p className="text-sm text-muted-foreground">{run?.status === "running" ? `${run.importedWords.toLocaleString()} entries so far` : "Starting import..."}</p>
                  </div>
                )}
                {status === "success" && run && <p className="text-sm text-muted-foreground">{run.importedWords.toLocaleString()} entries imported.</p>}
                {status === "error" && <p className="text-sm text-destructive">Import failed or incomplete</p>}
                {isAdmin && (
                  <div className="flex flex-wrap items-center gap-2">
                    <Button size="sm" disabled={status === "importing" || start.isPending} onClick={() => start.mutate(source, began(source))}>
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
                              if (files.length === 1) upload.mutate({ source, file: files[0]! }, began(source));
                              else if (files.length > 1) upload.mutate({ source, file: new Blob(files, { type: "application/xml" }) }, began(source));
                            }} />
                        </label>
                      </Button>
                    )}
                  </div>
                )}
              </CardContent>
            </Card>
          );
        })}
      </div>
      {isAdmin && (
        <Button variant="outline" size="sm" className="w-fit" onClick={onCleanUp} disabled={cleanUp.isPending}>
          <RefreshCwIcon /> Clean Up Stale Imports
        </Button>
      )}
    </section>
  );
}
