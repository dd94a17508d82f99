import { medialLetter } from "./final-letters";
import { stripCantillation } from "./strip-cantillation";

/**
 * A pointed Hebrew word as modern Israeli Hebrew says it, in Latin letters, the style Wiktionary's
 * Hebrew entries romanise in (and so the modern collections' words: yéled, shalóm, katáv, tákhat): ח and
 * a soft כ are kh, צ ts, ש sh and שׂ s, a soft ב v and פ f; א, ע and a final ה are silent (לָהּ la); an
 * acute accent marks the stressed vowel of a word of two syllables or more.
 *
 * For a word whose entry has no romanisation of its own (BDB's and Strong's write theirs in the
 * academic style, kîy, bên): what the pointing tells, read by the modern rules, which the pointing does
 * not always settle:
 * - sheva: said (e) on a word's first letter when that letter is י ל מ נ ר, or the next is a guttural
 *   or the same letter (לְךָ lekhá, יְלָדִים yeladím, but כְּמוֹ kmo, סְפָרִים sfarím); within a word only
 *   as the second of two (יִלְמְדוּ yilmedú) or before the same letter; silent otherwise;
 * - qamats is a, but the qamats qatan sign (U+05C7) o;
 * - stress is on the last syllable, but on the one before in a segolate (יֶלֶד yéled, סֵפֶר séfer,
 *   בֹּקֶר bóker, תַּחַת tákhat), before -áyim and the like (בַּיִת báyit), before a furtive patach
 *   (רוּחַ rúakh), and before the unstressed endings -kha, -hu, -ha, -ni, -nu after a full vowel
 *   (כָּמוֹךָ kamókha, לָנוּ lánu).
 * What the points leave open is read the commoner way, so a few words come out wrong: a qamats qatan
 * written as a plain qamats (חָכְמָה khakhmá, said khokhmá), a first sheva said between two stops (בְּךָ
 * bkha, said bekhá), a verb's -nu after a root's נ (קָנוּ kánu, said kanú). Null for a word without vowel
 * points: the letters alone do not say it.
 */
export function modernTransliteration(pointed: string): string | null {
  const words = stripCantillation(pointed).split(/[\s\u05BE]+/).filter((w) => w !== "");
  if (words.length === 0 || !/[\u05B0-\u05BB\u05C7]/.test(pointed)) return null;
  const out = words.map(word);
  return out.some((w) => w === null) ? null : out.join(" ");
}

const SHEVA = "\u05B0", HATAF_SEGOL = "\u05B1", HATAF_PATAH = "\u05B2", HATAF_QAMATS = "\u05B3", HIRIQ = "\u05B4",
  TSERE = "\u05B5", SEGOL = "\u05B6", PATAH = "\u05B7", QAMATS = "\u05B8", HOLAM = "\u05B9", HOLAM_VAV = "\u05BA",
  QUBUTS = "\u05BB", DAGESH = "\u05BC", SHIN_DOT = "\u05C1", SIN_DOT = "\u05C2", QAMATS_QATAN = "\u05C7";

/** Each vowel point's sound; sheva's is decided by its place. */
const VOWELS: Record<string, string> = {
  [HATAF_SEGOL]: "e", [HATAF_PATAH]: "a", [HATAF_QAMATS]: "o", [HIRIQ]: "i", [TSERE]: "e", [SEGOL]: "e", [PATAH]: "a",
  [QAMATS]: "a", [HOLAM]: "o", [HOLAM_VAV]: "o", [QUBUTS]: "u", [QAMATS_QATAN]: "o",
};
/** The reduced vowels: a syllable of one is not "a full vowel" before an unstressed ending. */
const REDUCED = new Set([SHEVA, HATAF_SEGOL, HATAF_PATAH, HATAF_QAMATS]);
const GUTTURALS = new Set(["א", "ה", "ח", "ע"]);
const SAID_SHEVA_FIRST = new Set(["י", "ל", "מ", "נ", "ר"]);
const ACUTE: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };

