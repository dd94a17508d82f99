import { withFinals } from "./final-letters";
import { pleneSpellings } from "./plene-spelling";
import { procliticSteps, type HowStep } from "./reading-how";
import { segmentCandidates } from "./segment-word";

/**
 * The readings of a pointed word under its full spelling (shared/hebrew/plene-spelling): the Mishnah's
 * pointed text writes a holam, a qubuts or a hiriq without its vowel letter (עֹל, רֹב, אֲפִלּוּ, גֻּרְיוֹן),
 * where Jastrow heads the word spelled in full (עוֹל, רוֹב, אֲפִילּוּ, גּוּרְיוֹן). Each proclitic chain the
 * pointing allows (segment-word) with each full spelling of its stem, a quarter step dearer than the
 * letters as written. None for unpointed text. Pure.
 */
export interface PleneReading { prefixPlain: string; form: string; howSteps: HowStep[]; cost: number }

/** A full spelling costs this much more than the letters as written: the pointing says the vowel is there. */
export const PLENE_STEP = 0.25;

export function pleneReadings(word: string): PleneReading[] {
  const out: PleneReading[] = [];
  for (const s of segmentCandidates(word)) {
    for (const full of pleneSpellings(s.stem)) {
      if (full.length < 2) continue;
      out.push({ prefixPlain: s.prefixPlain, form: withFinals(full), howSteps: [...procliticSteps(s.prefixPlain, s.stemPlain), { kind: "vowel-letter" }], cost: s.prefixPlain.length + PLENE_STEP });
    }
  }
  return out;
}

const VOWEL_CLASS: Record<string, string> = {
  "\u05B0": "0", "\u05B1": "0", "\u05B2": "0", "\u05B3": "0", "\u05B4": "i", "\u05B5": "e", "\u05B6": "e", "\u05B7": "a", "\u05B8": "a",
  "\u05B9": "o", "\u05BA": "o", "\u05BB": "u", "\u05C7": "o",
};
const HOLAM = /[\u05B9\u05BA]/;
const DAGESH = "\u05BC";

/**
 * A pointed word's letters and vowel classes as a defective spelling writes them: a vav that carries a
 * holam or is a shuruk, or stands bare after a holam, is the vowel of the letter before (עוֹל, רֹוב → ע־o־ל,
 * אֲפִילּוּ → …ל־u); a bare yod after a hiriq is that hiriq's (אֲפִילּוּ → א־0־פ־i־ל־u).
 */
function defectiveKey(word: string): string {
  const cs: { letter: string; marks: string }[] = [];
  for (const ch of word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g, "")) {
    if (/[\u05D0-\u05EA]/.test(ch)) cs.push({ letter: ch, marks: "" });
    else if (cs.length > 0) cs[cs.length - 1]!.marks += ch;
  }
  let out = "";
  let lastVowel = "";
  cs.forEach((c, i) => {
    const vowels = [...c.marks].filter((m) => VOWEL_CLASS[m]);
    if (i > 0 && c.letter === "ו" && (HOLAM.test(c.marks) || c.marks === DAGESH || (c.marks === "" && lastVowel === "o"))) {
      if (lastVowel === "") out += HOLAM.test(c.marks) ? "o" : "u";
      lastVowel = HOLAM.test(c.marks) ? "o" : "u";
      return;
    }
    if (i > 0 && c.letter === "י" && vowels.length === 0 && lastVowel === "i") return;
    out += c.letter;
    lastVowel = vowels.length > 0 ? VOWEL_CLASS[vowels[0]!]! : "";
    out += lastVowel;
  });
  return out;
}

/**
 * Whether a head-word spelled in full is pointed as the text's defective spelling (אֲפִילּוּ as אֲפִלּוּ, עוֹל
 * as עֹל, קוֹדֶם as קֹדֶם), not another word the full spelling happens to reach (חָתוּם for the infinitive חְתֹּם).
 */
export function sameDefectivePointing(head: string, text: string): boolean {
  const t = defectiveKey(text);
  return /[aeiou0]/.test(t) && defectiveKey(head) === t;
}
