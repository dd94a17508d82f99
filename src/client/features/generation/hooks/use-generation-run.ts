import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { CreateGenerationRequest, GeneratedWord, GenerationItem } from "@/shared/api/generation";
import { createGeneration } from "../api/create-generation";
import { followGenerationItem } from "../api/follow-generation-item";
import { GENERATION_QUEUE_KEY } from "../api/get-generation-queue";

export interface RunResult { item: GenerationItem; words: GeneratedWord[]; error: string | null }

export interface GenerationRun {
  /** idle, queued and being followed, or done (the completion dialog shows `results`). */
  phase: "idle" | "running" | "done";
  items: GenerationItem[];
  results: RunResult[];
  /** 0–100 over the run's items. */
  percent: number;
  message: string;
}

const IDLE: GenerationRun = { phase: "idle", items: [], results: [], percent: 0, message: "" };
const where = (i: GenerationItem) => `${i.collectionName}${i.section ? ` ${i.section}` : ""}`;

/**
 * The settings generation flow (spec 001 §2): the request becomes queue items on the server
 * (closing the page does not stop them); the page follows each item's event stream in turn for
 * visible progress, toasts each result ('Generation completed' — Added {n} words to {collection},
 * or 'Generation failed'), then shows the completion dialog.
 */
export function useGenerationRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<GenerationRun>(IDLE);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async (request: CreateGenerationRequest) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let items: GenerationItem[];
    try {
      items = await createGeneration(request);
    } catch (e) {
      toast.error("Generation failed", { description: (e as Error).message });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY });
    setRun({ phase: "running", items, results: [], percent: 0, message: `Queued ${items.length} request${items.length === 1 ? "" : "s"}…` });
    const results: RunResult[] = [];
    // Oldest first, as the server runs them.
    for (const [n, queued] of items.entries()) {
      if (controller.signal.aborted) return;
      const label = `${where(queued)} (${n + 1} of ${items.length})`;
      let latest = queued;
      const update = (item: GenerationItem) => {
        latest = item;
        setRun((r) => ({
          ...r, items: r.items.map((i) => (i.id === item.id ? item : i)),
          percent: (100 * (n + (item.status === "in_progress" ? 0.5 : 0))) / items.length,
          message: item.status === "pending" ? `Waiting: ${label}` : `Generating ${label}…`,
        }));
      };
      let outcome;
      try {
        outcome = await followGenerationItem(queued.id, update, controller.signal);
      } catch (e) {
        if (controller.signal.aborted) return;
        outcome = { error: (e as Error).message || "Generation failed" };
      }
      const result: RunResult = "words" in outcome
        ? { item: latest, words: outcome.words, error: null }
        : { item: latest, words: [], error: outcome.error };
      results.push(result);
      if (result.error) toast.error("Generation failed", { description: `${where(queued)}: ${result.error}` });
      else toast.success("Generation completed", { description: `Added ${result.words.filter((w) => !w.isDuplicate).length} words to ${queued.collectionName}` });
      setRun((r) => ({ ...r, results: [...results], percent: (100 * (n + 1)) / items.length }));
    }
    void queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY });
    void queryClient.invalidateQueries({ queryKey: ["collections"] });
    setRun((r) => ({ ...r, phase: "done", message: "Done" }));
  }, [queryClient]);

  const reset = useCallback(() => setRun(IDLE), []);
  return { run, start, reset };
}
