import type { FormLanguage } from "./form-language";
import type { HowStep } from "./reading-how";

/**
 * The language a verb form's own shape shows in the Talmud, where the Gemara's Aramaic quotes the
 * Mishnah's and the Bible's Hebrew (shared/hebrew/form-language reads the proclitics, the nouns' endings
 * and the pronoun suffixes; these are the verb's): a reader of the Babylonian Talmud hears
 * - Hebrew in the hif'il's prefix ה־ (הִשְׁפִּילוּ) and the imperfect's prefix י־ (יַפְסִיקוּ, and the Mishnah's infinitive לִיבָּדֵק for לְהִבָּדֵק, not the
 *   Aramaic jussive לִיתְנֵי, whose י is the vowel of its ל־:
 *   the Babylonian Aramaic imperfect takes נ־ or ל־ for the third person, לֵימָא, נֵימָא), in the
 *   perfect's third person feminine ־ָה (אָמְרָה: the Aramaic one is ־ַת, אָמְרָה is not Aramaic) and
 *   second person masculine ־ְתָּ (שָׁמַעְתָּ: the Aramaic is ־ְתְּ) and third person plural qamats–sheva–shuruk
 *   (אָמְרוּ: the Aramaic is אֲמַרוּ or אָמְרִי);
 * - Aramaic in the participle's plural ־ִי after a qamats and a sheva (אָכְלִי, אָמְרִי 'they eat, they
 *   say': the Hebrew participle ends ־ִים / ־ִין), and in the feminine participle ־ָא after the participle's
 *   מ־ (מְעַכְּבָא: the Hebrew one ends ־ָה or ־ֶת).
 * Null where the verb's shape says neither. Pure: the word as pointed in the text, and the reading's steps.
 */
const MARKS = /[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]/g;
const L = "[\\u05D0-\\u05EA]";
/**
 * The Mishnah's nif'al infinitive after ל־ (לִיבָּדֵק, לִיכָּנֵס): a י, then the first radical doubled with a qamats. The
 * Aramaic ל־ and מ־ before a י are the jussive's and the infinitive's (לִיתְנֵי, מִיבַּעְיָא), whose י is a vowel letter.
 */
const NIFAL_INFINITIVE = new RegExp(`^\u05D9\u05B4?${L}(?:\u05BC\u05B8|\u05B8\u05BC)`);
/** The perfect's ־ָה: a consonant with a sheva, then one with a qamats and ה without mappiq (אָמְרָה, שָׁמְעָה). */
const PERFECT_FEMININE = new RegExp(`${L}\\u05B0${L}\\u05B8\\u05D4$`);
/** The Hebrew perfect's third person plural: qamats, sheva, shuruk (אָמְרוּ, שָׁלְחוּ; the Aramaic is אֲמַרוּ, אָמְרִי). */
const PERFECT_PLURAL = new RegExp(`^${L}\\u05B8${L}\\u05B0${L}\\u05D5$`);
/** The perfect's ־ְתָּ (שָׁמַעְתָּ, אָמַרְתָּ): ת with dagesh and qamats after a sheva. */
const PERFECT_SECOND = new RegExp(`\\u05B0\\u05EA(?:\\u05BC\\u05B8|\\u05B8\\u05BC)$`);
/** The participle's plural ־ִי after a first radical with qamats and a second with sheva (אָכְלִי, אָמְרִי). */
const PARTICIPLE_PLURAL = new RegExp(`^${L}\\u05B8${L}\\u05B0${L}\\u05B4\\u05D9$`);
/** The feminine participle's ־ָא (מְעַכְּבָא). */
const FEMININE_A = /\u05B8\u05D0$/;

export function verbLanguage(word: string, prefixPlain: string, how: readonly HowStep[]): FormLanguage | null {
  const w = word.normalize("NFC").replace(MARKS, "");
  const endings = how.flatMap((s) => (s.kind === "ending" ? [s.ending] : s.kind === "verb" && s.ending ? [s.ending] : []));
  const stem = w.slice(stemStart(w, prefixPlain.length));
  // (The hif'il perfect's ה־, shared/hebrew/hifil-perfect, is Hebrew's: the Babylonian Aramaic causative is the af'el's א־.)
  const hebrew = how.some((s) => s.kind === "prefix" && (s.letters === "י" || s.letters === "ה"))
    || (how.some((s) => s.kind === "verb" && s.form === "imperfect") && stem.startsWith("י") && (!/[למ]$/.test(prefixPlain) || NIFAL_INFINITIVE.test(stem)))
    || (endings.includes("ה") && PERFECT_FEMININE.test(undageshed(w)))
    || (endings.includes("ת") && PERFECT_SECOND.test(w))
    || (endings.includes("ו") && PERFECT_PLURAL.test(undageshed(stem)));
  const aramaic = (endings.includes("י") && PARTICIPLE_PLURAL.test(undageshed(stem)))
    || (endings.includes("א") && FEMININE_A.test(w) && how.some((s) => s.kind === "verb" && s.form === "participle-m"));
  if (hebrew === aramaic) return null;
  return hebrew ? "hebrew" : "aramaic";
}

/** The word without dagesh (NFC puts it after a letter's vowel: תָּ is ת, qamats, dagesh). */
const undageshed = (w: string) => w.replace(/\u05BC/g, "");

/** The index in the pointed word where its `letters`-th letter (from 0) begins: after the proclitics. */
function stemStart(word: string, letters: number): number {
  let seen = 0;
  for (let i = 0; i < word.length; i++) {
    if (/[\u05D0-\u05EA]/.test(word[i]!)) {
      if (seen === letters) return i;
      seen++;
    }
  }
  return word.length;
}
