import type { HowStep } from "./reading-how";
import { pointedLetters, type PointedLetter } from "./pointed-letters";

/**
 * Where the text's own pointing of a word's end (or of a verb form's מ־) says a reading cut it wrongly,
 * as a reader of the vocalized Talmud sees at once:
 * - a construct's ־ת read back as ־ה (שְׁאֵלָה → שְׁאֵלַת, שְׁאֵלָתִי) follows a vowel, so the ת is soft; a ת with dagesh
 *   after a consonant with sheva is the perfect's person ending (שָׁאַלְתִּי 'I asked', גָּזַרְתָּ 'you decreed',
 *   הוֹשַׁעְתּוֹ 'you saved him'; not a noun of the pattern מַקְטֶלֶת before a suffix, מְלַאכְתּוֹ 'his work'), and a last ת with a qamats of its own or a dagesh is the perfect's ־ְתָּ / ־אתָ / ־ַתְּ (הוֹצֵאתָ,
 *   אָמְרַתְּ 'you said'), never a construct, which ends bare and soft (מִילַּת, שְׁעַת);
 * - the Aramaic infinitive's מ־ is pointed מִ־ or מֵ־ (לְמִיכַל, לְמֵימַר, לְמֶיעְבַּד); a מ with patach, qamats or
 *   sheva is a noun's or a participle's (לְמַעְלָה is ל + מַעְלָה 'above', not an infinitive of עֲלָה);
 * - (a final וֹ or וּ against the endings ־נוּ, ־ָיו is `ending-pointing`'s);
 * - a form that keeps a last ת pointed as the perfect's ending (ת with dagesh and sheva or qamats: אָמְרַתְּ 'you said')
 *   reads a person ending as a root letter (not מָרַת, an imperfect of it); the pronoun אַתְּ is two letters;
 * - a participle takes no ־תִּי: a perfect's ending pointed so (הוֹשַׁבְתִּי) is no participle's.
 * Returns how many such contradictions the reading's steps meet (0: none). Unpointed text says nothing.
 * Pure: the word as printed (points kept, proclitics included) and the reading's proclitics and steps.
 */
export function endingContradictions(word: string, prefixPlain: string, how: readonly HowStep[], form = ""): number {
  const letters = pointedLetters(word);
  if (!letters.some((l) => /[\u05B0-\u05BB\u05C7]/.test(l.marks))) return 0;
  const n = letters.length;
  const last = letters[n - 1];
  if (!last) return 0;
  let found = 0;
  // The letters after the construct's ת: the suffix (verb-forms) or the ending (aramaic-readings) the reading took off.
  const after = how.find((s) => s.kind === "suffix" || s.kind === "ending");
  const endingLength = after?.kind === "suffix" ? after.suffix.length : after?.kind === "ending" ? after.ending.length : 0;
  if (how.some((s) => (s.kind === "construct-ending" || s.kind === "ending-as") && s.from === "ת")) {
    const t = letters[n - 1 - endingLength];
    const before = letters[n - 2 - endingLength];
    // (A noun of the pattern מַקְטֶלֶת keeps its segolate construct's ת before a suffix: מְלַאכְתּוֹ, מַחְשַׁבְתּוֹ, מִלְחַמְתּוֹ.)
    const segolate = endingLength > 0 && letters[prefixPlain.length]?.letter === "מ";
    // (After a quiescent א the perfect's ת closes the syllable too: הוֹצֵאתִיו.)
    const closed = before && ((dagesh(t!) && sheva(before) && !segolate) || (before.letter === "א" && !/[\u05B0-\u05BB\u05C7]/.test(before.marks)));
    if (t?.letter === "ת" && (closed || (endingLength === 0 && (/\u05B8/.test(t.marks) || dagesh(t))))) found++;
  }
  const infinitive = how.find((s) => s.kind === "infinitive" && s.aramaic);
  if (infinitive) {
    let i = prefixPlain.length;
    if (letters[i]?.letter === "ל" && letters[i + 1]?.letter === "מ") i++;
    const m = letters[i];
    if (m?.letter === "מ" && /[\u05B0-\u05B3\u05B7\u05B8]/.test(m.marks) && !/[\u05B4\u05B5\u05B6]/.test(m.marks)) found++;
  }
  const before = letters[n - 2];
  if (how.some((s) => s.kind === "verb" && (s.form === "participle" || s.form === "participle-m") && s.ending === "תי") && before?.letter === "ת" && dagesh(before)) found++;
  // A form that keeps a last ת the text points as the perfect's ending (אָמְרַתְּ, שָׁמַעְתָּ): the ending is no root letter
  // (not מָרַת, an imperfect of it). A two-letter form is the pronoun (אַתְּ).
  const cut = how.some((s) => s.kind === "suffix" || s.kind === "ending" || (s.kind === "verb" && s.ending));
  if (!cut && form.length >= 3 && form.endsWith("ת") && last.letter === "ת" && dagesh(last) && /[\u05B0\u05B8]/.test(last.marks)) found++;
  return found;
}

const dagesh = (l: PointedLetter) => l.marks.includes("\u05BC");
const sheva = (l: PointedLetter) => l.marks.includes("\u05B0");
