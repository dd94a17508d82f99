import type { CollectionPage, StudyWord, WordProgress } from "@/shared/api/collections";
import { collectionStats } from "@/shared/study/collection-stats";
import { countStatuses } from "@/shared/study/count-statuses";

/** Progress of one word per id, as applied to cached lists. */
export type ProgressPatch = ReadonlyMap<string, WordProgress | null>;

/** Returns the same array when no word changes (so TanStack Query sees no change). */
export function patchWords<T extends StudyWord>(words: readonly T[], patch: ProgressPatch): T[] {
  let changed = false;
  const out = words.map((w) => {
    if (!patch.has(w.id)) return w;
    const progress = patch.get(w.id) ?? null;
    if (progress === w.progress) return w;
    changed = true;
    return { ...w, progress };
  });
  return changed ? out : (words as T[]);
}

/**
 * A collection page with the patch applied: the words, the status counts and (admins) the
 * statistics follow, so bars and counts move at once; the server's own result replaces them.
 */
export function patchCollectionPage(page: CollectionPage, patch: ProgressPatch): CollectionPage {
  const words = patchWords(page.words, patch);
  if (words === page.words) return page;
  return { ...page, words, counts: countStatuses(words), stats: page.stats ? collectionStats(words) : null };
}

/** The current progress of a word in a list (undefined when the list does not hold it). */
export function progressIn(words: readonly StudyWord[], wordId: string): WordProgress | null | undefined {
  const w = words.find((x) => x.id === wordId);
  return w ? w.progress : undefined;
}
