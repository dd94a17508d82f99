import { withFinals } from "./final-letters";

/**
 * The pronoun endings of Hebrew and Aramaic prepositions and particles (לוֹ, לֵיהּ, עָלֶיהָ, מִינַּן…) and
 * their English: the person, gender and number an ending names, and that person as each kind of
 * particle needs it. One table of the endings' English for every gloss of a particle with an ending
 * (shared/hebrew/pronoun-particles#particleEndingGloss).
 *
 * Persons: 1cs 'me', 2ms / 2fs 'you (m.)' / 'you (f.)', 3ms 'him', 3fs 'her', 1cp 'us', 2mp / 2fp 'you (pl.)'
 * / 'you (f. pl.)', 3mp / 3fp 'them' / 'them (f.)', and "it": a third person singular ending read as a thing
 * (Jastrow's "v. fr." מִינַּהּ 'from it', בֵּיהּ 'in it').
 */
export type Person = "1cs" | "2ms" | "2fs" | "3ms" | "3fs" | "it" | "1cp" | "2mp" | "2fp" | "3mp" | "3fp";

/**
 * A person in English, by the word the first person singular takes in each place: `me` after a
 * preposition or as an object ('to him'), `mine` standing alone ('his'), `my` before a noun ('his own'),
 * `I` as a subject and `am` its 'to be' ('he is not').
 */
export interface PersonEnglish { me: string; mine: string; my: string; I: string; am: string }

export const PERSON_ENGLISH: Readonly<Record<Person, PersonEnglish>> = {
  "1cs": { me: "me", mine: "mine", my: "my", I: "I", am: "am" },
  "2ms": { me: "you (m.)", mine: "yours (m.)", my: "your (m.)", I: "you (m.)", am: "are" },
  "2fs": { me: "you (f.)", mine: "yours (f.)", my: "your (f.)", I: "you (f.)", am: "are" },
  "3ms": { me: "him", mine: "his", my: "his", I: "he", am: "is" },
  "3fs": { me: "her", mine: "hers", my: "her", I: "she", am: "is" },
  it: { me: "it", mine: "its", my: "its", I: "it", am: "is" },
  "1cp": { me: "us", mine: "ours", my: "our", I: "we", am: "are" },
  "2mp": { me: "you (pl.)", mine: "yours (pl.)", my: "your (pl.)", I: "you (pl.)", am: "are" },
  "2fp": { me: "you (f. pl.)", mine: "yours (f. pl.)", my: "your (f. pl.)", I: "you (f. pl.)", am: "are" },
  "3mp": { me: "them", mine: "theirs", my: "their", I: "they", am: "are" },
  "3fp": { me: "them (f.)", mine: "theirs (f.)", my: "their (f.)", I: "they (f.)", am: "are" },
};

/** A template's person filled in: "to {me}" → "to him", "{I} {am} not" → "he is not". */
export const personEnglish = (template: string, person: Person): string =>
  template.replace(/\{(me|mine|my|I|am)\}/g, (_, k: keyof PersonEnglish) => PERSON_ENGLISH[person][k]);

/**
 * The endings by their letters (after the particle's own letters), and what each names; the letters are
 * those of the written word, its last letter final. Some name one person whatever the text; the others
 * are told apart by the pointing, or by the language, as `endingPersons` reads them:
 * - "2s": ־ְךָ is 'you (m.)', ־ֵךְ ־ִיךְ ־ַיִךְ 'you (f.)'; ־ָךְ is the Hebrew feminine and the Aramaic masculine (לָךְ).
 * - "yh": ־ֶיהָ is the Hebrew 'her' (עָלֶיהָ), ־ֵיהּ the Aramaic 'him' (עֲלֵיהּ, לֵיהּ).
 * - "n": ־ָן is the Hebrew 'them (f.)' (כֻּלָּן, אוֹתָן), ־ַן the Aramaic 'us' (לַן, מִינַּן).
 * - "i": ־ִי ־ַי is 'me'; where the particle's bare form ends in י too (לִפְנֵי, אַחֲרֵי, בֵּינֵי: `construct`), ־ֵי is that form, no ending.
 */