interface Letter {
  letter: string;
  /** The vowel point written on it, if any (sheva included). */
  point: string | null;
  dagesh: boolean;
  sin: boolean;
  geresh: boolean;
}

/** A word's letters with their points, in order. */
function lettersOf(word: string): Letter[] {
  const letters: Letter[] = [];
  for (const ch of word.normalize("NFD")) {
    const last = letters[letters.length - 1];
    if (/[\u05D0-\u05EA]/.test(ch)) letters.push({ letter: medialLetter(ch), point: null, dagesh: false, sin: false, geresh: false });
    else if (!last) continue;
    else if (ch === DAGESH) last.dagesh = true;
    else if (ch === SIN_DOT) last.sin = true;
    else if (ch === SHIN_DOT) continue;
    else if (ch === "\u05F3" || ch === "'") last.geresh = true;
    else if (ch === SHEVA || ch in VOWELS) last.point ??= ch === HOLAM_VAV ? HOLAM : ch;
  }
  return letters;
}

/** One syllable's parts as said: its onset consonants, its vowel (if it has one), and what closes the word after it. */
interface Sound {
  consonant: string;
  vowel: string;
  /** The point the vowel was read from (sheva for a said sheva; "mater" for ו read as o or u). */
  point: string | null;
  /** A patach said before its ח or ע at the word's end (רוּחַ rúakh). */
  furtive: boolean;
  /** The letter's index in the word. */
  at: number;
}

const CONSONANTS: Record<string, (l: Letter) => string> = {
  א: () => "", ב: (l) => (l.dagesh ? "b" : "v"), ג: (l) => (l.geresh ? "j" : "g"), ד: () => "d", ה: () => "h", ו: () => "v",
  ז: (l) => (l.geresh ? "zh" : "z"), ח: () => "kh", ט: () => "t", י: () => "y", כ: (l) => (l.dagesh ? "k" : "kh"), ל: () => "l",
  מ: () => "m", נ: () => "n", ס: () => "s", ע: () => "", פ: (l) => (l.dagesh ? "p" : "f"), צ: (l) => (l.geresh ? "ch" : "ts"),
  ק: () => "k", ר: () => "r", ש: (l) => (l.sin ? "s" : "sh"), ת: () => "t",
};

function word(text: string): string | null {
  const letters = lettersOf(text);
  if (letters.length === 0) return null;
  const sounds: Sound[] = [];
  const last = letters.length - 1;
  // Whether the letter before `i` carries a vowel point or a sheva (a ו after it is then a consonant: עָוֹן avón, מִצְוֹת mitsvót).
  const pointed = (i: number) => i > 0 && letters[i - 1]!.point !== null;
  for (const [i, l] of letters.entries()) {
    const prev = sounds[sounds.length - 1];
    // ו as a vowel: holam male (וֹ) and shuruk (וּ) after a letter without a point, or first.
    if (l.letter === "ו" && !pointed(i) && (l.point === HOLAM || (l.dagesh && l.point === null))) {
      const vowel = l.point === HOLAM ? "o" : "u";
      if (prev && prev.vowel === "" && prev.at === i - 1) Object.assign(prev, { vowel, point: "mater" });
      else sounds.push({ consonant: "", vowel, point: "mater", furtive: false, at: i });
      continue;
    }
    // י after i or e is silent; after a or o it closes the syllable (חַי khay), but not before the final ו of -ָיו (עָלָיו aláv).
    if (l.letter === "י" && l.point === null && !l.dagesh && i > 0) {
      const before = letters[i - 1]!.point;
      if (before === HIRIQ || before === TSERE || before === SEGOL) continue;
      if (before === QAMATS && i === last - 1 && letters[last]!.letter === "ו" && letters[last]!.point === null) continue;
    }
    // A final ה without a vowel is silent, with a mappiq too (לָהּ la) as Israelis say it; so are א and ע without a vowel.
    if (l.letter === "ה" && i === last && l.point === null) continue;
    if ((l.letter === "א" || l.letter === "ע") && l.point === null) continue;
    const furtive = i === last && l.point === PATAH && (l.letter === "ח" || l.letter === "ע" || (l.letter === "ה" && l.dagesh)) && i > 0;
    const consonant = furtive && l.letter === "ה" ? "" : CONSONANTS[l.letter]!(l); // גָּבֹהַּ gavóa
    let vowel = l.point && l.point !== SHEVA ? VOWELS[l.point]! : "";
    if (l.point === SHEVA && saidSheva(letters, i)) vowel = "e";
    sounds.push({ consonant, vowel, point: l.point, furtive, at: i });
  }
  const stressed = stressOf(letters, sounds);
  return sounds.map((s) => {
    const vowel = s === stressed ? ACUTE[s.vowel[0]!]! + s.vowel.slice(1) : s.vowel;
    return s.furtive ? vowel + s.consonant : s.consonant + vowel;
  }).join("");
}

