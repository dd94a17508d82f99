import { medialLetter } from "./final-letters";
/**
 * Whether a ו or a י is a consonant or a vowel letter, as the pointing shows it, and whether a
 * head-word and the text disagree on it: the test a reader makes after taking an ending off
 * (מִצְוָתָן is מִצְוָה + ־ָתָן: its וָ is a consonant, so it is not מַצּוּת, whose וּ is a vowel). Pure.
 *
 * - ו with a vowel of its own (וָ, וְ, וֶ…) is a consonant; וּ with no other vowel is the vowel u
 *   (shuruq); וֹ may be either (the holam of וֹ in מִצְוֹת is the consonant's, in קוֹל the letter's).
 * - י with a vowel of its own (יָ, יְ) or a dagesh is a consonant; a bare י after a hiriq, a tsere or
 *   a segol is a vowel letter (קְרִי, בְּנֵי); after another vowel it closes a diphthong and says nothing.
 * Unpointed letters say nothing either, nor a segolate's diphthong (בַּיִת, מָוֶת), which contracts
 * before an ending (בֵּיתוֹ, מוֹתוֹ).
 */
type Kind = "consonant" | "vowel" | null;

const VOWEL = /[\u05B0-\u05BB\u05C7]/;
const HOLAM = /[\u05B9\u05BA]/;
const DAGESH = "\u05BC";
const LONG_I_E = /[\u05B4\u05B5\u05B6]/;

interface Letter { letter: string; points: string }

function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const ch of word.normalize("NFC")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: medialLetter(ch), points: "" });
    else if (/[\u05B0-\u05C7]/.test(ch) && out.length > 0) out[out.length - 1]!.points += ch;
  }
  return out;
}

const vowelOf = (points: string) => [...points].find((p) => VOWEL.test(p)) ?? "";

/** What the pointing says a ו or a י at `i` is; null for another letter or when it says nothing. */
function kindAt(ls: Letter[], i: number): Kind {
  const { letter, points } = ls[i]!;
  const vowel = vowelOf(points);
  const before = i > 0 ? vowelOf(ls[i - 1]!.points) : "";
  // A segolate's diphthong (בַּיִת, מָוֶת) contracts before an ending (בֵּיתוֹ, מוֹתוֹ): its letter says nothing.
  if ((letter === "י" && vowel === "\u05B4" && before === "\u05B7") || (letter === "ו" && vowel === "\u05B6" && /[\u05B8\u05B7]/.test(before))) return null;
  if (letter === "ו") {
    if (vowel && !HOLAM.test(vowel)) return "consonant";
    if (!vowel && points.includes(DAGESH)) return "vowel";
    return null;
  }
  if (letter === "י") {
    if (vowel || points.includes(DAGESH)) return "consonant";
    return LONG_I_E.test(before) ? "vowel" : null;
  }
  return null;
}

/**
 * Whether `head` and the text's `stem` disagree on a ו or a י, read over the letters they share
 * from the start (up to the first letter that differs: an ending taken off, a letter put back):
 * one a consonant where the other has a vowel letter. False when either is unpointed.
 */
export function vowelLettersClash(head: string, stem: string): boolean {
  const h = letters(head);
  const t = letters(stem);
  for (let i = 0; i < Math.min(h.length, t.length) && h[i]!.letter === t[i]!.letter; i++) {
    const a = kindAt(h, i);
    const b = kindAt(t, i);
    if (a && b && a !== b) return true;
  }
  return false;
}

/**
 * How much dearer a reading is whose form was reached by taking an ending off or putting a letter
 * back (not the stem as written) when every head-word of the form disagrees with the text's pointing
 * on a ו or a י (`vowelLettersClash`): `penalty`, else 0 (and 0 when no head-word is the form).
 */
export function cutPointingCost(stem: string, form: string, entries: readonly { word: string; wordPlain: string }[], penalty: number): number {
  const heads = entries.filter((e) => e.wordPlain === form);
  return heads.length > 0 && heads.every((e) => vowelLettersClash(e.word, stem)) ? penalty : 0;
}

/**
 * Whether the word ends in a ה with its mappiq (הּ) and the reading keeps that ה in its form: a
 * mappiq makes the ה a consonant, in the Mishnah and the Talmud almost always the pronoun ending
 * 'her, its' (בַּעֲלָהּ 'her husband', not בַּעֲלָה 'mistress'; מֵחֶצְיָהּ 'from its half'), which a reader takes off;
 * unless a head-word of the form ends in הּ itself (`heads`: אֱלָהּ 'God').
 */
const MAPPIQ_END = /\u05D4(?:[\u05B0-\u05BB\u05C7]*\u05BC|\u05BC[\u05B0-\u05BB\u05C7]*)[\u0591-\u05AF]*$/;
export function keepsMappiq(word: string, form: string, heads: readonly string[] = []): boolean {
  // A head-word that ends in הּ itself (Aramaic אֱלָהּ 'God', Hebrew גָּבֹהַּ) has the letter for its own.
  if (heads.some((h) => MAPPIQ_END.test(h.normalize("NFC")))) return false;
  return /\u05D4(?:[\u05B0-\u05BB\u05C7]*\u05BC|\u05BC[\u05B0-\u05BB\u05C7]*)[\u0591-\u05AF]*$/.test(word.normalize("NFC")) && /ה$/.test(form);
}
