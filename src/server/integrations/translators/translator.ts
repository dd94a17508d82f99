/** The four languages words are translated into (the words table's columns). */
export const TARGET_LANGUAGES = ["es", "pt", "fr", "it"] as const;
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];

/** English → another language, many texts at once; null where there is no translation (never a guess). */
export interface Translator {
  readonly name: string;
  translate(texts: string[], target: TargetLanguage, signal?: AbortSignal): Promise<(string | null)[]>;
}
