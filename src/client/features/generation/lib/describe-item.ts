import type { GenerationItem, GenerationStatus } from "@/shared/api/generation";

export const STATUS_LABELS: Record<GenerationStatus, string> = {
  pending: "Pending", in_progress: "In progress", completed: "Completed", failed: "Failed",
};

/** "Genesis · 1", or the collection alone. */
export const itemTitle = (i: Pick<GenerationItem, "collectionName" | "section">) => `${i.collectionName}${i.section ? ` · ${i.section}` : ""}`;

/** "3 of 10 words" once it has run, "10 words" before. */
export function itemCounts(i: Pick<GenerationItem, "status" | "requestedCount" | "completedCount">): string {
  const words = (n: number) => `${n} word${n === 1 ? "" : "s"}`;
  return i.status === "completed" ? `${i.completedCount} of ${words(i.requestedCount)} added` : words(i.requestedCount);
}

/**
 * The items that finished since the previous list (by id): what the queue page announces with a
 * toast. Items first seen already finished are not announced.
 */
export function newlyFinished(previous: ReadonlyMap<string, GenerationStatus>, items: GenerationItem[]): GenerationItem[] {
  return items.filter((i) => (i.status === "completed" || i.status === "failed") && (previous.get(i.id) === "pending" || previous.get(i.id) === "in_progress"));
}
