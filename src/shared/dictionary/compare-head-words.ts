import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * How the resolution of Jastrow's references (choose-reference-target.ts, resolve-jastrow-references.ts)
 * compares head-words: their letters, their pointing as a reader reads it, with or without the dagesh,
 * a vowel reduced, and an entry's head-words split into its forms, each computed once per entry.
 */

export const POINTED = /[\u05B0-\u05BB\u05C7]/;
/** Jastrow's shorthand for a word already given ("אִיסְ'"): a form cut short, never a head-word to match. */
export const ABBREVIATED = /['\u05F3]/;
export const letters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");
/** A head-word's forms as the parser keeps them: "(אוֹב) אֵיב" → אוֹב, אֵיב. */
const formsOf = (head: string) => head.split(/[()=,;?]+/).map((p) => p.replace(/^\*+/, "").trim()).filter((p) => /[\u05D0-\u05EA]/.test(p));
/** Pointing compared as a reader does (no dagesh, meteg or cantillation; hataf = sheva; the holam of a vav = holam). */
export const pointingKey = (w: string) => w.normalize("NFC").replace(/[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C4\u05C5]/g, "")
  .replace(/[\u05B1\u05B2\u05B3]/g, "\u05B0").replace(/\u05BA/g, "\u05B9").replace(/[^\u05B0-\u05B9\u05BB\u05C1\u05C2\u05C7\u05D0-\u05EA]/g, "");

/** The pointing with the dagesh too (חַיְיתָא 'living creature' is not חַיְּיתָא 'bag'). */
export const dageshKey = (w: string) => w.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C4\u05C5]/g, "").replace(/\u05BA/g, "\u05B9")
  .replace(/[^\u05B0-\u05BC\u05C1\u05C2\u05C7\u05D0-\u05EA]/g, "");

/** An entry's head-words' forms (formsOf), their letters and, once asked for, their pointing keys. */
export interface HeadForms { forms: string[]; letters: string[]; keys: string[] | null }
const headFormsCache = new WeakMap<{ headWords: readonly string[] }, HeadForms>();
/**
 * HeadForms of an entry, computed once per entry object: a whole import's resolution asks for the
 * same candidates' forms for every reference that names their letters (the entries are not changed meanwhile).
 */
export function headForms(e: { headWords: readonly string[] }): HeadForms {
  let h = headFormsCache.get(e);
  if (!h) {
    const forms = e.headWords.flatMap(formsOf);
    h = { forms, letters: forms.map(letters), keys: null };
    headFormsCache.set(e, h);
  }
  return h;
}
export const pointingKeys = (h: HeadForms): string[] => (h.keys ??= h.forms.map(pointingKey));

/** A word's letters, each with its vowel (the first vowel point after it, as pointingKey keeps it; "" where none). */
function letterVowels(w: string): { letter: string; vowel: string }[] {
  const out: { letter: string; vowel: string }[] = [];
  for (const ch of pointingKey(w)) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, vowel: "" });
    else if (out.length > 0 && !out[out.length - 1]!.vowel && /[\u05B0-\u05BB\u05C7]/.test(ch)) out[out.length - 1]!.vowel = ch;
  }
  return out;
}

const FULL_A_E = new Set(["\u05B5", "\u05B6", "\u05B7", "\u05B8"]);
/**
 * Whether two pointings of the same letters differ only where one has a full a or e vowel and the
 * other a sheva (or hataf): the same word, its vowel reduced (פָּנִים, פְּנֵי), or typed so (פְּנִים).
 */
export function reducedAlike(a: string, b: string): boolean {
  const x = letterVowels(a);
  const y = letterVowels(b);
  if (x.length !== y.length || x.some((c, i) => c.letter !== y[i]!.letter)) return false;
  let differs = false;
  for (let i = 0; i < x.length; i++) {
    const [p, q] = [x[i]!.vowel, y[i]!.vowel];
    if (p === q) continue;
    if (!((p === "\u05B0" && FULL_A_E.has(q)) || (q === "\u05B0" && FULL_A_E.has(p)))) return false;
    differs = true;
  }
  return differs;
}

/**
 * How a head-word begins as a word cut short (Jastrow's abbreviation, "נְבֵל'" without its mark) is
 * pointed: 2 pointed as it is; 1 pointed, its vowels not against it where both have one (a point the
 * data left out: אִיסטֵיב begins as אִיסְ'); 0 not its letters, unpointed, or a vowel otherwise (נֵבֶל, נִבְלָא do not begin as נְבֵל').
 */
export function beginsPointedAs(word: string, start: string): 0 | 1 | 2 {
  if (pointingKey(word).startsWith(pointingKey(start))) return 2;
  const w = letterVowels(word);
  const s = letterVowels(start);
  if (!POINTED.test(word) || w.length < s.length) return 0;
  return s.every((c, i) => c.letter === w[i]!.letter && (!c.vowel || !w[i]!.vowel || c.vowel === w[i]!.vowel)) ? 1 : 0;
}
