import type { WordFilter, WordStatus } from "../domain";

/** The parts of a word the filters read (StudyWord from src/shared/api/collections.ts fits). */
export interface FilterableWord {
  section: string | null;
  subcategory: string | null;
  progress: { status: WordStatus } | null;
}

export interface WordFilterOptions {
  /** All / Known / Learning / Unknown (see matchesStatusFilter). */
  filter: WordFilter;
  /** A section value, or null/undefined/"" for all sections. */
  section?: string | null;
  /** A tractate (the word's subcategory, mishna), or null/undefined/"" for all tractates. */
  subcategory?: string | null;
}

/** Known = status known; Learning = status learning; Unknown = status unknown OR no record. */
export function matchesStatusFilter(word: Pick<FilterableWord, "progress">, filter: WordFilter): boolean {
  const status = word.progress?.status ?? null;
  switch (filter) {
    case "all": return true;
    case "known": return status === "known";
    case "learning": return status === "learning";
    case "unknown": return status === "unknown" || status === null;
  }
}

export function filterWords<T extends FilterableWord>(words: readonly T[], options: WordFilterOptions): T[] {
  const section = options.section || null;
  const subcategory = options.subcategory || null;
  return words.filter((w) =>
    matchesStatusFilter(w, options.filter)
    && (section === null || w.section === section)
    && (subcategory === null || w.subcategory === subcategory));
}
