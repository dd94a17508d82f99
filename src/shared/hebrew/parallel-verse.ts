/**
 * The Targum's "translation": Onkelos translates the Hebrew Torah word for word, so the English
 * glosses of the lemmas of the Hebrew verse of the same book, chapter and verse say what its words
 * mean (Onkelos' בְּרָא in Genesis 1:1 stands for the Hebrew בָּרָא 'create', not for בְּרָא 'son').
 * Pure: the lookup gives the parallel verse's lemmas with their glosses and the Targum verse's text;
 * these rules weigh their words as the English beside a Talmud segment is weighed
 * (shared/hebrew/translation-overlap), for the same ranking (rank-readings#RankedEntry.overlap).
 */
import type { DictionarySource } from "../api/dictionary";
import { OVERLAP_STEP } from "./rank-readings";
import { glossWords } from "./translation-overlap";
import { verseWords } from "./verse-words";

/**
 * One lemma of the parallel Hebrew verse: its word's position (1-based, as the reader counts) and its
 * glosses: BDB's first definitions (`b`, through Strong's link) and Strong's meaning (`s`).
 */
export interface ParallelLemma { p: number; b: readonly string[]; s: string | null }
/** The parallel verse as the lookup reads it: the Targum verse's own text (`t`) and the Hebrew verse's lemmas (`l`). */
export interface ParallelVerse { t: string; l: readonly ParallelLemma[] }

/** How many gloss words of each lemma are read: the first say what the word is, later ones its uses. */
export const PARALLEL_GLOSS_WORDS = 6;
/** Hebrew words this far (positions) from where the Targum's word is expected weigh fully: a translation adds and drops a few words. */
const NEAR = 2;
/** Beyond NEAR, a lemma's weight falls by this much per position, down to FAR_WEIGHT. */
const FALL = 0.25;
/** What a lemma far from the word still weighs: a verse's words are reordered at times. */
const FAR_WEIGHT = 0.25;

/**
 * Where the Targum's word at `position` of a verse of `targumWords` words is expected in a Hebrew
 * verse of `hebrewWords` words: the same share of the way through (the translation follows the
 * Hebrew word by word, adding the object marker יָת and the like).
 */
export function expectedPosition(position: number, targumWords: number, hebrewWords: number): number {
  if (targumWords <= 1 || hebrewWords <= 1) return 1;
  return 1 + ((position - 1) * (hebrewWords - 1)) / (targumWords - 1);
}

/** How much a lemma at `p` weighs for a word expected at `expected`: 1 near, less further, never below FAR_WEIGHT. */
export function nearness(p: number, expected: number): number {
  const d = Math.abs(p - expected);
  return d <= NEAR ? 1 : Math.max(FAR_WEIGHT, 1 - FALL * (d - NEAR));
}

/** Strong's words about his gloss, not the gloss ("properly, set upright; hence … just"): dropped. */
const STRONGS_ASIDES = /\b(?:properly|literally|figuratively|specifically|especially|usually|generally|hence|by implication|by extension|causatively|intensively|perhaps|apparently|probably)\b/gi;

/**
 * A lemma's glosses, each lexicon's apart (each lexicon's first words weigh most): BDB's definitions
 * (Strong's link may name another homograph of the letters: בָּרָא 'create' linked to בָּרָא 'be fat'),
 * and Strong's meaning without its asides ("(absolutely) to create; (qualified) to cut down", "properly", "hence").
 */
function lemmaGlosses(lemma: ParallelLemma): (readonly string[])[] {
  const strongs = lemma.s?.replace(/\([^)]*\)/g, " ").replace(STRONGS_ASIDES, " ").trim();
  return [lemma.b, strongs ? [strongs] : []];
}

/**
 * The weighted content words of the parallel verse's glosses for the Targum's word at `position`
 * (1-based, as the reader counts): each lemma's first gloss words, the first weighing 1 and later
 * ones less (glossWords' weights), times the lemma's nearness to where the word is expected; a word
 * that several lemmas share its highest weight. Null without lemmas (no Hebrew book imported, a
 * verse without lemmas): nothing changes.
 */
export function parallelTranslation(verse: ParallelVerse | null | undefined, position: number | null): Map<string, number> | null {
  if (!verse || verse.l.length === 0) return null;
  const targumWords = verseWords(verse.t).filter((p) => p.kind === "word").length;
  const hebrewWords = Math.max(...verse.l.map((l) => l.p));
  const expected = position === null ? null : expectedPosition(position, targumWords, hebrewWords);
  const out = new Map<string, number>();
  for (const lemma of verse.l) {
    const near = expected === null ? 1 : nearness(lemma.p, expected);
    for (const glosses of lemmaGlosses(lemma)) {
      for (const { stem, weight } of glossWords(glosses).slice(0, PARALLEL_GLOSS_WORDS)) out.set(stem, Math.max(out.get(stem) ?? 0, weight * near));
    }
  }
  return out.size > 0 ? out : null;
}

/**
 * Whether an entry's glosses are weighed against the parallel verse: not a biblical lexicon's Hebrew
 * entry, which is the Hebrew verse's own word (or its cognate), not the Targum's (Strong's הָיָה
 * would match itself); Jastrow's entries, Hebrew or Aramaic, and the biblical-Aramaic entries are.
 */
export const weighedAgainstParallel = (e: { source: DictionarySource; language: string }): boolean =>
  !((e.source === "bdb" || e.source === "strongs") && e.language === "hebrew");

/** An overlap with the parallel verse at least this large (a near lemma's first gloss word is an entry's first, or several words agree) decides before the pointing. */
export const DECISIVE_OVERLAP = 0.75;

/**
 * How strongly the parallel verse speaks for an entry (0: not decisively), in OVERLAP_STEP steps:
 * a Targum's word pointed as another homograph is (וַהֲוָה as הֲוָהּ 'ah!') is the word the Hebrew verse
 * has where its glosses agree that much (הוי 'to be' for וַיְהִי).
 */
export const decisiveStep = (overlap: number): number => (overlap >= DECISIVE_OVERLAP ? Math.floor(overlap / OVERLAP_STEP) : 0);

/**
 * Whether the parallel verse may decide for an entry before the pointing: an entry of the Targum's
 * own lexicons (Jastrow's, the Sefaria Aramaic lexicon's), never a biblical one (BDB's biblical-Aramaic
 * קְרָא 'call' does not pass Jastrow's קְרֵי 'to call', which the ordering puts first).
 */
export const decidesForEntry = (e: { source: DictionarySource }): boolean => e.source === "jastrow" || e.source === "sefaria-aramaic";

/** The lookup's `parallel` column (JSON, or null) as a verse; null when absent or unreadable. */
export function parseParallel(json: string | null | undefined): ParallelVerse | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as Partial<ParallelVerse> | null;
    if (!v || typeof v.t !== "string" || !Array.isArray(v.l)) return null;
    return {
      t: v.t,
      l: v.l.filter((x): x is ParallelLemma => !!x && typeof x.p === "number")
        .map((x) => ({ p: x.p, b: Array.isArray(x.b) ? x.b.filter((d) => typeof d === "string") : [], s: typeof x.s === "string" ? x.s : null })),
    };
  } catch {
    return null;
  }
}
