import { howText, procliticSteps, type HowStep } from "./reading-how";
import { plainHebrew } from "./strip-niqqud";
import { medialLetters, withFinals } from "./final-letters";

/**
 * The readings of a word of the Talmud, the Targum or the Mishnah: the forms under which
 * a lexicon such as Jastrow may hold it, each with how it was reached ('ד + אמר', 'ending ־א'),
 * simplest first. Pure: the lexicon is asked by the caller, with every form at once.
 *
 * The rules, on the letters (pointing is not relied on: the Talmud's vocalization is editorial):
 * - the proclitics ו ד ש ב ל כ מ ה and the participle's ק (קא), in the chains Aramaic and rabbinic
 *   Hebrew allow (ו first; ד/ש before a preposition; מ before ד: מדקאמר; כ before ד: כדתניא; ב before ד: בדרבנן 'in a
 *   matter of the rabbis', בדאורייתא; ל before ב: לבסוף);
 * - the determinative and plural endings (־א ־תא ־ין ־י ־יא ־ן ־ים ־ות ־תא), a head-word's own ־א or ־ה
 *   put back (מילתא → מילה, רבנן → רבן);
 * - the pronominal suffixes (־יה ־ה ־הון ־הו ־והי ־כון ־ך ־נא ־ני ־ן…), and the Hebrew perfect's ־תִּי with an
 *   object suffix (־תִיהָ ־תִיו ־תִיךָ ־תִים: מְצָאתִיהָ);
 * - the imperfect's and participle's prefixes (נ־ ת־ א־ י־ מ־, the reflexive את־/אית־) and endings
 *   (־ינן ־יתו ־ו ־ין ־ת ־תון), a participle's ו/י vowel letter dropped (קורין → קרא);
 * - abbreviations with geresh or gershayim (ר"ל, וכו', ת"ר): the abbreviation as written, in both
 *   spellings of the marks, with its proclitics stripped.
 */
export interface AramaicReading {
  /** The proclitics' letters ("וד"), "" for none. */
  prefixPlain: string;
  /** The form looked up, plain (no points), final letters as a word ends. */
  form: string;
  /** How the form was reached, for the panel ('ד + אמר', 'ending ־א: מילתא → מילה'); "" for the word itself. */
  how: string;
  /** The same, step by step (shared/hebrew/reading-how): `how` is their English. */
  howSteps: HowStep[];
  /** Steps taken (proclitics, endings, prefixes): fewer is simpler. */
  cost: number;
}

/** What may come before each proclitic in a chain ("" = only first). */
const MAY_FOLLOW: Record<string, string> = {
  "ו": "",
  "ד": "ומכב",
  "ש": "ו",
  "ב": "ודשמל",
  "ל": "ודשמ",
  "כ": "ודש",
  "מ": "ודש",
  "ה": "ודשבלכמ",
  "ק": "ודשמל",
};
const MAX_PROCLITICS = 3;
const MIN_STEM = 2;

/** The endings, longest first, each with its name: determinative, plural, pronominal, verbal. */
const ENDINGS: readonly string[] = [
  // The Hebrew perfect's first person with an object suffix (מְצָאתִיהָ, רְאִיתִיהָ, וְהִגְלִיתִים, עֲזַבְתִּיו).
  "תיה", "תיו", "תיך", "תים",
  // The Targum's ־וֹהִי 'his' on a plural noun (לִזְנוֹהִי 'after its kinds', of זַן).
  "ייהו", "יהון", "יכון", "ינהו", "ינן", "יתו", "יהו", "והי", "יתא", "ותא", "ייא", "הון", "כון", "תון", "נהו",
  "תא", "יא", "ין", "ים", "ות", "יה", "הו", "נא", "ני", "נן", "יך", "תי", "נו", "הם", "כם",
  "א", "י", "ן", "ה", "ו", "ת", "ך",
];
/** Endings seldom met on a tapped word (first and second person): a step dearer than the rest. */
const RARE_ENDINGS = new Set(["ני", "נו", "תי", "ך", "יך", "כם", "הם", "ת", "תון", "ייהו", "יכון"]);
/** What a stem may have lost at its end: a head-word's own ־א / ־ה / ־י (מילתא → מילה, תנינן → תני). */
const RESTORE = ["", "א", "ה", "י"];
/** Verb prefixes: the imperfect's (נ ת א י ל), the participle's מ, the reflexive's את/אית/מת/מית/נת/תת/יתי. */
const VERB_PREFIXES: readonly string[] = ["אית", "את", "מית", "מת", "נת", "תת", "יתי", "נ", "ת", "א", "י", "מ", "ל"];

