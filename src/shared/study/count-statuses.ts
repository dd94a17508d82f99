import type { StatusCounts } from "../api/collections";
import type { WordStatus } from "../domain";

/** known / learning / unknown counts; a word with no progress record counts as learning. */
export function countStatuses(words: Iterable<{ progress: { status: WordStatus } | null }>): StatusCounts {
  const counts: StatusCounts = { known: 0, learning: 0, unknown: 0, total: 0 };
  for (const w of words) {
    counts[w.progress?.status ?? "learning"] += 1;
    counts.total += 1;
  }
  return counts;
}
