import { aramaicReadings } from "../hebrew/aramaic-readings";
import { lookupForms } from "../hebrew/segment-word";
import { plainHebrew } from "../hebrew/strip-niqqud";
import { verseWords } from "../hebrew/verse-words";

/**
 * Which words of a text the learner knows, and how much of a chapter that covers.
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
 * In a book with morphology (OpenScriptures' lemmas), a word with a lemma (its Strong's
 * number with the BDB homonym its lemma names, "H559", "H2416e": shared/dictionary/lexical-links#lemmaKey)
 * is known when, and only when, its lemma is known: the lemma of a word the learner
 * has status known for (words.lemma, or the Strong's entries whose plain head-word is the word's:
 * src/server/db/known-lemmas.ts). Knowing אָמַר makes וַיֹּאמֶר, אָמְרוּ and לֵאמֹר known; knowing the form
 * וַיֹּאמֶר alone does not make a word of another lemma known, nor knowing חַיָּה 'living thing' (2416 c)
 * the homonym חַיִּים 'life' (2416 e). A word without a lemma (no morphology,
 * or none given) follows the forms above.
 *
 * Coverage counts word tokens, not distinct words: a word that appears ten times counts ten times.
 */

/** Which forms a book's words may stand for: the Hebrew proclitics' stems, or also the Aramaic and rabbinic readings'. */
export type FormsRule = "hebrew" | "rabbinic";

/** The Talmud's, the Mishnah's and the Targum's words are read with the Aramaic and rabbinic rules; the Tanakh's with the Hebrew. */
export function formsRuleOf(category: string): FormsRule {
  return category === "Talmud" || category === "Mishnah" || category === "Targum" ? "rabbinic" : "hebrew";
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

/** What the learner knows: the plain forms of their known words, and their known lemmas. */
export interface KnownWords {
  forms: ReadonlySet<string>;
  lemmas: ReadonlySet<string>;
}

/** The rule, once: a word with a lemma is known iff its lemma is; one without follows its forms. */
export function isKnownToken(word: string, lemma: string | null | undefined, known: KnownWords, rule: FormsRule = "hebrew"): boolean {
  return lemma ? known.lemmas.has(lemma) : isKnownWord(word, known.forms, rule);
}

/**
 * A verse as coverage reads it: its Hebrew and, in a book with morphology, the lemma of each word
 * by its 1-based position as the reader splits the verse (`lemmas[position - 1]`; null or missing: none).
 */
export interface CoverageVerse {
  hebrew: string;
  lemmas?: readonly (string | null)[];
}

export interface ChapterToken {
  word: string;
  lemma: string | null;
}

/** The word tokens of a chapter's verses (the Hebrew as stored), in order, each with its lemma. */
export function chapterLemmaTokens(verses: readonly CoverageVerse[]): ChapterToken[] {
  return verses.flatMap((v) => verseWords(v.hebrew).flatMap((p) => (p.kind === "word" ? [{ word: p.text, lemma: v.lemmas?.[p.position - 1] ?? null }] : [])));
}

/** The word tokens of a chapter's verses (the Hebrew as stored), in order. */
export function chapterTokens(verses: readonly { hebrew: string }[]): string[] {
  return chapterLemmaTokens(verses).map((t) => t.word);
}

export interface TokenCount {
  /** `wordForms` of the token. */
  forms: string[];
  /** Its lemma, where the book's morphology gives one. */
  lemma: string | null;
  /** How many tokens of the chapter have exactly these forms and lemma. */
  count: number;
}

/**
 * A chapter's tokens grouped by their forms and lemma (the library's stored counts, one row each):
 * known tokens can then be counted without the text. `formsCache`: each word's `wordForms` under
 * this rule, kept between calls (a book's chapters repeat their words: in Genesis, 20,614 tokens
 * are 10,702 words as written; without the cache the forms took half of the counting's time).
 */
export function chapterTokenCounts(verses: readonly CoverageVerse[], rule: FormsRule = "hebrew", formsCache = new Map<string, string[]>()): TokenCount[] {
  const byKey = new Map<string, TokenCount>();
  for (const { word, lemma } of chapterLemmaTokens(verses)) {
    let forms = formsCache.get(word);
    if (!forms) formsCache.set(word, (forms = wordForms(word, rule)));
    if (forms.length === 0) continue;
    const key = `${lemma ?? ""}|${forms.join(" ")}`;
    const row = byKey.get(key);
    if (row) row.count += 1;
    else byKey.set(key, { forms: [...forms], lemma, count: 1 });
  }
  return [...byKey.values()];
}

/** Whether a stored row's tokens are known (the rule of `isKnownToken` on its forms and lemma). */
export function isKnownCount(row: Pick<TokenCount, "forms" | "lemma">, known: KnownWords): boolean {
  return row.lemma ? known.lemmas.has(row.lemma) : row.forms.some((f) => known.forms.has(f));
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

/** A chapter's coverage, with the plain forms and the lemmas of `known` that make its known words known. */
export function chapterCoverage(verses: readonly CoverageVerse[], known: KnownWords, rule: FormsRule = "hebrew"): Coverage & { knownForms: string[]; knownLemmas: string[] } {
  let knownTokens = 0;
  let totalTokens = 0;
  const forms = new Set<string>();
  const lemmas = new Set<string>();
  for (const row of chapterTokenCounts(verses, rule)) {
    totalTokens += row.count;
    if (!isKnownCount(row, known)) continue;
    knownTokens += row.count;
    if (row.lemma) lemmas.add(row.lemma);
    else for (const f of row.forms) if (known.forms.has(f)) forms.add(f);
  }
  return { ...coverageOf(knownTokens, totalTokens), knownForms: [...forms].sort(), knownLemmas: [...lemmas].sort() };
}

/**
 * The chapter to read next: where the learner stopped (their reading progress), else where the book
 * starts; null for a book without chapters. Never a chapter picked for being short: a beginner is
 * not sent to the middle of the book.
 */
export function suggestNextChapter(book: { firstChapter: number | null; lastChapter: number | null }): number | null {
  return book.lastChapter ?? book.firstChapter;
}
