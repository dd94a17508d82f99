import { aramaicReadings } from "../hebrew/aramaic-readings";
import { lookupForms } from "../hebrew/segment-word";
import { plainHebrew } from "../hebrew/strip-niqqud";
import { verseWords } from "../hebrew/verse-words";

/**
 * Which words of a text the learner knows, and how much of a chapter that covers (issue 19).
 *
 * A word of a verse (a word as the reader splits it, `verseWords`) is known when the learner has
 * the status "known" for a word (of any collection they can see) whose Hebrew, made plain
 * (`plainHebrew`, the rule of the database's `*_plain` columns: no niqqud or cantillation, maqaf
 * a space, NFC), equals one of the word's forms:
 * - the verse word made plain (בְּרֵאשִׁית → בראשית), or
 * - a stem its proclitics may leave (ו ה ב כ ל מ ש, Aramaic ד, chained as Hebrew allows, and not
 *   ruled out by the word's pointing): the readings of `segment-word.ts`, the dictionary lookup's.
 *   So knowing שמים makes הַשָּׁמַיִם known; knowing ארץ makes וְהָאָרֶץ known.
 * - in the Talmud and the Mishnah (`formsRuleOf`: "rabbinic"), also a head-word form the Aramaic and
 *   rabbinic readings reach in at most two steps (`aramaicReadings`, cost ≤ 2) and of at least three
 *   letters, from a stem (the word without its proclitics) of at least three letters: knowing אמר
 *   makes דאמר and אומרים known; knowing רבן makes רבנן known; knowing מצוה makes מצותן known.
 *   Shorter forms and stems are left to the Hebrew rule (a two-letter guess such as קר, or בקר read
 *   as ב + קרא, would make too many words known).
 * A known word of several words ("את השמים") never matches one verse word.
 *
 * Coverage counts word tokens, not distinct words: a word that appears ten times counts ten times.
 */

/** Which forms a book's words may stand for: the Hebrew proclitics' stems, or also the Aramaic and rabbinic readings'. */
export type FormsRule = "hebrew" | "rabbinic";

/** The Talmud's and the Mishnah's words are read with the Aramaic and rabbinic rules; the Tanakh's with the Hebrew. */
export function formsRuleOf(category: string): FormsRule {
  return category === "Talmud" || category === "Mishnah" ? "rabbinic" : "hebrew";
}

/** The most steps an Aramaic reading may take to count as a form of the word (a proclitic chain and an ending, say). */
export const RABBINIC_MAX_COST = 2;
const RABBINIC_MIN_LETTERS = 3;

/** The plain forms under which a verse word may be known: the whole word first, then each stem (then each rabbinic reading). */
export function wordForms(word: string, rule: FormsRule = "hebrew"): string[] {
  const letters = plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, "").length;
  const rabbinic = rule === "rabbinic"
    ? aramaicReadings(word).filter((r) => r.cost > 0 && r.cost <= RABBINIC_MAX_COST && r.form.length >= RABBINIC_MIN_LETTERS
      && letters - r.prefixPlain.length >= RABBINIC_MIN_LETTERS).map((r) => r.form)
    : [];
  return [...new Set([plainHebrew(word), ...lookupForms(word), ...rabbinic])].filter((f) => f.length > 0);
}

/** Whether a verse word is known, given the plain forms of the learner's known words. */
export function isKnownWord(word: string, known: ReadonlySet<string>, rule: FormsRule = "hebrew"): boolean {
  return known.size > 0 && wordForms(word, rule).some((f) => known.has(f));
}

/** The word tokens of a chapter's verses (the Hebrew as stored), in order. */
export function chapterTokens(verses: readonly { hebrew: string }[]): string[] {
  return verses.flatMap((v) => verseWords(v.hebrew).flatMap((p) => (p.kind === "word" ? [p.text] : [])));
}

export interface TokenCount {
  /** `wordForms` of the token. */
  forms: string[];
  /** How many tokens of the chapter have exactly these forms. */
  count: number;
}

/**
 * A chapter's tokens grouped by their forms (the library's stored counts, one row each): known
 * tokens can then be counted without the text.
 */
export function chapterTokenCounts(verses: readonly { hebrew: string }[], rule: FormsRule = "hebrew"): TokenCount[] {
  const byKey = new Map<string, TokenCount>();
  for (const token of chapterTokens(verses)) {
    const forms = wordForms(token, rule);
    if (forms.length === 0) continue;
    const key = forms.join(" ");
    const row = byKey.get(key);
    if (row) row.count += 1;
    else byKey.set(key, { forms, count: 1 });
  }
  return [...byKey.values()];
}

export interface Coverage {
  knownTokens: number;
  totalTokens: number;
  /** Known tokens / all tokens as a whole percentage, rounded down (100 only when every token is known); null for no tokens. */
  percent: number | null;
}

export function coverageOf(knownTokens: number, totalTokens: number): Coverage {
  return { knownTokens, totalTokens, percent: totalTokens > 0 ? Math.floor((knownTokens * 100) / totalTokens) : null };
}

/** A chapter's coverage and the plain forms of its known words (those of `known` that occur in it). */
export function chapterCoverage(verses: readonly { hebrew: string }[], known: ReadonlySet<string>, rule: FormsRule = "hebrew"): Coverage & { knownForms: string[] } {
  let knownTokens = 0;
  let totalTokens = 0;
  const used = new Set<string>();
  for (const { forms, count } of chapterTokenCounts(verses, rule)) {
    totalTokens += count;
    const hits = forms.filter((f) => known.has(f));
    if (hits.length === 0) continue;
    knownTokens += count;
    for (const f of hits) used.add(f);
  }
  return { ...coverageOf(knownTokens, totalTokens), knownForms: [...used].sort() };
}

export interface ChapterTally {
  chapter: number;
  knownTokens: number;
  totalTokens: number;
}

/**
 * The chapter to read next: the one with the fewest unknown tokens among those not yet fully
 * known (ties: the earlier chapter); null when every chapter is known or there is none.
 */
export function suggestNextChapter(chapters: readonly ChapterTally[]): ChapterTally | null {
  let best: ChapterTally | null = null;
  for (const c of chapters) {
    const unknown = c.totalTokens - c.knownTokens;
    if (unknown <= 0) continue;
    const bestUnknown = best ? best.totalTokens - best.knownTokens : Infinity;
    if (unknown < bestUnknown || (unknown === bestUnknown && best && c.chapter < best.chapter)) best = c;
  }
  return best;
}
