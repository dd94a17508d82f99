import type { Verse } from "@/shared/api/books";
import type { Language } from "@/shared/domain";

/** The verse's translation in `language`, or the English one (marked) when that one is empty. */
export function verseTranslation(verse: Verse, language: Language): { text: string | null; fallback: boolean } {
  const own = verse[language];
  if (own) return { text: own, fallback: false };
  return { text: verse.english, fallback: language !== "english" && verse.english !== null };
}
