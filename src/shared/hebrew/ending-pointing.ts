import type { HowStep } from "./reading-how";
import { vowelledLetters, type VowelledLetter } from "./pointed-letters";
import { medialLetter, medialLetters } from "./final-letters";

/**
 * What the pointing of a word's last letters says of the ending a reading takes off, as a reader of the
 * vocalized Talmud and Mishnah sees it. Pure; unpointed text says nothing.
 *
 * - An ending pronounced -ū ends in a shuruk: Hebrew ־נוּ 'us, our', Aramaic ־הוּ / ־יהוּ / ־ַיְיהוּ 'him, them'.
 *   A final וֹ (holam) is the ending ־וֹ 'his' after the stem's own letter: שׁוּלְחָנוֹ is שֻׁלְחָן + ־וֹ, רִבּוֹנוֹ is
 *   רִבּוֹן + ־וֹ, not a stem + ־נוּ; לְבֵיתוֹ is ל + בַּיִת + ־וֹ, עֲמִיתוֹ עָמִית + ־וֹ, not a stem + the verb's ־ִיתוּ.
 *   And a final וּ is not the ending ־ָיו 'his (pl.)', whose ו is bare: וְהָיוּ is ו + הָיוּ.
 * - The Aramaic ending ־ֵיהּ 'his, him' (tsere, yod, mappiq) is the whole ending: בְּרֵיהּ is בַּר + ־ֵיהּ, שְׁמֵיהּ
 *   שֵׁם + ־ֵיהּ; a reading that keeps the יּ as the stem's and takes off ־הּ alone (בָּרִי, שָׁמַיִם) goes against it.
 * - (A construct ־ת read back as ־ה where the pointing makes it the perfect's ־תִּי ־תָּ ־תְּ is `pointed-endings`'.)
 * - A word ending in ־ַת (a patah on a letter not itself after a patah or segol, the ת bare) is the construct
 *   state of a noun (קְרִיאַת שְׁמַע, סְמִיכַת, דִּירַת), not a participle or perfect in ־ת: the Hebrew feminine
 *   participle ends ־ֶת, ־ֵאת, or ־ַעַת after a guttural (שׁוֹמַעַת).
 */

const PATAH = "\u05B7";
const SEGOL = "\u05B6";
const TSERE = "\u05B5";
const QAMATS = "\u05B8";
const HOLAM = /[\u05B9\u05BA]/;
/** A full vowel: not a sheva or a hataf. */
const FULL_VOWEL = /[\u05B4-\u05BB\u05C7]/;

type Letter = VowelledLetter;
/** The word's letters with their vowels, final forms made plain (an ending is compared in plain letters). */
const letters = (word: string): Letter[] => vowelledLetters(word).map((l) => ({ ...l, letter: medialLetter(l.letter) }));

/** The endings a reading takes off, as its steps name them (an ending, a suffix, a verb's ending). */
function endingsOf(how: readonly HowStep[]): string[] {
  return how.flatMap((s) => (s.kind === "ending" ? [s.ending] : s.kind === "suffix" ? [s.suffix] : s.kind === "verb" && s.ending ? [s.ending] : []));
}

/** Endings pronounced -ū, whose ו is a shuruk. */
const SHURUK_ENDINGS = new Set(["נו", "הו", "יהו", "ייהו", "נהו", "ינהו", "יתו"]);

/** Whether the word ends in ־ַת, a construct's pointing (not ־ַעַת: a patah on the letter before as well). */
function endsInConstructPatah(ls: readonly Letter[]): boolean {
  const n = ls.length;
  if (n < 3) return false;
  const tav = ls[n - 1]!;
  const before = ls[n - 2]!;
  return tav.letter === "ת" && !tav.vowel && !tav.dagesh && before.vowel === PATAH && ls[n - 3]!.vowel !== PATAH && ls[n - 3]!.vowel !== SEGOL;
}

/**
 * A simple stem's ending ־ת taken off (a participle's, a perfect's). A derived stem's participle in ־ָה has a construct
 * in ־ַת of its own (מְשִׁיבַת אֲבֵידָה 'the returning of a lost thing', of מְשִׁיבָה): its ending stays possible.
 */