/** Whether the sheva on letter `i` is said (e), by the modern rules above. */
function saidSheva(letters: readonly Letter[], i: number): boolean {
  const next = letters[i + 1];
  if (!next) return false;
  if (next.letter === letters[i]!.letter) return true;
  if (i === 0) return SAID_SHEVA_FIRST.has(letters[0]!.letter) || GUTTURALS.has(next.letter);
  return letters[i - 1]!.point === SHEVA && i - 1 > 0;
}

/** The stressed syllable (see modernTransliteration): the last, or the one before it in the shapes named there; none in a word of one. */
function stressOf(letters: readonly Letter[], sounds: readonly Sound[]): Sound | null {
  const nuclei = sounds.map((s, i) => ({ s, i })).filter(({ s }) => s.vowel !== "");
  if (nuclei.length < 2) return null;
  const final = nuclei[nuclei.length - 1]!;
  const before = nuclei[nuclei.length - 2]!;
  if (final.s.furtive) return before.s;
  const after = sounds.length - 1 - final.i; // sounds (consonants) after the last vowel
  const between = final.i - before.i - 1; // consonants without a vowel between the two syllables
  const letterOf = (s: Sound) => letters[s.at]!.letter;
  // -ayim, -ayit, -ayin: בַּיִת, מַיִם, יַיִן.
  if (after === 1 && between === 0 && letterOf(final.s) === "י" && final.s.point === HIRIQ && before.s.point === PATAH) return before.s;
  // A segolate: two syllables of e (or o, e), the second closed by one letter; or of a beside a guttural (תַּחַת, נַעַר).
  // Not the pronoun endings -khem, -hem, -khen, -hen (לָכֶם, אֶתְכֶם).
  const closer = sounds[sounds.length - 1]!;
  const full = before.s.point !== null && !REDUCED.has(before.s.point);
  if (after === 1 && between === 0 && !(/^[הכ]$/.test(letterOf(final.s)) && /^[מנ]$/.test(letterOf(closer)))) {
    if (final.s.point === SEGOL && full && (before.s.vowel === "e" || before.s.vowel === "o")) return before.s;
    if (final.s.point === PATAH && before.s.point === PATAH && (GUTTURALS.has(letterOf(final.s)) || GUTTURALS.has(letterOf(closer)))) return before.s;
  }
  // The unstressed endings after a full vowel: -kha, -hu, -ha, -ni (after o or e) right after it; -nu after it or its closing consonant.
  if (after === 0 && full) {
    const ending = final.s.consonant + final.s.vowel;
    if (between === 0 && (ending === "kha" || ending === "hu" || ending === "ha")) return before.s;
    if (between === 0 && ending === "ni" && (before.s.vowel === "o" || before.s.vowel === "e")) return before.s;
    if (between <= 1 && ending === "nu" && final.s.point === "mater") return before.s;
  }
  return final.s;
}
