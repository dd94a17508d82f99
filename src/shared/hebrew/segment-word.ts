import { toPlain } from "./strip-niqqud";
import { isFinalLetter } from "./final-letters";

/**
 * Splitting the proclitics off a Hebrew (or Aramaic) word: ו and, ה the, ב in, כ as, ל to, מ from,
 * ש that (and Aramaic ד of) and their chains (וּבְ, שֶׁבַּ, וּמִשָּׁם). Pure: the lexicon is asked
 * through a callback. Vocalized text gives cues (the article's patach and doubling, a preposition's
 * sheva…); unvocalized text relies on the lexicon alone.
 */

/** One letter with its points as written (cantillation and meteg dropped). */
interface Cluster {
  letter: string;
  /** The points after the letter, as in the text (niqqud only). */
  points: string;
  dagesh: boolean;
  /** The vowel point (sheva, hataf, hiriq … qamats qatan), or "" when none. */
  vowel: string;
}

export interface Segmentation {
  /** The proclitics as written, with their niqqud ("וּבְ"); "" for the whole word. */
  prefix: string;
  /** The proclitics' letters ("וב"). */
  prefixPlain: string;
  /** The rest as written, niqqud kept, cantillation dropped. */
  stem: string;
  /** The rest without points: the form looked up. */
  stemPlain: string;
}

const SHEVA = "\u05B0";
const HATAF = /[\u05B1-\u05B3]/;
const HIRIQ = "\u05B4";
const TSERE = "\u05B5";
const SEGOL = "\u05B6";
const PATAH = "\u05B7";
const QAMATS = /[\u05B8\u05C7]/;
const HOLAM = /[\u05B9\u05BA]/;
const DAGESH = "\u05BC";
const VOWELS = /[\u05B0-\u05BB\u05C7]/;
/** Niqqud kept in what is shown: vowels, dagesh, rafe, shin and sin dots. */
const NIQQUD = /[\u05B0-\u05BC\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/;
const GUTTURALS = "אהחער";

function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word.normalize("NFC")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, points: "", dagesh: false, vowel: "" });
    else if (NIQQUD.test(ch) && out.length > 0) {
      const c = out[out.length - 1]!;
      c.points += ch;
      if (ch === DAGESH) c.dagesh = true;
      else if (VOWELS.test(ch) && !c.vowel) c.vowel = ch;
    }
  }
  return out;
}


/** What may come before each proclitic in a chain (start = first in the word). */
const MAY_FOLLOW: Record<string, string> = {
  "ו": "",
  "ש": "ומכבל",
  "ה": "ושמ",
  "ב": "ושמ",
  "כ": "וש",
  "ל": "ושמ",
  "מ": "וש",
  "ד": "ו",
};
const MAX_PREFIXES = 4;
const MIN_STEM = 2;

/**
 * How well the points of proclitic `p`, followed by `n`, fit a proclitic: 2 the usual vocalizations
 * (וְ וּ וַ+dagesh, הַ+dagesh, בְּ לַ+dagesh לֵאמֹר, מִ+dagesh מֵ+guttural, שֶׁ+dagesh…), 1 possible,
 * 0 no points to judge by, -1 points that rule a proclitic out.
 */
function cue(p: Cluster, n: Cluster): number {
  if (!p.points && !n.points) return 0;
  const v = p.vowel;
  const nextHataf = HATAF.test(n.vowel);
  const nextGuttural = GUTTURALS.includes(n.letter);
  switch (p.letter) {
    case "ו":
      if (HOLAM.test(v)) return -1;
      if (v === SHEVA || (p.dagesh && !v) || v === PATAH || QAMATS.test(v) || (v === HIRIQ && n.letter === "י") || nextHataf) return 2;
      return v ? 1 : 0;
    case "ה":
      if (v === PATAH && (n.dagesh || "החע".includes(n.letter))) return 2;
      if (QAMATS.test(v) && "אער".includes(n.letter)) return 2;
      if (v === SEGOL && "חעה".includes(n.letter) && (QAMATS.test(n.vowel) || nextHataf)) return 2;
      if (/[\u05B2]/.test(v)) return 1; // the interrogative הֲ
      return -1;
    case "ב":
    case "כ":
    case "ל":
      if (v === SHEVA) return 2;
      if (v === PATAH && (n.dagesh || "הח".includes(n.letter))) return 2; // the article, its ה elided
      if (QAMATS.test(v) && "אער".includes(n.letter)) return 2;
      if (v === HIRIQ && (n.vowel === SHEVA || (n.letter === "י" && !n.vowel))) return 2;
      if (v === TSERE && n.letter === "א" && !n.vowel) return 2;
      if ((v === PATAH || v === SEGOL || QAMATS.test(v)) && nextHataf) return 2;
      if (QAMATS.test(v) || (v === SEGOL && nextGuttural)) return 1;
      return -1;
    case "מ":
      if (v === HIRIQ && (n.dagesh || n.vowel === SHEVA)) return 2;
      if (v === TSERE && nextGuttural) return 2;
      return -1;
    case "ש":
      if ((v === SEGOL || v === PATAH) && n.dagesh) return 2;
      if (v === SEGOL && nextGuttural) return 2;
      return -1;
    case "ד":
      if (v === SHEVA || (v === HIRIQ && n.dagesh)) return 1;
      return -1;
    default:
      return -1;
  }
}

