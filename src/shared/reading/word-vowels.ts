import type { VowelMode } from "../settings/settings-constants";
import { stripNiqqud } from "../hebrew/strip-niqqud";

/** What decides whether a word of the reader keeps its points. */
export interface VowelRule {
  /** 'Vowels on the words I know' (the reader's view). */
  mode: VowelMode;
  /** With 'fade': the stability (days) above which a lemma's forms lose their points. */
  fadeDays: number;
  /** The learner's best card stability (days) by lemma in this chapter (ChapterText.lemmaStability). */
  stability: Readonly<Record<string, number>>;
}

/**
 * Whether a word shows without niqqud and cantillation: with 'always' never; with 'never' every
 * word the learner knows (the underlined ones); with 'fade' a word whose lemma they know well, its
 * best review card's stability above `fadeDays` (a word without a lemma keeps its points).
 */
export function dropsVowels(rule: VowelRule, lemma: string | null | undefined, isKnown: boolean): boolean {
  if (rule.mode === "always") return false;
  if (rule.mode === "never") return isKnown;
  if (!lemma) return false;
  const days = rule.stability[lemma];
  return days !== undefined && days > rule.fadeDays;
}

/** A word of a verse (verseWords' word piece: no maqaf inside) as it shows without its points. */
export const unpointedWord = (word: string): string => stripNiqqud(word);