const GERESH = /['\u05F3]/;
const GERSHAYIM = /["\u05F4]/;

interface Draft { form: string; how: HowStep[]; cost: number }

/** The endings as `endingForms` compares them (no final forms), beside `ENDINGS`: worked out once, not per stem and ending. */
const ENDINGS_UNFINAL: readonly (readonly [string, string])[] = ENDINGS.map((e) => [e, medialLetters(e)]);

/** The stem's candidate forms once endings are taken off and letters put back. */
function endingForms(stem: string): Draft[] {
  const out: Draft[] = [{ form: stem, how: [], cost: 0 }];
  const s = medialLetters(stem);
  for (const [e, eu] of ENDINGS_UNFINAL) {
    if (!s.endsWith(eu) || s.length - eu.length < MIN_STEM) continue;
    const base = s.slice(0, -eu.length);
    const how: HowStep[] = [{ kind: "ending", ending: withFinals(e) }];
    const cost = RARE_ENDINGS.has(e) ? 2 : 1;
    for (const r of RESTORE) {
      if (r && base.endsWith(r)) continue;
      out.push({ form: withFinals(base + r), how, cost: r ? cost + 1 : cost });
    }
    // A construct's ־ת before a suffix: תרומת(ן) → תרומה, מילת(יה) → מילתא.
    if (base.endsWith("ת") && base.length > MIN_STEM) {
      out.push({ form: base.slice(0, -1) + "ה", how: [...how, { kind: "ending-as", from: "ת", to: "ה" }], cost: cost + 1 }, { form: base + "א", how: [...how, { kind: "ending-as", from: "ת", to: "תא" }], cost: cost + 1 });
    }
  }
  return out;
}

/** A verb's candidate roots: a prefix off, an ending off, a participle's ו/י off, a final ־א/־י/־ה swapped. */
function verbForms(stem: string): Draft[] {
  const out: Draft[] = [];
  const s = medialLetters(stem);
  const bases: { base: string; how: HowStep[]; cost: number }[] = [{ base: s, how: [], cost: 0 }];
  // A verb prefix costs a little more than a proclitic of the same letter (מבית: מ + בית first).
  for (const p of VERB_PREFIXES) if (s.startsWith(p) && s.length - p.length >= MIN_STEM) bases.push({ base: s.slice(p.length), how: [{ kind: "prefix", letters: p }], cost: 1.5 });
  for (const { base, how, cost } of bases) {
    for (const e of endingForms(base)) {
      const letters = medialLetters(e.form);
      const roots = [letters];
      // A participle's vowel letter: קור(ין) → קר, כתיב → כתב.
      if (letters.length >= 3 && "וי".includes(letters[1]!)) roots.push(letters[0]! + letters.slice(2));
      if (letters.length >= 4 && "וי".includes(letters[2]!)) roots.push(letters.slice(0, 2) + letters.slice(3));
      for (const [i, root] of roots.entries()) {
        if (root.length < MIN_STEM || root.length > 4) continue;
        const step: HowStep[] = [...how, ...e.how, ...(i > 0 ? [{ kind: "vowel-letter" } as const] : [])];
        const c = cost + e.cost + (i > 0 ? 1 : 0);
        out.push({ form: withFinals(root), how: step, cost: c });
        // A weak last radical: תני / תנא / תנה.
        const last = root.at(-1)!;
        if ("איה".includes(last)) for (const w of "איה") if (w !== last) out.push({ form: root.slice(0, -1) + w, how: [...step, { kind: "ending-as", from: last, to: w }], cost: c + 1 });
        // A hollow or weak root written short: קם → קום, שם → שים.
        if (root.length === 2) out.push({ form: withFinals(root.slice(0, -1) + "ו" + root.at(-1)), how: [...step, { kind: "root", root: "hollow" }], cost: c + 1 }, { form: withFinals(root + "א"), how: [...step, { kind: "root", root: "weak" }], cost: c + 1 });
      }
    }
  }
  return out.filter((d) => d.cost > 0);
}

/** Every proclitic split of the letters: [proclitics, stem], the whole word first. */
function procliticSplits(letters: string): [string, string][] {
  const out: [string, string][] = [["", letters]];
  for (let k = 1; k <= MAX_PROCLITICS && letters.length - k >= MIN_STEM; k++) {
    const p = letters[k - 1]!;
    const before = k >= 2 ? letters[k - 2]! : "";
    const allowed = MAY_FOLLOW[p];
    if (allowed === undefined || (before && !allowed.includes(before))) break;
    out.push([letters.slice(0, k), letters.slice(k)]);
  }
  return out;
}

const MAX_READINGS = 400;

/**
 * Every reading of `word`, simplest first (the word itself, then by steps), each form once. A
 * word without Hebrew letters, or several words, has none.
 */
export function aramaicReadings(word: string): AramaicReading[] {
  // A lookup reads a word's readings twice (the found ones, the ranked ones): the last word's are kept.
  if (lastReadings?.word !== word) lastReadings = { word, readings: readingsOf(word) };
  return lastReadings.readings.map((r) => ({ ...r }));
}
let lastReadings: { word: string; readings: readonly AramaicReading[] } | null = null;
function readingsOf(word: string): AramaicReading[] {
  const plain = plainHebrew(word).replace(/[\u05F3]/g, "'").replace(/[\u05F4]/g, '"');
  if (!/[\u05D0-\u05EA]/.test(plain) || /\s/.test(plain)) return [];
  const letters = plain.replace(/[^\u05D0-\u05EA'"]/g, "");
  // Each form's cheapest draft (the first made, of equal cost), as a stable sort of every draft by cost keeps it:
  // `order` is the draft's place in the making, `named` its proclitics' steps (its steps put together once it is kept).
  const best = new Map<string, { prefix: string; named: HowStep[]; how: HowStep[]; cost: number; order: number }>();
  let order = 0;
  const draft = (prefix: string, named: HowStep[], form: string, how: HowStep[], cost: number) => {
    const n = order++;
    const had = best.get(form);
    if (had ? cost < had.cost : form.replace(/['"\u05F3\u05F4]/g, "").length >= MIN_STEM) best.set(form, { prefix, named, how, cost, order: n });
  };
  const abbreviation = GERESH.test(letters) || GERSHAYIM.test(letters);
  for (const [prefix, stem] of procliticSplits(letters)) {
    const pc = prefix.length;
    const named = procliticSteps(prefix, withFinals(stem));
    if (abbreviation) {
      // The abbreviation as written after its proclitics, in both spellings of the marks.
      for (const f of new Set([stem, stem.replace(/'/g, "\u05F3").replace(/"/g, "\u05F4")])) draft(prefix, named, f, [{ kind: "abbreviation" }], pc);
      continue;
    }
    for (const d of endingForms(stem)) draft(prefix, named, d.form, d.how, pc + d.cost);
    for (const d of verbForms(stem)) draft(prefix, named, d.form, d.how, pc + d.cost);
  }
  return [...best].sort(([, a], [, b]) => a.cost - b.cost || a.order - b.order).slice(0, MAX_READINGS).map(([form, d]) => {
    const howSteps = [...d.named, ...d.how];
    return { prefixPlain: d.prefix, form, how: howText(howSteps), howSteps, cost: d.cost };
  });
}

/** The shortest forms whose frequencies are compared: two-letter forms (על, כל, לא) are everywhere, and would win every far-fetched reading. */
const RANKED_MIN_LETTERS = 3;
/** The most steps two readings may differ by for their frequencies to be compared (שיעלה: ש + יעלה, 1, and עלה, 2.5). */
const RANKED_MAX_COST_GAP = 1.5;

/**
 * The frequency order of two readings (negative: `a` first): by how often their forms occur in the
 * imported texts (`counts`), when both forms have three letters or more and their steps differ by
 * at most 1.5; else 0 (simplicity decides: וכל is ו + כל, not כול; לאכול is אכל, not כל).
 */
export function byFrequency(a: { form: string; cost: number }, b: { form: string; cost: number }, counts: (form: string) => number): number {
  const letters = (f: string) => f.replace(/[^\u05D0-\u05EA]/g, "").length;
  if (letters(a.form) < RANKED_MIN_LETTERS || letters(b.form) < RANKED_MIN_LETTERS || Math.abs(a.cost - b.cost) > RANKED_MAX_COST_GAP) return 0;
  return counts(b.form) - counts(a.form);
}

/**
 * The readings of `word` that a lexicon holds, best first: by how often the head-word occurs in
 * the imported texts (`counts`, when given; `byFrequency`: forms of three letters or more, at most
 * 1.5 steps apart, among those at most 1.5 steps dearer than the simplest found), then by simplicity (fewer steps; at a tie, more proclitics), then the longer form. The word
 * itself, when held, always comes first.
 */
export function foundReadings(word: string, hasEntry: (form: string) => boolean, counts: (form: string) => number = () => 0): AramaicReading[] {
  const found = aramaicReadings(word).filter((r) => hasEntry(r.form));
  // Frequencies rank the readings at most 1.5 steps dearer than the simplest found (שיעלה: עלה, not עלי).
  const simplest = Math.min(...found.filter((r) => r.cost > 0).map((r) => r.cost));
  const inBand = (r: AramaicReading) => Number(r.cost <= simplest + RANKED_MAX_COST_GAP);
  // At the same cost, proclitics before an ending or a letter put back (דְּקָא: ד + קא, not דקה).
  return found.sort((a, b) => Number(b.cost === 0) - Number(a.cost === 0) || inBand(b) - inBand(a)
    || (inBand(a) ? byFrequency(a, b, counts) : 0) || a.cost - b.cost
    || b.prefixPlain.length - a.prefixPlain.length || b.form.length - a.form.length);
}

/**
 * A pointed word cut after its first `letters` letters, its points kept with their letters and its
 * cantillation dropped: ("דְּאָמַר", 1) → ["דְּ", "אָמַר"].
 */
export function splitAfterLetters(word: string, letters: number): [string, string] {
  const kept = word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05C0\u05C3\u05C6]/g, "");
  let seen = 0;
  for (let i = 0; i < kept.length; i++) {
    if (/[\u05D0-\u05EA]/.test(kept[i]!) && seen++ === letters) return [kept.slice(0, i), kept.slice(i)];
  }
  return [kept, ""];
}