const DERIVED = /^(?:hifil|nifal|reflexive)/;
const takesVerbTav = (how: readonly HowStep[]) => how.some((s) => s.kind === "verb" && s.ending === "ת" && !DERIVED.test(s.form));

/**
 * Whether the text's pointing of the word's end goes against the ending a reading (its steps, `how`)
 * takes off: a -ū ending over a final וֹ; ־ָיו over a final וּ; ־הּ alone off a word in ־ֵיהּ; a verb's ־ת off a
 * construct in ־ַת.
 */
export function endingAgainstPointing(word: string, how: readonly HowStep[]): boolean {
  const ls = letters(word);
  if (ls.length < 3 || !ls.some((l) => l.vowel || l.dagesh)) return false;
  const last = ls[ls.length - 1]!;
  const endings = endingsOf(how).map(medialLetters);
  // A final וֹ: the ending ־וֹ 'his', not one pronounced -ū.
  if (last.letter === "ו" && HOLAM.test(last.vowel) && !last.dagesh && endings.some((e) => SHURUK_ENDINGS.has(e))) return true;
  // A final וּ: not the ending ־ָיו 'his', whose ו is bare (וְהָיוּ is ו + הָיוּ, not וָהּ + ־ָיו).
  if (last.letter === "ו" && last.dagesh && !last.vowel && endings.includes("יו")) return true;
  // ־ֵיהּ: the ending is ־יה whole.
  const yod = ls[ls.length - 2]!;
  if (last.letter === "ה" && last.dagesh && yod.letter === "י" && !yod.vowel && ls[ls.length - 3]!.vowel === TSERE && endings.includes("ה") && !endings.includes("יה")) return true;
  // ־ָיו (a qamats, a bare י and a bare ו): a plural noun's 'his', the ending ־יו whole (פָּנָיו is פָּנִים's, not פְּנֵי + ־ו).
  const v = ls[ls.length - 3]!;
  if (last.letter === "ו" && !last.vowel && !last.dagesh && yod.letter === "י" && !yod.vowel && !yod.dagesh && v.vowel === QAMATS && endings.at(-1) === "ו") return true;
  // ־ֵהוּ, ־ָהוּ after a vowel: the ending is ־הוּ 'him, his' whole (רֵעֵהוּ is רֵעַ + ־הוּ), not ־וּ after a stem's ה: a verb's plural
  // drops a final-weak ה (עָשׂוּ); a root's own ה keeps its sheva (גָּבְהוּ).
  const he = ls[ls.length - 2]!;
  if (last.letter === "ו" && last.dagesh && !last.vowel && he.letter === "ה" && !he.vowel && FULL_VOWEL.test(ls[ls.length - 3]!.vowel) && endings.at(-1) === "ו") return true;
  // A final-weak perfect's plural over a final וֹ after a full vowel (רַבּוֹ 'his master'): Hebrew's ends in ־וּ (רַבּוּ), the Aramaic ־וֹ
  // follows a sheva or a hataf (הֲווֹ, בְּעוֹ): the ending is ־וֹ 'his'.
  const first = ls[how.find((s) => s.kind === "proclitics")?.letters.length ?? 0];
  if (last.letter === "ו" && HOLAM.test(last.vowel) && first && FULL_VOWEL.test(first.vowel) && how.some((s) => s.kind === "verb" && s.form === "final-weak-root")) return true;
  return endsInConstructPatah(ls) && takesVerbTav(how);
}

/**
 * Whether a reading takes off the ending ־וּ (a shuruk: the ו's dagesh, no other vowel) where the text ends so:
 * a verb's ending (Hebrew and Aramaic 3rd plural, the imperative), never a noun's: a noun's 'his' is ־וֹ.
 * בָּאוּ, שָׂמוּ, שֶׁעָלוּ, וְרַבּוּ: the reading must find a verb (שׂוּם 'to put', not שֵׁם 'name').
 */
export function takesVerbShuruk(word: string, how: readonly HowStep[]): boolean {
  const ls = letters(word);
  const last = ls.at(-1);
  // (־הוּ is the pronoun 'him', which a noun takes too: נָוֵהוּ.)
  if (!last || last.letter !== "ו" || !last.dagesh || last.vowel || ls.length < 3 || ls.at(-2)!.letter === "ה") return false;
  return endingsOf(how).at(-1) === "ו";
}
