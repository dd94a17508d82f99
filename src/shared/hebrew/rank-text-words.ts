import { toPlain } from "./strip-niqqud";

/**
 * The words of a Hebrew text as a learner meets them: niqqud kept as written, cantillation,
 * meteg and punctuation removed (sof pasuq, paseq, geresh, brackets, Sefaria's {פ}/{ס} markers),
 * maqaf read as a space. Used by the word generator and the vocabulary import from a text.
 */
const CANTILLATION_AND_MARKS = /[\u0591-\u05AF\u05BD\u05C4\u05C5]/g;
/** Sefaria's open/closed section markers and other bracketed single letters: {פ}, {ס}, (ס). */
const SECTION_MARKERS = /[{([]\s*[\u05E4\u05E1]\s*[})\]]/g;
/** A word: Hebrew letters with their points (U+05B0–U+05BC, rafe, shin/sin dots, qamats qatan). */
// eslint-disable-next-line no-misleading-character-class -- the points are meant to be matched one by one, after their letter.
const WORD = /[\u05D0-\u05EA\u05B0-\u05BC\u05BF\u05C1\u05C2\u05C7]+/g;
const LETTERS = /[\u05D0-\u05EA]/g;

export function textWords(text: string): string[] {
  const clean = text.normalize("NFC").replace(/\u05BE/g, " ").replace(SECTION_MARKERS, " ").replace(CANTILLATION_AND_MARKS, "");
  const words: string[] = [];
  for (const match of clean.matchAll(WORD)) {
    const word = match[0].replace(/^[\u05B0-\u05BC\u05BF\u05C1\u05C2\u05C7]+/, "");
    // One letter alone is an abbreviation or a marker (ה׳ for the Name, פ for a section), not a word.
    if ((word.match(LETTERS)?.length ?? 0) >= 2) words.push(word);
  }
  return words;
}

export interface RankedWord {
  /** The form most often written in the text (niqqud kept); the first met on a tie. */
  hebrew: string;
  /** niqqud-stripped form: what duplicates are compared by. */
  plain: string;
  count: number;
  /** The section (chapter, page) where the word first appears. */
  section: string | null;
  /** 1 = the most frequent word of the text. */
  rank: number;
}

/**
 * The words of the passages ranked by how often they occur (the same word without niqqud counts
 * as one), the first met first on a tie.
 */
export function rankTextWords(passages: Iterable<{ text: string; section: string | null }>): RankedWord[] {
  const byPlain = new Map<string, { forms: Map<string, number>; count: number; first: number; section: string | null }>();
  let position = 0;
  for (const { text, section } of passages) {
    for (const word of textWords(text)) {
      const plain = toPlain(word);
      let entry = byPlain.get(plain);
      if (!entry) byPlain.set(plain, (entry = { forms: new Map(), count: 0, first: position, section }));
      entry.count++;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
      position++;
    }
  }
  const ranked = [...byPlain.entries()].map(([plain, e]) => {
    let hebrew = "";
    let best = 0;
    for (const [form, n] of e.forms) if (n > best) [hebrew, best] = [form, n]; // Map keeps first-met order: ties go to the first
    return { hebrew, plain, count: e.count, section: e.section, first: e.first };
  });
  ranked.sort((a, b) => b.count - a.count || a.first - b.first);
  return ranked.map(({ first: _first, ...w }, i) => ({ ...w, rank: i + 1 }));
}
