import { withFinals } from "./final-letters";
import { howText, procliticSteps, type HowStep, type VerbFormName } from "./reading-how";
import { vowelledLetters, type VowelledLetter } from "./pointed-letters";

/**
 * A פ״נ verb whose נ the text's pointing shows assimilated, as a reader of pointed text sees it (GKC §66): a verb's
 * prefix with a full vowel, and the next letter doubled by a dagesh: הִטּוּ, יַטּוּ, לְהַטֹּת, מַטִּין (נָטָה), מַתִּירִין (נָתַר),
 * מַצֶּלֶת (נָצַל), וְתִיפּוֹק (נְפַק) (the hif'il's perfect, הִזִּיק, is shared/hebrew/hifil-perfect's). Read back to נ, the doubled letter and the next
 * consonant (a vowel letter passed over), and, what follows being an ending, to a final-weak root (נ, the letter, ־ה or ־י).
 * The prefixes: the imperfect's (י ת נ, and ל before a hiriq), the hif'il's ה (הִ, and לְהַ of the infinitive: a bare הַ with a
 * dagesh is the article), the participle's מַ (a bare מִ with a dagesh is the preposition מִן: מִשָּׁם), and the Aramaic
 * imperfect's תִי־, נִי־ with a vowel letter (וְתִיפּוֹק). Pure: the word as printed.
 */
export interface AssimilatedNunReading {
  prefixPlain: string;
  form: string;
  how: string;
  howSteps: HowStep[];
  cost: number;
}

const HIRIQ = "\u05B4";
const TSERE = "\u05B5";
const PATAH = "\u05B7";
const HOLAM = /[\u05B9\u05BA]/;
/** The proclitics a verb's prefix may follow (and, that, when, to…). */
const PROCLITIC = /^[ושדכלבהמ]{0,3}$/;
/** Letters that take no dagesh forte (a ו with a dot is a shuruk). */
const NO_DOUBLING = "ואהחער";
/** The prefix and the נ put back: a step and a half, as verb-forms' imperfect of a weak root (a noun of the same pattern, מַשָּׂא, יַתִּיר, is as doubled); a final-weak root's last radical half a step more. */
const PREFIX = 1.5;
const FINAL_WEAK = 0.5;

/** A vowel letter: a י without a vowel of its own, a ו with holam or shuruk. */
const vowelLetter = (l: VowelledLetter) => (l.letter === "י" && !l.vowel) || (l.letter === "ו" && (HOLAM.test(l.vowel) || (l.dagesh && !l.vowel)));

/** Whether `p` (its vowel; `withYod`: a vowel letter י after it) may be a verb's prefix before a doubled first radical; `before`: the letters before it. */
function verbPrefix(p: VowelledLetter, withYod: boolean, before: string): boolean {
  // (Not אִי־, מִי־: the Babylonian reflexive doubles its first radical too, its ת assimilated: אִיקְּרִי, מִיקְּרֵי.)
  // (Nor לִי־: as often ל and a word in י, לִימוֹת.)
  if (withYod) return "תנ".includes(p.letter) && (p.vowel === HIRIQ || p.vowel === TSERE);
  switch (p.letter) {
    case "ה": return p.vowel === HIRIQ || (p.vowel === PATAH && before.endsWith("ל"));
    case "מ": return p.vowel === PATAH;
    // (Not אַ־: in the Talmud, a doubled letter after it is עַל's ל assimilated, shared/hebrew/aramaic-al.)
    // (Not לַ־: a doubled letter after it is the article's, לַתַּנּוּר.)
    case "י": case "ת": case "נ": return p.vowel === HIRIQ || p.vowel === PATAH;
    case "ל": return p.vowel === HIRIQ;
    default: return false;
  }
}

export function assimilatedNunReadings(word: string): AssimilatedNunReading[] {
  const ls = vowelledLetters(word);
  const out: AssimilatedNunReading[] = [];
  for (let k = 1; k < Math.min(ls.length - 1, 6); k++) {
    const doubled = ls[k]!;
    if (!doubled.dagesh || NO_DOUBLING.includes(doubled.letter)) continue;
    const withYod = ls[k - 1]!.letter === "י" && !ls[k - 1]!.vowel && k >= 2;
    const at = withYod ? k - 2 : k - 1;
    const before = ls.slice(0, at).map((l) => l.letter).join("");
    if (!PROCLITIC.test(before) || !verbPrefix(ls[at]!, withYod, before)) continue;
    // A preposition with the article's vowel (לַ, בַּ, כָּ) is followed by a noun, not a verb: לַתַּנּוּר.
    if (at > 0 && "בכל".includes(ls[at - 1]!.letter) && /[\u05B7\u05B8]/.test(ls[at - 1]!.vowel)) continue;
    const prefix = ls[at]!.letter;
    const hifil = ls[at]!.vowel === PATAH;
    const form: VerbFormName = prefix === "מ" && !withYod ? "participle-pn" : hifil || prefix === "ה" ? "hifil-pn" : "imperfect";
    const base = before.length + PREFIX;
    const push = (root: string, extra: HowStep[], cost: number) => {
      const howSteps: HowStep[] = [...procliticSteps(before), { kind: "verb", form }, ...extra];
      out.push({ prefixPlain: before, form: withFinals(root), how: howText(howSteps), howSteps, cost });
    };
    const next = ls.slice(k + 1).find((l) => !vowelLetter(l));
    // After a hiriq, a doubled letter and a consonant are as often a nif'al's (הִשָּׁמֵר, יִשָּׁמֵר), לָקַח's (יִקַּח) or a geminate
    // root's (יִדֹּם): read as a פ״נ root only with nothing but an ending after it, a final-weak root (הִטּוּ); the hif'il's
    // perfect of a strong one (הִזִּיק, הִקִּיפוּהוּ) is shared/hebrew/hifil-perfect's.
    if (next && !(hifil || withYod)) continue;
    if (next) push(`נ${doubled.letter}${next.letter}`, [], base);
    for (const w of ["ה", "י"]) push(`נ${doubled.letter}${w}`, [{ kind: "root", root: "final-weak" }], base + FINAL_WEAK);
  }
  return out;
}