type EndingKind = Person | "2s" | "yh" | "n" | "i";
const ENDINGS: Readonly<Record<string, EndingKind>> = {
  "י": "i", "ני": "1cs", "אי": "1cs",
  "ך": "2s", "יך": "2s", "ייך": "2fs",
  "ו": "3ms", "יו": "3ms", "והי": "3ms", "וי": "3ms",
  "ה": "3fs", "נה": "3fs", "יה": "yh",
  "נו": "1cp", "ינו": "1cp", "נא": "1cp", "ן": "n",
  "כם": "2mp", "יכם": "2mp", "כון": "2mp", "כו": "2mp", "כן": "2fp",
  "ם": "3mp", "הם": "3mp", "יהם": "3mp", "הון": "3mp", "יהון": "3mp", "הו": "3mp", "יהו": "3mp", "ייהו": "3mp", "נהו": "3mp",
  "הן": "3fp", "יהן": "3fp",
  // אִיתָא, לֵיתָא: 'it is (there)', 'it is not'.
  "א": "it",
};

/** Whether the letters are a pronoun ending of the table. */
export const isPronounEnding = (letters: string): boolean => Object.hasOwn(ENDINGS, withFinals(letters));

/**
 * Which language reads a form: "hebrew" (a particle only Hebrew has: שֶׁל, תַּחַת), "aramaic" (a form only an
 * Aramaic text reads so: לֵיהּ, מִינַּהּ), or "either" (לָךְ, עָלֶיהָ, כּוּלָּן in a text of either).
 */
export type FormLanguage = "hebrew" | "aramaic" | "either";

const QAMATS = "\u05B8";
const PATAH = "\u05B7";
const SEGOL = "\u05B6";
const TSERE = "\u05B5";
const HIRIQ = "\u05B4";
/** The vowels of a letter (no cantillation, dagesh, shin dot or meteg). */
const VOWELS = /[\u05B0-\u05BB\u05C7]/g;

/** Each letter of a pointed word with its vowels, in order. */
function pointedLetters(word: string): { letter: string; vowels: string }[] {
  const out: { letter: string; vowels: string }[] = [];
  for (const ch of word.normalize("NFC")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, vowels: "" });
    else if (out.length > 0 && VOWELS.test(ch)) out[out.length - 1]!.vowels += ch;
    VOWELS.lastIndex = 0;
  }
  // Qamats qatan is a qamats here.
  return out.map((l) => ({ ...l, vowels: l.vowels.replace(/\u05C7/g, QAMATS) }));
}

/**
 * The persons an ending names (`ending`: its letters, after the particle's own), best first, given the
 * particle with its ending as the text writes it (`written`, pointed or not: its last letters' vowels
 * decide what they can), the form's language, and `construct` (the particle's bare form ends in י too:
 * לִפְנֵי). "bare" for the bare form (לִפְנֵי 'before'), null for no ending of the table. Where neither the
 * pointing nor the language tells two persons apart, both are named (לָךְ in the Talmud: 'you (m.)' in
 * Aramaic, 'you (f.)' in Hebrew).
 */
export function endingPersons(ending: string, written: string, language: FormLanguage, construct = false): (Person | "bare")[] | null {
  const kind = ENDINGS[withFinals(ending)];
  if (!kind) return null;
  const letters = pointedLetters(written);
  const pointed = letters.some((l) => l.vowels !== "");
  const length = [...withFinals(ending)].length;
  /** The vowels of the particle's last letter, before the ending; and of the ending's last letter. */
  const before = letters[letters.length - length - 1]?.vowels ?? "";
  const last = letters.at(-1)?.vowels ?? "";
  const has = (vowels: string, v: string) => vowels.includes(v);
  switch (kind) {
    case "2s":
      if (has(last, QAMATS)) return ["2ms"];
      // ־ֵךְ ־ִיךְ ־ַיִךְ: the feminine.
      if ([TSERE, HIRIQ, PATAH].some((v) => has(before, v)) || (length === 2 && has(letters.at(-2)?.vowels ?? "", HIRIQ))) return ["2fs"];
      if (has(before, QAMATS)) return language === "hebrew" ? ["2fs"] : language === "aramaic" ? ["2ms"] : ["2ms", "2fs"];
      // Unpointed: the Aramaic ־יך is the feminine (לִיךְ).
      return language === "aramaic" && length === 2 ? ["2fs"] : ["2ms", "2fs"];
    case "yh":
      if (has(before, SEGOL)) return ["3fs"];
      if (has(before, TSERE)) return ["3ms"];
      return language === "hebrew" ? ["3fs"] : language === "aramaic" ? ["3ms"] : ["3ms", "3fs"];
    case "n":
      if (has(before, QAMATS)) return ["3fp"];
      if (has(before, PATAH)) return ["1cp"];
      return language === "hebrew" ? ["3fp"] : language === "aramaic" ? ["1cp"] : ["3fp", "1cp"];
    case "i":
      if (!construct) return ["1cs"];
      if (has(before, TSERE)) return ["bare"];
      return pointed ? ["1cs"] : ["bare", "1cs"];
    default:
      return [kind];
  }
}
