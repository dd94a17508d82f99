import { holamOnLetter } from "./holam-male";
import { medialLetter } from "./final-letters";
import { pointedLetters, type PointedLetter } from "./pointed-letters";

/**
 * A ו read as a vowel is one of two vowels, as a reader hears it: וּ (shuruk, u) or a holam male
 * (o, the dot over the vav or over the letter before it). The pointed text says which, and an entry
 * whose head-word has the other at the same ו is another word: כְּבוֹדוֹ 'his honour' is כָּבוֹד, not
 * כִּבּוּד 'honouring'; וּבְקוּמֶךָ 'when you rise' is קוּם 'to rise', not קוֹם 'curd'; and a ו that is a
 * consonant with its own vowel after a voweled letter is neither (עֲוֹנוֹת 'sins' is עָוֹן, not עֹונָה 'season'). Read letter by
 * letter from the word's start (the text's word may go on with an ending, in place of a final ה or א); a word or head-word whose
 * ו is a consonant or unpointed there, or whose letters differ, says nothing. The Babylonian Talmud's
 * editors point many an o of Jastrow's head-words with a shuruk (קוּדְשָׁא for קוֹדֶשׁ, כּוּלֵּי for כּוֹל:
 * shared/hebrew/babylonian-pointing): there (`babylonian`) only the text's holam tells a head-word's shuruk apart.
 */
type VavKind = "u" | "o" | "c" | null;

const HOLAM = "\u05B9";
const DAGESH = "\u05BC";
/** The vowel points (sheva to qubuts, qamats qatan): a vav that carries one is a consonant. */
const VOWEL = /[\u05B0-\u05BB\u05C7]/;

/** Each letter of a word with its points, a holam male's dot on the letter before its vav (cantillation off first, so it cannot stand between them). */
const lettersOf = (word: string): PointedLetter[] => pointedLetters(holamOnLetter(word.replace(/[\u0591-\u05AF]/g, "")));

/** The vowel each ו of a word stands for, by its place among the letters: u, o, c (a consonant with its own vowel: עֲוֹן), or null (unpointed, unclear). */
function vavKinds(letters: readonly PointedLetter[]): VavKind[] {
  return letters.map((l, i) => {
    if (l.letter !== "ו") return null;
    if (l.marks.includes(DAGESH) && !VOWEL.test(l.marks) && i > 0 && !VOWEL.test(letters[i - 1]!.marks)) return "u";
    if (l.marks === "" && i > 0 && letters[i - 1]!.marks.includes(HOLAM)) return "o";
    if (VOWEL.test(l.marks) && i > 0 && VOWEL.test(letters[i - 1]!.marks)) return "c";
    return null;
  });
}


/** How `head` reads the text's ו as a vowel at the same places: "differs", "agrees", or null (no such ו, letters apart). */
function vavAgreement(head: string, text: string, babylonian: boolean): "differs" | "agrees" | null {
  const t = lettersOf(text);
  const whole = lettersOf(head);
  // The head-word's letters begin the text's, or do but for its final ה or א, which an ending replaces (עֹונָה, עוֹנוֹת).
  const h = [whole, /[הא]/.test(whole.at(-1)?.letter ?? "") ? whole.slice(0, -1) : []]
    .find((w) => w.length >= 2 && w.length <= t.length && w.every((l, i) => medialLetter(l.letter) === medialLetter(t[i]!.letter)));
  if (!h) return null;
  const hk = vavKinds(h);
  const tk = vavKinds(t);
  const both = hk.flatMap((k, i) => (k !== null && tk[i] !== null ? [[k, tk[i]] as const] : []));
  if (both.length === 0) return null;
  return both.some(([a, b]) => a !== b && !(babylonian && b === "u")) ? "differs" : "agrees";
}

/**
 * Whether an entry's head-words (`heads`: its own, its variants, a reference's) read a ו of the text's
 * word (whose letters begin with theirs) as the other vowel: one does and none reads it as the text does
 * (Jastrow's אֵיזִי, אֵיזוּ and the reference אֵיזוּ to אֵיזֶה are alike for the Mishnah's אֵיזוֹ).
 */
export function vavVowelDiffers(heads: string | readonly string[], text: string, babylonian = false): boolean {
  const found = (typeof heads === "string" ? [heads] : heads).map((h) => vavAgreement(h, text, babylonian));
  return found.includes("differs") && !found.includes("agrees");
}
