/**
 * The Babylonian Talmud's pointing as a reader of it weighs it: its editors point the Gemara's
 * Aramaic in the Babylonian tradition, where the a-vowels do not keep Tiberian grammar's lines:
 * qamats for patach and patach for qamats (מָר 'master' for Jastrow's מַר, זְמַן 'time' for his זְמָן),
 * and a full a-vowel for the reduced vowel of a word's first letter (סָבַר, קָנֵי for the Aramaic
 * perfects סְבַר, קְנֵי). A head-word pointed exactly as such a text is may then be a rare homograph
 * (Jastrow's מָר 'hoe', קָנֵי 'reed'), and the common word the text means differs from it only there.
 * The reader takes the word the Talmud uses far more often: an entry whose head-word the text's
 * pointing names exactly passes a homograph of the same kind of word (a noun another noun, a verb another
 * verb) pointed alike but for those a-vowels only when it is quoted from the Talmud at least a third as
 * often. Between a noun and a verb the pointing keeps deciding: the Hebrew noun אָדָם 'man' is pointed
 * as the text points it, and the verb אָדַם 'to be red', though quoted more, is another word.
 */

/** The a-vowels (patach, qamats, hataf patach) and, on a word's first letter, the sheva they stand for there. */
const A_VOWELS = new Set(["\u05B7", "\u05B8", "\u05B2"]);
const SHEVA = "\u05B0";
/** The exactly pointed head-word yields when quoted less than a third as often as the homograph. */
export const BABYLONIAN_RATIO = 3;

/** Each letter's first vowel sign (no cantillation, dagesh, meteg; a shuruk's dot is no vowel). */
function vowels(word: string): { letter: string; vowel: string }[] {
  const out: { letter: string; vowel: string }[] = [];
  for (const ch of word.normalize("NFC")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, vowel: "" });
    else if (out.length > 0 && /[\u05B0-\u05BB\u05C7]/.test(ch) && !out[out.length - 1]!.vowel) out[out.length - 1]!.vowel = ch;
  }
  return out;
}

/** Two vowels a Babylonian pointing may put for each other at letter `i`. */
const interchange = (a: string, b: string, i: number) =>
  a === b || (A_VOWELS.has(a) && A_VOWELS.has(b)) || (i === 0 && ((a === SHEVA && A_VOWELS.has(b)) || (b === SHEVA && A_VOWELS.has(a))));

/**
 * Whether `head` is pointed as `text` but for the a-vowels the Babylonian pointing interchanges
 * (the same letters, every other vowel the same), and not exactly alike in those (then it is the
 * text's own pointing, no question of tradition).
 */
export function babylonianAlike(head: string, text: string): boolean {
  const h = vowels(head);
  const t = vowels(text);
  if (h.length === 0 || h.length !== t.length || h.some((c, i) => c.letter !== t[i]!.letter)) return false;
  if (!h.some((c) => c.vowel) || !t.some((c) => c.vowel)) return false;
  return h.every((c, i) => interchange(c.vowel, t[i]!.vowel, i)) && h.some((c, i) => c.vowel !== t[i]!.vowel);
}

/** The reduced vowels of the a-class: the sheva and the hataf patach (not the hataf segol of הֶעֱלָה, which is no a-vowel's). */
const REDUCED = new Set([SHEVA, "\u05B2"]);
/** The proclitics' letters, whose sheva, or the article's vowel after them, the text puts before a word (בְּצֵל is ב + צֵל, בָּאֵשׁ ב + הָ + אֵשׁ). */
const PROCLITIC_LETTERS = "ובכלדה";
/** A word's shin and sin dots, letter by letter: another dot is another word (עָשׁוֹת is not עֲשׂוֹת). */
const dots = (word: string) => [...word.normalize("NFC")].filter((c) => (c >= "\u05D0" && c <= "\u05EA") || c === SHIN_DOT || c === SIN_DOT).join("");
const SHIN_DOT = "\u05C1";
const SIN_DOT = "\u05C2";

/**
 * Whether `text` is `head` but for its first letter's vowel, reduced in one (a sheva, a hataf) and a full a-vowel in the
 * other (qamats, patach), every other vowel the same: the Babylonian editors' full vowel for the Tiberian reduced one
 * (חָרוּבָא for Jastrow's חֲרוּבָא), and a noun's pretonic qamats reduced in the construct state (שְׁלִישׁ of שָׁלִישׁ,
 * נְשִׂיא of נָשִׂיא: GKC §93); outside the Babylonian Talmud (`babylonian` false), only the latter. Not where the text's first letter is a proclitic's (בְּצֵל, דְשֵׁן, בָּאֵשׁ: the proclitic, with the
 * article's vowel or none, and a word), nor where a shin is a sin in the other, nor where either is unpointed.
 */
export function reducedFirstVowelAlike(head: string, text: string, babylonian = true): boolean {
  const h = vowels(head);
  const t = vowels(text);
  if (h.length < 2 || h.length !== t.length || h.some((c, i) => c.letter !== t[i]!.letter)) return false;
  const [a, b] = [h[0]!.vowel, t[0]!.vowel];
  if (PROCLITIC_LETTERS.includes(t[0]!.letter) || dots(head) !== dots(text)) return false;
  const reducedFull = (x: string, y: string) => REDUCED.has(x) && (y === "\u05B7" || y === "\u05B8");
  // (Outside the Babylonian Talmud, only the construct's reduction: the text's vowel reduced, the head-word's full.)
  if (!reducedFull(b, a) && !(babylonian && reducedFull(a, b))) return false;
  return h.every((c, i) => i === 0 || c.vowel === t[i]!.vowel);
}

/** What the rule reads of an entry: whether the text's pointing names its head-word exactly, or but for the a-vowels; its Talmud quotations. */
export interface BabylonianFacts {
  exact: boolean;
  near: boolean;
  uses: number | undefined;
  /** The kind of word (a name counts as a noun). */
  kind: "noun" | "verb" | "other";
}

/**
 * Two entries of the Talmud's first lexicon by the Babylonian pointing (negative: `a` first; 0: the rule
 * says nothing, the text's pointing decides as elsewhere): the homograph pointed alike but for the a-vowels
 * first where the exactly pointed one is quoted from the Talmud less than a third as often.
 */
export function compareBabylonian(a: BabylonianFacts, b: BabylonianFacts): number {
  const yields = (exact: BabylonianFacts, near: BabylonianFacts) =>
    exact.kind === near.kind && exact.exact && !near.exact && near.near && exact.uses !== undefined && near.uses !== undefined && exact.uses * BABYLONIAN_RATIO < near.uses;
  if (yields(a, b)) return 1;
  if (yields(b, a)) return -1;
  return 0;
}
