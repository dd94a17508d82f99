import type { HowStep } from "./reading-how";
import { medialLetters } from "./final-letters";

/**
 * The language a word's own morphology shows, as a reader of the Talmud hears it: the Gemara
 * speaks Aramaic and quotes Hebrew (the Mishnah, baraitot, verses) in the same line, and the
 * grammar of a form often says which of the two it is before any lexicon is opened:
 * - Hebrew: the relative שֶׁ־ and the article הַ־ (Aramaic has ד־ and the emphatic ־א instead); the
 *   qal participle with ו after its first radical (אוֹמֵר, קוֹרִין: the Aramaic one is אָמַר, קָרֵי); the
 *   endings ־ים (the Aramaic plural is ־ין / ־י), ־תִּי and ־נוּ of the perfect, ־תֶּם / ־תֶּן; the pronoun
 *   suffixes ־ךָ, ־וֹ, ־יו, ־הֶם / ־הֶן, ־כֶם / ־כֶן and ־ֶיהָ (Aramaic: ־ָךְ, ־ֵיהּ, ־הוֹן, ־כוֹן, ־ַהּ);
 * - Aramaic: the relative ד־ and the participle's קָא (קָסָבַר, דְּקָאָמַר); the emphatic ־א of a noun
 *   (יוֹמָא, סִימָנָא); the pronoun suffixes ־ֵיהּ, ־הוּ / ־יְיהוּ / ־נְהוּ, ־הוֹן, ־כוֹן; the endings ־ינַן
 *   (we …), ־תּוּן (you …), and the perfect's ־ַתְּ (אָמְרַתְּ, סָבְרַתְּ 'you said, you hold').
 * A form that shows both, or neither, says nothing (null). Pure: the reading's steps (the proclitics it
 * took off, its endings and suffixes, the verb form it read) and the word as pointed in the text.
 */
export type FormLanguage = "hebrew" | "aramaic";


/** Endings and suffixes only Hebrew has (plain letters, final forms as a word ends them). */
const HEBREW_ENDINGS = keys(["ים", "תי", "נו", "תם", "תן", "יו", "הם", "הן", "כם", "כן", "יהם", "יהן", "יכם", "ינו"]);
/** Endings and suffixes only Aramaic has. */
const ARAMAIC_ENDINGS = keys(["ייהו", "יהו", "נהו", "הון", "כון", "יהון", "יכון", "ינן", "נן", "תון", "תא", "יא"]);

const POINTS = /[\u0591-\u05C7]/g;
/** The word's last letters with their vowel points (cantillation and meteg dropped). */
const pointedEnd = (word: string) => word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]/g, "");

export function formLanguage(word: string, prefixPlain: string, how: readonly HowStep[]): FormLanguage | null {
  let hebrew = false;
  let aramaic = false;
  if (/[שה]/.test(prefixPlain)) hebrew = true;
  if (/[דק]/.test(prefixPlain)) aramaic = true;
  let noun = true;
  for (const step of how) {
    const ending = step.kind === "ending" ? step.ending : step.kind === "suffix" ? step.suffix : step.kind === "verb" ? step.ending : undefined;
    if (step.kind === "verb" || step.kind === "prefix" || step.kind === "infinitive" || step.kind === "form-of") noun = false;
    if (step.kind === "verb" && step.form === "participle") hebrew = true;
    if (step.kind === "proclitics" && /[דק]/.test(step.letters)) aramaic = true;
    if (!ending) continue;
    const k = medialLetters(ending.replace(POINTS, ""));
    if (HEBREW_ENDINGS.has(k)) hebrew = true;
    if (ARAMAIC_ENDINGS.has(k)) aramaic = true;
    // The emphatic ־א of a noun (not a verb's ־א: קְרָא, תַּנְיָא).
    if (noun && k === "א" && step.kind === "ending") aramaic = true;
  }
  // The pointing of the last letters: Hebrew ־ךָ, ־וֹ (a noun's suffix), ־ֶיהָ; Aramaic ־ָךְ, ־ֵיהּ, ־ַתְּ.
  const end = pointedEnd(word);
  if (/\u05DA\u05B8$/.test(end)) hebrew = true;
  if (/\u05B8\u05DA\u05B0$/.test(end)) aramaic = true;
  if (/\u05B6\u05D9\u05D4\u05B8$/.test(end)) hebrew = true;
  if (/\u05B5\u05D9\u05D4\u05BC$/.test(end)) aramaic = true;
  if (/[\u05B7\u05B8]\u05EA\u05BC?\u05B0$|[\u05B7\u05B8]\u05EA\u05B0\u05BC$/.test(end) && how.some((s) => s.kind === "ending" || s.kind === "verb")) aramaic = true;
  if (noun && /\u05D5\u05B9$/.test(end) && how.some((s) => (s.kind === "suffix" || s.kind === "ending") && (s.kind === "suffix" ? s.suffix : s.ending) === "ו")) hebrew = true;
  if (hebrew === aramaic) return null;
  return hebrew ? "hebrew" : "aramaic";
}

function keys(list: readonly string[]): ReadonlySet<string> {
  return new Set(list.map(medialLetters));
}

/**
 * Whether the word ends as a perfect's person ending is pointed: ־תִּי, ־תָּ, ־תְּ, ־תֶּם, ־תֶּן with the
 * ת's dagesh (after the stem's sheva: לָמַדְתִּי, שָׁמַעְתָּ, אָמְרַתְּ), which a noun's ת before a suffix
 * does not carry after a vowel (תְּפִלָּתִי). A reading that takes such an ending off is a verb's.
 */
export function pointedAsPerfect(word: string): boolean {
  const end = word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]/g, "");
  return /\u05B0[\u05D0-\u05EA]?\u05EA(?:\u05BC\u05B4|\u05B4\u05BC)\u05D9$|\u05EA(?:\u05BC[\u05B8\u05B0]|[\u05B8\u05B0]\u05BC)$|\u05EA(?:\u05BC\u05B6|\u05B6\u05BC)[\u05DD\u05DF]$/.test(end);
}

/** The Hebrew perfect's first person with an object suffix, as aramaic-readings takes it off. */
export const PERFECT_WITH_SUFFIX: ReadonlySet<string> = new Set(["תיה", "תיו", "תיך", "תים"]);
/**
 * Whether the word is pointed as the Hebrew perfect's first person with an object suffix: ־תִיהָ,
 * ־תִיו, ־תִיךָ, ־תִים (מְצָאתִיהָ, הִגְלִיתִים), the ת with a hiriq. The Aramaic noun's ־תֵיהּ (אִתְּתֵיהּ
 * 'his wife': a construct ת and the suffix ־ֵיהּ) is not.
 */
export function pointedAsPerfectWithSuffix(word: string): boolean {
  const end = word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]/g, "");
  return /\u05EA(?:\u05BC?\u05B4|\u05B4\u05BC)\u05D9(?:\u05D4\u05B8|\u05D5|\u05DA\u05B8|\u05DD)$/.test(end);
}
