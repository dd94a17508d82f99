import { segmentCandidates } from "./segment-word";

/**
 * What the pointing of a word's first letters says of its proclitics, as a reader of pointed
 * Mishnaic Hebrew sees it at a glance. Pure.
 *
 * Some pointings are a proclitic and nothing else: a ו with sheva or shuruk opening a word (וְ, וּ), the
 * relative שֶׁ with the next letter doubled (שֶׁבָּאוּ, שֶׁכֵּן, שֶׁמֵּתוֹ) or before a guttural (שֶׁאֵין), the preposition מִ with the next letter
 * doubled (מִכָּאן, מִקְּרִיאַת: the נ of מִן assimilated) or מֵ before a guttural (מֵחָכְמָתוֹ), the article הַ with the next letter doubled
 * (הַשָּׁחַר). A reading that keeps such a letter as the word's own (שְׁבָא 'to capture' for שֶׁבָּאוּ, מָכָא
 * 'crushed' for מִכָּאן) goes against the pointing. And a letter whose pointing rules a proclitic out
 * (the ה of וְהִטֵּתִי, a hif'il's hiriq, not the article's patach) is not one: a reading that takes it off
 * goes against the pointing too. Unpointed text says nothing either way.
 */

const SHEVA = "\u05B0";
const HIRIQ = "\u05B4";
const SEGOL = "\u05B6";
const PATAH = "\u05B7";
const TSERE = "\u05B5";
/** The vowel of a hollow root's hif'il participle after its מֵ (מֵעִיד, מֵאִיר), or none: the מ may be the verb's own. */
const NOT_AFTER_MIN = /^\u05B4?$/;
const DAGESH = "\u05BC";
const VOWEL = /[\u05B0-\u05BB\u05C7]/;
/** Shin and sin dots, meteg, rafe and cantillation: passed over when the letters' points are read. */
const NOT_POINTS = /[\u0591-\u05AF\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g;

interface Letter { letter: string; vowel: string; dagesh: boolean }
function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word.normalize("NFC").replace(NOT_POINTS, "")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, vowel: "", dagesh: false });
    else if (out.length > 0) {
      const l = out[out.length - 1]!;
      if (ch === DAGESH) l.dagesh = true;
      else if (VOWEL.test(ch) && !l.vowel) l.vowel = ch;
    }
  }
  return out;
}

/**
 * Whether `p` (followed by `next`) is pointed as nothing but a proclitic: the ו of וְ / וּ, the שֶׁ, מִ
 * and הַ that double the next letter. (Not a מִ before a sheva, מִשְׁנָה; not a שַׁ with a doubled letter,
 * שַׁבָּת; not the prepositions' בְּ כְּ לְ, which open many words: כְּבוֹד, לְבוּשׁ.)
 */
function onlyProclitic(p: Letter, next: Letter, first: boolean): boolean {
  switch (p.letter) {
    case "ו":
      return first && (p.vowel === SHEVA || (p.dagesh && !p.vowel));
    case "ש":
      // Before a guttural, which takes no doubling: שֶׁאֵין, שֶׁהַ־, שֶׁעָבַר (not ר: שֶׁרֶץ).
      return p.vowel === SEGOL && (next.dagesh || "אהחע".includes(next.letter));
    case "מ":
      // Before a guttural, which takes no doubling, its hiriq lengthened to tsere (מֵחָכְמָתוֹ, מֵעֲשׂוֹת, מֵהָעוֹלָם); not a hif'il's
      // participle of a hollow root, whose first radical takes hiriq (מֵעִיד, מֵאִיר, מֵבִיא).
      return (p.vowel === HIRIQ && next.dagesh) || (p.vowel === TSERE && "אהחער".includes(next.letter) && !NOT_AFTER_MIN.test(next.vowel));
    case "ה":
      return p.vowel === PATAH && next.dagesh;
    default:
      return false;
  }
}

/** What may come before each sure proclitic in a chain ("" = only first): וְשֶׁ, שֶׁהַ, מֵהַ, וּמִ… */
const MAY_FOLLOW: Record<string, string> = { "ו": "", "ש": "ומכ", "מ": "וש", "ה": "ושמ" };

/** The כְּ of כְּשֶׁ 'when' (כְּשֶׁעָלוּ, וּכְשֶׁהוּא): a proclitic where the שֶׁ after it is one (not כְּשֵׁרָה, כְּשָׁלוֹם). */
const beforeSureShe = (ls: readonly Letter[], n: number) =>
  ls[n]!.letter === "כ" && ls[n]!.vowel === SHEVA && (n === 0 || ls[n - 1]!.letter === "ו") && n + 3 < ls.length
  && ls[n + 1]!.letter === "ש" && onlyProclitic(ls[n + 1]!, ls[n + 2]!, false);

