import type { GenerationItem, GenerationStatus } from "@/shared/api/generation";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

export const STATUS_LABELS: Record<GenerationStatus, () => string> = {
  pending: m.generation_status_pending, in_progress: m.generation_status_in_progress, completed: m.generation_status_completed, failed: m.generation_status_failed,
};

/** "Genesis · 1", or the collection alone. */
export const itemTitle = (i: Pick<GenerationItem, "collectionName" | "section">) => `${i.collectionName}${i.section ? ` · ${i.section}` : ""}`;

/** "3 of 10 words" once it has run, "10 words" before. */
export function itemCounts(i: Pick<GenerationItem, "status" | "requestedCount" | "completedCount">): string {
  const words = m.generation_word_count({ count: i.requestedCount });
  return i.status === "completed" ? m.generation_of_added({ done: formatNumber(i.completedCount), words }) : words;
}

/**
 * The items that finished since the previous list (by id): what the queue page announces with a
 * toast. Items first seen already finished are not announced.
 */
export function newlyFinished(previous: ReadonlyMap<string, GenerationStatus>, items: GenerationItem[]): GenerationItem[] {
  return items.filter((i) => (i.status === "completed" || i.status === "failed") && (previous.get(i.id) === "pending" || previous.get(i.id) === "in_progress"));
}
