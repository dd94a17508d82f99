import { BookDownIcon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { parseTextReference, REFERENCE_EXAMPLES } from "@/shared/texts/parse-text-reference";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Progress } from "@/client/components/ui/progress";
import { COLLECTIONS_KEY } from "@/client/lib/query-keys";
import { useJob } from "@/client/lib/use-job";
import { TARGET_COLLECTIONS_KEY, useTargetCollections } from "../api/get-target-collections";
import { useStartLibraryImport } from "../api/start-library-import";
import { parseWordCount } from "../lib/parse-word-count";
import { CollectionSelect } from "./collection-select";
import { m } from "@/client/lib/i18n";
import { useKeyedMessage } from "@/client/lib/use-keyed-message";

/**
 * Settings, 'Import from a Jewish texts library' (administrators): the words of a
 * text reference ('Genesis 1:1-15', 'Berakhot 2a-5b'; a bare '1:1-15' is read in the collection's
 * own book) into a collection, most frequent first, glossed, those it has skipped. Maximum words
 * 1–500. The import runs on the server; its progress shows here.
 */
export function LibraryImportCard() {
  const queryClient = useQueryClient();
  const collections = useTargetCollections(true);
  const startImport = useStartLibraryImport();
  const [reference, setReference] = useState("");
  const [collectionId, setCollectionId] = useState<string | null>(null);
  const [maxText, setMaxText] = useState("50");
  const [touched, setTouched] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const followed = useJob(jobId, {
    onFinished: (done) => {
      if (done.status === "completed") {
        toast.success(done.message || m.generation_imported_words());
        void queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: TARGET_COLLECTIONS_KEY });
      } else {
        fail(done.error);
      }
    },
  });
  const job = jobId !== null && followed.data?.id === jobId ? followed.data : null;

  const parsed = reference.trim() ? parseTextReference(reference) : null;
  const referenceProblem = parsed && "error" in parsed ? parsed.error : null;
  // The reason in the interface language ("" for the moment its wording loads).
  const referenceError = useKeyedMessage(referenceProblem) ?? (referenceProblem ? "" : null);
  const max = parseWordCount(maxText, 1);
  const running = startImport.isPending || (jobId !== null && (job === null || job.status === "queued" || job.status === "running"));

  const fail = (message?: string | null) => toast.error(m.generation_library_failed(), { description: message || m.generation_library_fallback() });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reference.trim() || referenceProblem || !collectionId || typeof max !== "number") return;
    startImport.mutate({ reference: reference.trim(), collectionId, maxWords: max }, {
      onError: (err) => fail(err.message),
      onSuccess: (started) => setJobId(started.id),
    });
  };

  return (
    <SettingsSection id="library-import" icon={BookDownIcon} title={m.generation_library_title()}
      description={m.generation_library_description()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="library-reference">{m.generation_text_reference()}</Label>
          <Input id="library-reference" value={reference} onChange={(e) => setReference(e.target.value)} placeholder={m.generation_reference_placeholder()}
            className="sm:w-80" autoComplete="off" aria-invalid={!!referenceProblem || (touched && !reference.trim())} aria-describedby="library-reference-hint" />
          <p id="library-reference-hint" className={referenceProblem || (touched && !reference.trim()) ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
            {referenceError ?? (touched && !reference.trim() ? m.generation_enter_reference() : m.generation_for_example({ examples: REFERENCE_EXAMPLES }))}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="library-collection">{m.generation_target_collection()}</Label>
          <CollectionSelect id="library-collection" collections={collections.data ?? []} value={collectionId} onChange={setCollectionId} />
          {touched && !collectionId && <p className="text-xs text-destructive">{m.generation_choose_target()}</p>}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="library-max">{m.generation_max_words()}</Label>
          <Input id="library-max" inputMode="numeric" value={maxText} onChange={(e) => setMaxText(e.target.value)} className="w-32"
            aria-invalid={typeof max !== "number"} aria-describedby="library-max-hint" />
          <p id="library-max-hint" className={typeof max === "number" ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>
            {typeof max === "number" ? m.generation_max_hint() : max.error}
          </p>
        </div>
        {running && job && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <Progress value={job.percent} aria-label={m.generation_import_progress()} />
            <p className="text-sm text-muted-foreground">{job.message}</p>
          </div>
        )}
        <div>
          <Button type="submit" disabled={running}>{running ? m.generation_importing() : m.generation_import_words()}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
