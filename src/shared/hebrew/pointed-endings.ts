import type { HowStep } from "./reading-how";
import { pointedLetters, type PointedLetter } from "./pointed-letters";
import { medialLetters } from "./final-letters";

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
 * - a participle takes no ־תִּי: a perfect's ending pointed so (הוֹשַׁבְתִּי) is no participle's;
 * - a soft ת after a qamats, then a pronoun suffix (שְׁמִירָתוֹ, כַּוָּונָתָן, סוּכָּתָהּ, מְדִינָתָן), is a noun's ־ָה before the
 *   suffix (its construct ־ַת lengthened), not a verb's ending in ־ת: a participle's or a perfect's ת closes its syllable
 *   (שׁוֹמַרְתּוֹ, אֲמַרְתּוּ), and a final ־ָה without mappiq is the verb's own (עָשָׂתָה 'she did');
 * - a final הּ (mappiq) is the suffix 'her, its', not a letter of the stem read as another (לִשְׁמָהּ is שֵׁם + ־ָהּ, not שָׁמַיִם);
 * - the Aramaic perfect's ־ִית 'I' (יְהָבִית) has a bare י after an undoubled radical: a י with dagesh or a vowel (עֲלִיַּת), or a
 *   doubled letter before it (טַלִּית), is a noun's;
 * - a verb's ־נִי is the object 'me' or the participle's אֲנִי after a patah, a tsere or a shuruk (שְׁמָרַנִי, גּוֹזְרַנִי, לְרׇחְצֵנִי,
 *   נִצְּחוּנִי), never after a segol (הֵילֶנִי, a name);
 * - the qal participle's ו after the first radical is a holam (שׁוֹלֵחַ, קוֹרִין), never a shuruk: שׁוּלְחַן is the noun שׁוּלְחָן;
 * - a participle's מַ (patah) before a ת is the hif'il's, the ת its root's (מַתְחִילִין of תָּחַל): the reflexive's is מִתְ־, so a
 *   reading that takes the ת for the reflexive's (חִיל) leaves a root letter out;
 * - a derived stem's participle מ־ with a full a-vowel is the hif'il's or the af'el's, מַקְטִיל, its first radical under a sheva or a
 *   hataf (מַתְחִיל, מַעֲבִיר), doubled (מַטִּין: a נ assimilated) or a ו (מוֹדֶה); the pi'el's and the pa'el's מְ is reduced: a מַ or מָ before
 *   a letter with a full vowel, or none, is no verb's prefix (מַהוּ 'what is it', not a participle of הוי; מָאתַיִם 'two hundred');
 * - the hif'il's and the af'el's vowel letter before the last radical follows a hiriq or a tsere (מַנְהִיג, מַפֵּיק); a bare י after a segol
 *   is a plural noun's before its suffix (מַעֲשֶׂיהָ 'its deeds', of מַעֲשֶׂה), not a participle's;
 * - a last ת after a holam (־ֹת) is the ־וֹת of a plural or a final-weak infinitive written without its ו (לְהַטֹּת 'to incline', of נָטָה),
 *   never an ending ־ת alone nor a פ״י root's infinitive, whose ת follows a segol, a tsere or a patach (שֶׁבֶת, צֵאת, דַּעַת).
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
  const yod = letters[n - 2];
  if (yod?.letter === "י" && how.some((s) => s.kind === "verb" && s.form === "perfect" && s.ending === "ית")
    && (/[\u05B0-\u05BC\u05C7]/.test(yod.marks) || dagesh(letters[n - 3] ?? { letter: "", marks: "" }))) found++;
  const beforeNun = letters[n - 3];
  if (beforeNun && before?.letter === "נ" && !/[\u05B5\u05B7\u05B8]|\u05BC/.test(beforeNun.marks) && how.some((s) => s.kind === "verb" && (s.ending === "ני" || s.ending === "וני"))) found++;
  // (A shuruk follows a letter without a vowel of its own: in כַּוּוֹנָה the וּ is a doubled consonant.)
  const vav = letters[prefixPlain.length + 1];
  const c1 = letters[prefixPlain.length];
  if (vav?.letter === "ו" && dagesh(vav) && !/[\u05B0-\u05BB\u05C7]/.test(vav.marks) && c1 && !/[\u05B0-\u05BB\u05C7]/.test(c1.marks) && how.some((s) => s.kind === "verb" && s.form === "participle")) found++;
  const m = letters[prefixPlain.length];
  if (form && m?.letter === "מ" && m.marks.includes("\u05B7") && letters[prefixPlain.length + 1]?.letter === "ת" && !form.startsWith("ת")
    && how.some((s) => s.kind === "verb" && s.form === "participle-m")) found++;
  const r1 = letters[prefixPlain.length + 1];
  if (m?.letter === "מ" && /[\u05B7\u05B8]/.test(m.marks) && r1 && r1.letter !== "ו" && !/[\u05B0-\u05B3]/.test(r1.marks) && !dagesh(r1)
    && how.some((s) => s.kind === "verb" && s.form === "participle-m")) found++;
  const participleM = how.find((s) => s.kind === "verb" && s.form === "participle-m");
  const kept = participleM?.kind === "verb" ? letters.slice(prefixPlain.length + 1, n - (participleM.ending?.length ?? 0)) : [];
  if (kept.some((l, i) => i > 0 && l.letter === "י" && !/[\u05B0-\u05BC\u05C7]/.test(l.marks) && kept[i - 1]!.marks.includes("\u05B6"))) found++;
  if (last.letter === "ת" && before && before.letter !== "ו" && /[\u05B9\u05BA]/.test(before.marks)
    && how.some((s) => ((s.kind === "ending" || s.kind === "verb") && s.ending === "ת") || (s.kind === "infinitive-weak" && !s.suffix))) found++;
  // A noun's ־ָת before a suffix read as a verb's ending in ־ת; a mappiq's הּ read as another letter.
  if (nounBeforeSuffix(letters) && how.some((s) => (s.kind === "verb" || s.kind === "ending") && !!s.ending && s.ending.length >= 2 && s.ending.startsWith("ת"))) found++;
  if (last.letter === "ה" && dagesh(last) && how.some((s) => s.kind === "ending-as" && s.from === "ה")) found++;
  // A form that keeps a last ת the text points as the perfect's ending (אָמְרַתְּ, שָׁמַעְתָּ): the ending is no root letter
  // (not מָרַת, an imperfect of it). A two-letter form is the pronoun (אַתְּ).
  const cut = how.some((s) => s.kind === "suffix" || s.kind === "ending" || (s.kind === "verb" && s.ending));
  if (!cut && form.length >= 3 && form.endsWith("ת") && last.letter === "ת" && dagesh(last) && /[\u05B0\u05B8]/.test(last.marks)) found++;
  return found;
}

