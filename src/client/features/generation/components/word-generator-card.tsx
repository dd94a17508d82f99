import { SparklesIcon } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { TextWithElement } from "@/client/components/text-with-element";
import { GENERATE_ALL_COUNT } from "@/shared/api/generation";
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Progress } from "@/client/components/ui/progress";
import { GENERATION_QUEUE_KEY, getGenerationQueue } from "../api/get-generation-queue";
import { useGenerationSections } from "../api/get-generation-sections";
import { useTargetCollections } from "../api/get-target-collections";
import { useGenerationRun } from "../hooks/use-generation-run";
import { parseWordCount } from "../lib/parse-word-count";
import { AdminRequired } from "./admin-required";
import { CollectionSelect } from "./collection-select";
import { GenerationCompleteDialog } from "./generation-complete-dialog";
import { SectionPicker } from "./section-picker";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * Settings, 'AI Word Generator': choose a collection, optionally sections, pages or
 * tractates, a number of words (0–500, empty is 0), and Generate: the request is queued on the
 * server and followed here with visible progress, then the completion dialog. 'Generate All
 * Collections' queues 100 words for each collection. Non-admins see why they cannot.
 */
export function WordGeneratorCard({ isAdmin }: { isAdmin: boolean }) {
  const collections = useTargetCollections(isAdmin);
  const provider = useQuery({ queryKey: GENERATION_QUEUE_KEY, queryFn: ({ signal }) => getGenerationQueue(signal), enabled: isAdmin }).data?.provider;
  const [collectionId, setCollectionId] = useState<string | null>(null);
  const [sections, setSections] = useState<string[]>([]);
  const [countText, setCountText] = useState("10");
  const [confirmAll, setConfirmAll] = useState(false);
  const offered = useGenerationSections(collectionId);
  const { run, start, reset } = useGenerationRun();
  if (!isAdmin) return <AdminRequired />;

  const count = parseWordCount(countText);
  const running = run.phase === "running";
  const chosen = collections.data?.find((c) => c.id === collectionId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!collectionId || typeof count !== "number" || count === 0) return;
    void start({ collectionId, sections, count });
  };

  return (
    <SettingsSection
      id="word-generator" icon={SparklesIcon} title={m.generation_generator_title()}
      description={<>
        {provider === "llm"
          ? m.generation_from_llm()
          : m.generation_from_offline()}
        {" "}<TextWithElement text={(link) => m.generation_runs_on_server({ link })} element={<Link to="/queue" className="underline underline-offset-4">{m.generation_queue_link()}</Link>} />
      </>}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="generator-collection">{m.generation_collection()}</Label>
          {collections.isPending ? <p className="text-sm text-muted-foreground">{m.generation_loading_collections()}</p> : (
            <CollectionSelect id="generator-collection" collections={collections.data ?? []} value={collectionId}
              onChange={(id) => { setCollectionId(id); setSections([]); }} />
          )}
        </div>
        {offered.data && <SectionPicker sections={offered.data} selected={sections} onChange={setSections} />}
        <div className="flex flex-col gap-2">
          <Label htmlFor="generator-count">{sections.length > 1 ? m.generation_words_per_section() : m.generation_words()}</Label>
          <Input id="generator-count" inputMode="numeric" value={countText} onChange={(e) => setCountText(e.target.value)} className="w-32"
            aria-invalid={typeof count !== "number"} aria-describedby="generator-count-hint" />
          <p id="generator-count-hint" className={typeof count === "number" ? "text-xs text-muted-foreground" : "text-xs text-destructive"}>
            {typeof count === "number" ? m.generation_count_hint() : count.error}
          </p>
        </div>
        {running && (
          <div className="flex flex-col gap-1" aria-live="polite">
            <Progress value={run.percent} aria-label={m.generation_progress()} />
            <p className="text-sm text-muted-foreground">{run.message}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!collectionId || typeof count !== "number" || count === 0 || running}>
            {running ? m.generation_generating() : chosen && sections.length > 1 ? m.generation_generate_for_sections({ count: formatNumber(sections.length) }) : m.generation_generate()}
          </Button>
          <Button type="button" variant="outline" disabled={running || !collections.data?.length} onClick={() => setConfirmAll(true)}>
            {m.generation_generate_all()}
          </Button>
        </div>
      </form>
      <AlertDialog open={confirmAll} onOpenChange={setConfirmAll}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.generation_generate_all_title()}</AlertDialogTitle>
            <AlertDialogDescription>
              {m.generation_generate_all_description({ count: formatNumber(GENERATE_ALL_COUNT), collections: formatNumber(collections.data?.length ?? 0) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.generation_cancel()}</AlertDialogCancel>
            <AlertDialogAction onClick={() => void start({ all: true })}>{m.generation_generate_all()}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <GenerationCompleteDialog open={run.phase === "done"} results={run.results} onClose={reset} />
    </SettingsSection>
  );
}
