import type { DictionarySource } from "../api/dictionary";

/**
 * The lexicons that give another lexicon's entries under that lexicon's own ids: Sefaria's word lookup
 * ('sefaria-aramaic') answers with Jastrow's entries, each by its id in Sefaria's Jastrow (A00017 אַבָּא), the
 * id the Jastrow import keeps; the import from Jastrow's files ('jastrow') holds the same entry, fuller
 * (its glosses, forms, binyanim, notes). Where both are imported, a learner sees the entry once, as the original's.
 */
export const COPY_OF: Readonly<Partial<Record<DictionarySource, DictionarySource>>> = { "sefaria-aramaic": "jastrow" };

/** The lexicon and id an entry is the same entry as: the original's where its lexicon copies another. */
export const originalOf = (e: { source: DictionarySource; sourceId: string }): { source: DictionarySource; sourceId: string } =>
  ({ source: COPY_OF[e.source] ?? e.source, sourceId: e.sourceId });

/**
 * The entries, in their order, less each copy whose original is among them (in the same `group`: the lookup's rows
 * are grouped by how the statement found them). A copy whose original is not among them stays.
 */
export function withoutCopies<T extends { source: DictionarySource; sourceId: string }>(entries: readonly T[], group: (e: T) => string = () => ""): T[] {
  const key = (e: { source: string; sourceId: string }, of: T) => `${group(of)}\u0000${e.source}\u0000${e.sourceId}`;
  const held = new Set(entries.filter((e) => !COPY_OF[e.source]).map((e) => key(e, e)));
  return entries.filter((e) => !COPY_OF[e.source] || !held.has(key(originalOf(e), e)));
}
