import type { CollectionStats } from "../api/collections";
import type { WordStatus } from "../domain";

/**
 * The admin progress bars for one user's progress on a collection:
 * - seenWords: words with a progress record (any answer or status button creates one; a record
 *   is never created without the word having been shown), i.e. the "Done" bar;
 * - knownWords: status known; unknownWords: status unknown (explicitly marked, not "no record");
 * - totalWords: every word of the collection.
 */
export function collectionStats(words: Iterable<{ progress: { status: WordStatus } | null }>): CollectionStats {
  const stats: CollectionStats = { seenWords: 0, knownWords: 0, unknownWords: 0, totalWords: 0 };
  for (const w of words) {
    stats.totalWords += 1;
    if (!w.progress) continue;
    stats.seenWords += 1;
    if (w.progress.status === "known") stats.knownWords += 1;
    else if (w.progress.status === "unknown") stats.unknownWords += 1;
  }
  return stats;
}
