import { prefixStems } from "../hebrew/split-prefixes";
import { hasHebrew, toPlain } from "../hebrew/strip-niqqud";
import { medialLetter } from "../hebrew/final-letters";
import { foldTransliteration } from "./fold-transliteration";

/** The dictionary's constants. */
export const DICTIONARY = {
  pageSize: 50,
  searchFetchLimit: 500,
  searchShowLimit: 50,
  /** The Aramaic view without a letter shows every Aramaic entry on one page, up to this guard. */
  aramaicOnePageLimit: 10_000,
  estimatedTotals: { hebrew: 8000, aramaic: 2000 },
  pollMs: 2000,
  pollStopMs: 30 * 60_000,
  staleAfterMs: 10 * 60_000,
} as const;

/** The 22 base letters of the Hebrew letter filter (final forms count as their letter). */
export const HEBREW_LETTERS = ["א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט", "י", "כ", "ל", "מ", "נ", "ס", "ע", "פ", "צ", "ק", "ר", "ש", "ת"] as const;
export const LATIN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** The letter a Hebrew word files under: its first letter once niqqud is stripped (finals folded). */
export function firstHebrewLetter(word: string): string | null {
  const m = /[\u05D0-\u05EA]/.exec(toPlain(word));
  return m ? medialLetter(m[0]) : null;
}

/**
 * How a dictionary search reads its input: blank does nothing; input with Hebrew
 * letters matches the niqqud-stripped word or the transliteration; anything else matches the
 * transliteration (both folded: accents and alef/ayin marks ignored), the part of speech or any definition, case-insensitive.
 */
export type DictionaryQuery =
  | { kind: "none" }
  /** `stems`: the word without its proclitics ("בראשית" → "ראשית"), found as whole headwords too. */
  | { kind: "hebrew"; plain: string; raw: string; stems: string[] }
  /** `text`: the input lower-cased (definitions, part of speech); `folded`: as transliterations are compared (fold-transliteration). */
  | { kind: "latin"; text: string; folded: string };

export function readDictionaryQuery(input: string): DictionaryQuery {
  const raw = input.trim();
  if (raw === "") return { kind: "none" };
  if (hasHebrew(raw)) return { kind: "hebrew", plain: toPlain(raw), raw: raw.toLowerCase(), stems: prefixStems(raw) };
  return { kind: "latin", text: raw.toLowerCase().replace(/\s+/g, " "), folded: foldTransliteration(raw) };
}

/** Exact matches first, then prefix matches, then the rest. */
export function matchRank(candidate: string, term: string): 0 | 1 | 2 {
  const c = candidate.toLowerCase();
  if (c === term) return 0;
  if (c.startsWith(term)) return 1;
  return 2;
}
