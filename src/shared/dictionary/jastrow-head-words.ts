import { plainHebrew } from "../hebrew/strip-niqqud";
import { medialLetter, medialLetters } from "../hebrew/final-letters";

/**
 * Jastrow's head-words as the Sefaria XML gives them hold a few misreadings of the printed page,
 * found by two rules and corrected at import (jastrowRow; `tests/fixtures/jastrow-form-corrections.tsv`
 * lists every head-word corrected in the real files, after the dropped forms):
 * - a final letter (ך ם ן ף ץ) inside a word, which Hebrew never writes, is the letter's
 *   ordinary form (וַארְךּוּנְיָא → וַארְכּוּנְיָא);
 * - a pointed head-word ending in ך whose entry's own quotations never spell it with כ and do spell
 *   it with ד in that place is a ד read as ך (the two differ in print by the length of a stroke):
 *   עָמַך II 'to stand', quoted as עוֹמְדִין, לַעֲמוֹד, עָמַדְתִּי, is עָמַד (a reader tapping עמד
 *   did not find 'to stand'). A cross-reference's entry has no quotations of its own and is left as printed.
 */
const POINTS = "\\u0591-\\u05BD\\u05BF\\u05C1\\u05C2\\u05C4\\u05C5\\u05C7";
/** A final letter followed, within the word (points between), by another letter. */
const FINAL_INSIDE = new RegExp(`[ךםןףץ](?=[${POINTS}]*[\\u05D0-\\u05EA])`, "g");
/** A word ending in ך (with its points), a letter before it. */
const FINAL_KAF = new RegExp(`(?<=[\\u05D0-\\u05EA][${POINTS}]*)ך(?=[${POINTS}]*(?![${POINTS}\\u05D0-\\u05EA]))`, "g");
/** The letters and points that end a text (the word before a place). */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const WORD_END = new RegExp(`[\\u05D0-\\u05EA${POINTS}]*$`);
const POINTED = /[\u05B0-\u05BC\u05C1\u05C2\u05C7]/;
const letters = (s: string) => medialLetters(plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, ""));
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const NOT_WORD = new RegExp(`[^\\u05D0-\\u05EA${POINTS}]+`);
/** The words of a text, as plain letters with medial forms. */
const wordsOf = (texts: readonly string[]) => texts.flatMap((t) => t.split(NOT_WORD)).map(letters).filter(Boolean);

/** One head-word with its final letters inside a word made ordinary. */
export const medialInside = (head: string): string => head.replace(FINAL_INSIDE, medialLetter);

/**
 * A head-word's word ending in ך read as ד: pointed, and `quotations` (the entry's notes) hold its
 * letters with ד in that place and never with כ.
 */
export function dalethForFinalKaf(head: string, quotations: readonly string[]): string {
  if (!POINTED.test(head) || quotations.length === 0) return head;
  // The quotations' words only for a head-word with a final kaf to judge (most have none).
  let words: string[] | null = null;
  return head.replace(FINAL_KAF, (kaf, at: number) => {
    words ??= wordsOf(quotations);
    const word = WORD_END.exec(head.slice(0, at))![0];
    const stem = letters(word);
    if (stem.length === 0 || words.some((w) => w.includes(`${stem}כ`))) return kaf;
    return words.some((w) => w.includes(`${stem}ד`)) ? "ד" : kaf;
  });
}

/**
 * An entry's head-words corrected by both rules, and the pairs changed ([printed, corrected]).
 * `quotations`: the entry's notes (none for a cross-reference).
 */
export function correctJastrowHeadWords(heads: readonly string[], quotations: readonly string[]): { headWords: string[]; corrected: [string, string][] } {
  const corrected: [string, string][] = [];
  const headWords = heads.map((h) => {
    const c = dalethForFinalKaf(medialInside(h), quotations).normalize("NFC");
    if (c !== h) corrected.push([h, c]);
    return c;
  });
  return { headWords, corrected };
}
