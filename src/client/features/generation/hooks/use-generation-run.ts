import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { GeneratedWordSchema, type CreateGenerationRequest, type GeneratedWord, type GenerationItem } from "@/shared/api/generation";
import type { Job } from "@/shared/api/jobs";
import { COLLECTIONS_KEY } from "@/client/lib/query-keys";
import { useJob } from "@/client/lib/use-job";
import { createGeneration } from "../api/create-generation";
import { GENERATION_QUEUE_KEY } from "../api/get-generation-queue";
import { TARGET_COLLECTIONS_KEY } from "../api/get-target-collections";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

export interface RunResult { item: GenerationItem; words: GeneratedWord[]; error: string | null }

export interface GenerationRun {
  /** idle, queued and being followed, or done (the completion dialog shows `results`). */
  phase: "idle" | "running" | "done";
  items: GenerationItem[];
  results: RunResult[];
}

const IDLE: GenerationRun = { phase: "idle", items: [], results: [] };
const where = (i: GenerationItem) => `${i.collectionName}${i.section ? ` ${i.section}` : ""}`;

/** A finished generate-words job as the run's result: its words, or its error. */
function resultOf(item: GenerationItem, job: Job): RunResult {
  if (job.status !== "completed") return { item, words: [], error: job.error || m.generation_failed() };
  const words = GeneratedWordSchema.array().safeParse(job.result?.words);
  return { item, words: words.success ? words.data : [], error: null };
}

/** A run of at most this many items toasts each result; a longer one shows them in its completion dialog only. */
const TOASTED_RUN_MAX = 3;

/**
 * The settings generation flow: the request becomes generate-words jobs on the
 * server (closing the page does not stop them); the page follows each in turn with useJob, toasts
 * each result of a short run ('Generation completed' — Added {n} words to {collection}, or 'Generation failed'),
 * then shows the completion dialog.
 */
export function useGenerationRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<GenerationRun>(IDLE);
  // Oldest first, as the server runs them.
  const current = run.phase === "running" ? run.items[run.results.length] ?? null : null;
  const job = useJob(current?.id ?? null, {
    onFinished: (done) => {
      if (!current || done.id !== current.id) return;
      const result = resultOf(current, done);
      // A long run (Generate All Collections: one item per collection) is told by its progress and the completion dialog,
      // item by item there: a toast for each buried the screen under dozens of them.
      if (run.items.length > TOASTED_RUN_MAX) { /* told at the end */ }
      else if (result.error) toast.error(m.generation_failed(), { description: `${where(current)}: ${result.error}` });
      else toast.success(m.generation_completed_toast(), { description: m.generation_added_to({ count: formatNumber(result.words.filter((w) => !w.isDuplicate).length), collection: current.collectionName }) });
      void queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: TARGET_COLLECTIONS_KEY });
      setRun((r) => {
        const results = [...r.results, result];
        return { ...r, results, phase: results.length >= r.items.length ? "done" : "running" };
      });
    },
  });

  const start = useCallback(async (request: CreateGenerationRequest) => {
    let items: GenerationItem[];
    try {
      items = await createGeneration(request);
    } catch (e) {
      toast.error(m.generation_failed(), { description: (e as Error).message });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY });
    setRun(items.length > 0 ? { phase: "running", items, results: [] } : { phase: "done", items, results: [] });
  }, [queryClient]);

  const n = run.results.length;
  const following = current && job.data?.id === current.id ? job.data : null;
  const label = current ? m.generation_run_label({ where: where(current), n: formatNumber(n + 1), total: formatNumber(run.items.length) }) : "";
  const message = run.phase === "done" ? m.generation_done()
    : !current ? ""
    : following?.status === "running" ? m.generation_generating_item({ label })
    : m.generation_waiting_item({ label });
  const percent = run.items.length === 0 ? 0 : (100 * (n + (following?.status === "running" ? 0.5 : 0))) / run.items.length;
  const reset = useCallback(() => setRun(IDLE), []);
  return { run: { ...run, message, percent }, start, reset };
}