/**
 * How many of the word's first letters its pointing marks as proclitics and nothing else (0 for
 * unpointed text): וְשֶׁבָּאוּ 2, הַשָּׁחַר 1, כְּשֶׁעָלוּ 2, מִשְׁנָה 0.
 */
export function sureProclitics(word: string): number {
  const ls = letters(word);
  let n = 0;
  while (n + 2 < ls.length) {
    const p = ls[n]!;
    if (beforeSureShe(ls, n)) {
      n++;
      continue;
    }
    const allowed = MAY_FOLLOW[p.letter];
    if (allowed === undefined || (n > 0 && !allowed.includes(ls[n - 1]!.letter))) break;
    if (!onlyProclitic(p, ls[n + 1]!, n === 0)) break;
    n++;
  }
  return n;
}

/** How dear a reading is that goes against the pointing of the word's proclitics. */
export const AGAINST_POINTING = 1;

/**
 * The pointing's verdict on a reading that takes `prefixPlain` off `word` as its proclitics: 0 where
 * it agrees or says nothing, or where the reading is of the whole word and a lexicon heads it pointed
 * so (`headedWhole`); `AGAINST_POINTING` where the reading keeps a letter pointed as a proclitic
 * only (שְׁבָא for שֶׁבָּאוּ), or takes off a letter whose points rule a proclitic out (ה of וְהִטֵּתִי).
 * Returns a function of the prefix: the word's pointing is read once.
 */
export function procliticPointing(word: string): (prefixPlain: string, headedWhole?: boolean) => number {
  const sure = sureProclitics(word);
  const pointed = VOWEL.test(word);
  // The proclitic chains the pointing allows (segment-word's cues), by their letters.
  const allowed = pointed ? new Set(segmentCandidates(word).map((s) => s.prefixPlain)) : null;
  return (prefixPlain, headedWhole = false) => {
    // A lexicon that heads the whole word as the text points it has the compound (מִפְּנֵי 'because of'): the pointing agrees.
    if (prefixPlain.length < sure && !(prefixPlain === "" && headedWhole)) return AGAINST_POINTING;
    if (allowed && prefixPlain.length > 0 && !allowed.has(prefixPlain)) return AGAINST_POINTING;
    return 0;
  };
}

/**
 * The pointing's verdict where only its sure proclitics are read (the Talmud's and the Targum's Aramaic, whose
 * proclitic chains, ד before a hataf as דַּ, the participle's קָא, segment-word's Hebrew cues do not list):
 * `AGAINST_POINTING` where a reading keeps a letter pointed as a proclitic only (מִשּׁוּם, מִכָּאן), or takes off as a
 * proclitic a ו ב כ ל מ ש ה whose points rule it out (segment-word's cues: מָצֵית, מְקַדֵּשׁ, הִגְלָה), 0 elsewhere
 * or where a lexicon heads the reading's stem as the text points it (`headedStem`: the compound מִפְּנֵי 'because of',
 * after its proclitics too: וּמִפְּנֵי).
 */
export function sureProcliticPointing(word: string): (prefixPlain: string, headedStem?: boolean) => number {
  const sure = sureProclitics(word);
  // The proclitic chains of the letters Aramaic points as Hebrew does, that the pointing allows (segment-word's cues).
  const allowed = VOWEL.test(word) ? new Set(segmentCandidates(word).map((s) => s.prefixPlain)) : null;
  const ls = letters(word);
  return (prefixPlain, headedStem = false) => {
    if (prefixPlain.length < sure && !headedStem) return AGAINST_POINTING;
    // A proclitic the pointing rules out (מָ of מָצֵית, the participle's מְ, ה of a hif'il's הִ): not one, in Aramaic as in Hebrew.
    // (מִן before יְ is מִי, as לִ and בִּ are: מִיבַּעְיָא, מִירוּשָׁלַיִם.)
    const n = prefixPlain.length;
    const miYod = n > 0 && ls[n - 1]?.letter === "מ" && ls[n - 1]!.vowel === HIRIQ && ls[n]?.letter === "י" && !ls[n]!.vowel && !ls[n]!.dagesh;
    if (allowed && n > 0 && HEBREW_POINTED.test(prefixPlain) && !allowed.has(prefixPlain) && !miYod) return AGAINST_POINTING;
    return 0;
  };
}
/** Proclitic chains whose letters the Talmud points as the Mishnah does (not ד, whose דַּ before a hataf segment-word rules out, nor the participle's ק). */
const HEBREW_POINTED = /^[ובכלמשה]+$/;
