import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import { toGameWords as pick, type GameWord } from "@/shared/study/games/game-word";

/**
 * The words a game can use in `language`: a missing translation is replaced by the English gloss
 * (marked, shown with an 'EN' badge); words without English either are left out and counted.
 */
export function toGameWords(words: readonly StudyWord[], language: Language): { words: GameWord[]; leftOut: number } {
  return pick(words, language);
}
