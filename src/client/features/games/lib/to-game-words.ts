import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import type { GameWord } from "@/shared/study/games/game-word";
import { translationFor } from "@/shared/study/translation-for";

/** Games use the chosen language only: a missing translation is empty text (spec 000 §5). */
export function toGameWords(words: readonly StudyWord[], language: Language): GameWord[] {
  return words.map((w) => ({ id: w.id, hebrew: w.hebrew, translation: translationFor(w, language), translit: w.translit }));
}