interface Candidate extends Segmentation {
  /** The weakest cue among the proclitics (2 for the whole word). */
  cue: number;
}

function piece(cs: Cluster[]): { text: string; plain: string } {
  const plain = cs.map((c) => c.letter).join("");
  return { text: cs.map((c) => c.letter + c.points).join(""), plain };
}

/**
 * Every way of reading `word` as proclitics + stem, the whole word first, then one proclitic
 * more each time; only chains Hebrew allows (ו first; ה after ו, ש or מ…), a stem of two letters
 * or more, and proclitics whose points do not rule them out. A text of several words has none.
 */
export function segmentCandidates(word: string): Candidate[] {
  const cs = clusters(word);
  const whole = piece(cs);
  if (cs.length === 0 || /\s/.test(toPlain(word))) return [];
  const out: Candidate[] = [{ prefix: "", prefixPlain: "", stem: whole.text, stemPlain: whole.plain, cue: 2 }];
  let weakest = 2;
  for (let k = 1; k <= MAX_PREFIXES && cs.length - k >= MIN_STEM; k++) {
    const p = cs[k - 1]!;
    const before = k >= 2 ? cs[k - 2]!.letter : "";
    const allowed = MAY_FOLLOW[p.letter];
    if (allowed === undefined || (before && !allowed.includes(before))) break;
    const c = cue(p, cs[k]!);
    if (c < 0) break;
    weakest = Math.min(weakest, c);
    const pre = piece(cs.slice(0, k));
    const stem = piece(cs.slice(k));
    // A final letter cannot end a proclitic; a stem of letters only finals would not be a word.
    if (isFinalLetter(pre.plain.at(-1) ?? "")) break;
    out.push({ prefix: pre.text, prefixPlain: pre.plain, stem: stem.text, stemPlain: stem.plain, cue: weakest });
  }
  return out;
}

/**
 * The reading of `word` to look up: the whole word when the lexicon has it; otherwise the
 * reading whose stem the lexicon has (the best-pointed first, then the longest stem); otherwise,
 * in pointed text, the longest chain of clearly pointed proclitics (וַ of וַיֹּאמֶר); otherwise the
 * whole word. Null for no Hebrew word.
 */
export function segmentWord(word: string, hasEntry: (plain: string) => boolean): Segmentation | null {
  const all = segmentCandidates(word);
  if (all.length === 0) return null;
  const whole = all[0]!;
  const splits = all.slice(1);
  const strip = ({ cue: _cue, ...s }: Candidate): Segmentation => s;
  if (hasEntry(whole.stemPlain)) {
    // A clearly pointed conjunction over a word the lexicon has (וְאֵת) beats a homograph.
    const conj = splits.find((s) => "והכ".includes(s.prefixPlain[0]!) && s.cue === 2 && hasEntry(s.stemPlain));
    return strip(conj ?? whole);
  }
  const found = splits.filter((s) => hasEntry(s.stemPlain));
  if (found.length > 0) {
    const best = found.reduce((a, b) => (b.cue > a.cue ? b : a));
    return strip(best);
  }
  const pointed = splits.filter((s) => s.cue === 2);
  return strip(pointed.at(-1) ?? whole);
}

/** Every form worth looking up for `word`: the whole word, then each candidate stem (plain, distinct). */
export function lookupForms(word: string): string[] {
  return [...new Set(segmentCandidates(word).map((s) => s.stemPlain))];
}
