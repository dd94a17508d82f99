import { pointedLetters } from "./pointed-letters";
import { medialLetter, withFinals } from "./final-letters";

/**
 * Jastrow heads an Aramaic strong verb by its perfect, CְCַC (פְּרַשׁ, כְּתַב, צְרַךְ, נְפַל), and quotes under it
 * the participles the Talmud and the Targum point, the forms a reader meets most: the active CָCֵיC or CָCֵC
 * (פָּרֵישׁ 'he separates', נָפֵל 'he falls'), the passive CְCִיC (כְּתִיב 'it is written') and its feminine or
 * emphatic CְCִיCָא (צְרִיכָא 'it is needed'). A word headed as the qal adjective CָCִיC, or as the passive
 * CְCִיC itself, reduces its first vowel before an ending (צָרִיךְ → צְרִיכִים, Aramaic צְרִיכָא). Pointed so, the
 * text names that word as surely as a plural pointed alike names its noun: these are the head-word's forms,
 * as its plurals are (rank-readings weighs a form pointed alike). Pure.
 */

const HATAF = /^[\u05B0\u05B1\u05B2]$/;
const PATACH_OR_TSERE = /^[\u05B7\u05B5]$/;
const SHEVA = "\u05B0";
const PATACH = "\u05B7";
/** A head-word's last letter: bare, with a final כ's sheva, or a guttural with its furtive patach. */
const ENDS_BARE = /^[\u05B0\u05B7]?$/;
const FURTIVE = /^[חעה]/;
const QAMATS = "\u05B8";
const TSERE = "\u05B5";
const HIRIQ = "\u05B4";
const YOD = "\u05D9";

/** A letter with its shin or sin dot (what the comparison keeps of its marks but the vowel), and its vowel. */
interface Radical { letter: string; vowel: string }
function radicalsOf(head: string): Radical[] {
  return pointedLetters(head).map(({ letter, marks }) => ({
    letter: medialLetter(letter) + (/[\u05C1\u05C2]/.exec(marks)?.[0] ?? ""),
    vowel: /[\u05B0-\u05BB\u05C7]/.exec(marks)?.[0] ?? "",
  }));
}

/**
 * The participles a head-word stands for, pointed (no dagesh: the comparison leaves it out): of a verb (`verb`) headed
 * CְCַC or CְCֵC (a guttural's hataf for the sheva), the active CָCֵיC and CָCֵC and the passive CְCִיC and CְCִיCָא;
 * of a word headed CָCִיC or CְCִיC, CְCִיC and CְCִיCָא. None for any other head-word.
 */
export function participleForms(head: string, verb: boolean): string[] {
  const l = radicalsOf(head);
  const last = l.at(-1);
  if (!last || !ENDS_BARE.test(last.vowel) || (last.vowel === PATACH && !FURTIVE.test(last.letter))) return [];
  const perfect = verb && l.length === 3 && HATAF.test(l[0]!.vowel) && PATACH_OR_TSERE.test(l[1]!.vowel);
  const adjective = l.length === 4 && (l[0]!.vowel === QAMATS || HATAF.test(l[0]!.vowel)) && l[1]!.vowel === HIRIQ && l[2]!.letter === YOD;
  if (!perfect && !adjective) return [];
  const [c1, c2, c3] = [l[0]!.letter, l[1]!.letter, last.letter];
  const first = l[0]!.vowel === QAMATS ? SHEVA : l[0]!.vowel;
  // The bare form ends as the head-word does (a final כ's sheva, a guttural's furtive patach: שְׁלִיחַ).
  const bare = withFinals(c3) + last.vowel;
  const passive = [`${c1}${first}${c2}${HIRIQ}${YOD}${bare}`, `${c1}${first}${c2}${HIRIQ}${YOD}${c3}${QAMATS}\u05D0`];
  const active = perfect ? [`${c1}${QAMATS}${c2}${TSERE}${YOD}${bare}`, `${c1}${QAMATS}${c2}${TSERE}${bare}`] : [];
  return [...active, ...passive].map((f) => f.normalize("NFC"));
}