/** The pronoun suffixes after a noun's ־ָת (plain letters, final forms unfolded): ־וֹ, ־ָהּ, ־ָן, ־ָם, ־ְךָ, ־ִי, ־ֵנוּ, ־ְכֶם, ־ְכֶן. */
const NOUN_SUFFIXES = new Set(["ו", "ה", "נ", "מ", "כ", "י", "נו", "כמ", "כנ"]);
/**
 * Whether the word ends in a soft ת after a qamats and a pronoun suffix as a noun takes it: ־ָתוֹ (holam, not the verb's ־וּ),
 * ־ָתָהּ (with mappiq), ־ָתָן, ־ָתָם, ־ָתְךָ, ־ָתִי, ־ָתֵנוּ, ־ָתְכֶם.
 */
function nounBeforeSuffix(letters: readonly PointedLetter[]): boolean {
  for (let k = 1; k <= 2; k++) {
    const t = letters[letters.length - 1 - k];
    const before = letters[letters.length - 2 - k];
    // (A doubled י written twice, the second bare, carries the qamats on the first: בְּרִיָּיתוֹ.)
    const vowelled = before?.letter === "י" && !before.marks ? letters[letters.length - 3 - k] : before;
    if (!t || !vowelled || t.letter !== "ת" || dagesh(t) || !/\u05B8/.test(vowelled.marks)) continue;
    const suffix = letters.slice(letters.length - k);
    if (!NOUN_SUFFIXES.has(medialLetters(suffix.map((l) => l.letter).join("")))) continue;
    const end = suffix[suffix.length - 1]!;
    if (k === 1 && end.letter === "ו" && dagesh(end)) continue;
    if (end.letter === "ה" && !dagesh(end)) continue;
    return true;
  }
  return false;
}

const dagesh = (l: PointedLetter) => l.marks.includes("\u05BC");
const sheva = (l: PointedLetter) => l.marks.includes("\u05B0");
