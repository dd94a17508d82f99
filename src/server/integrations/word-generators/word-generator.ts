import type { GeneratedWord } from "../../../shared/api/generation";

/** The collection (and its kind) that words are generated for. */
export interface TargetCollection { id: string; name: string; domain: string; subcategory: string | null }

export interface WordGenerationRequest {
  collection: TargetCollection;
  /** A chapter ("1"), a Talmud page ("2a"), a tractate (mishna) or null for the whole collection. */
  section: string | null;
  count: number;
  /** The collection's words, niqqud stripped: flagged as duplicates, never suggested again. */
  existing: Set<string>;
  /** The lemma keys of the collection's words (words.lemma: Strong's number and homonym letter): a word of the same lemma is a duplicate. */
  existingLemmas?: Set<string>;
  /** The collection's words that have no lemma, niqqud stripped (a lemma's head-word is compared with these only). */
  existingForms?: Set<string>;
}

/** A generated word; the offline generator's words counted by lemma also carry it and the verse it is first met in. */
export type GeneratorWord = GeneratedWord & { lemma?: string | null; contextRef?: string | null; contextText?: string | null };

/**
 * Makes the words of a generation request (a `generate-words` job). Two implementations: the
 * OpenAI-compatible language model (`llm-word-generator.ts`, when LLM_BASE_URL is set) and the
 * offline generator over the imported books and lexicons (`offline-word-generator.ts`).
 * Duplicates of the collection's words come back flagged, not dropped.
 */
export interface WordGenerator {
  readonly name: "llm" | "offline";
  generate(request: WordGenerationRequest, options: { signal: AbortSignal; onProgress?: (words: number) => void }): Promise<GeneratorWord[]>;
}
