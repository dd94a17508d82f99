import type { DictionarySource } from "../api/dictionary";
import { samePointing } from "../dictionary/choose-gloss";
import { plainHebrew } from "./strip-niqqud";

/**
 * How the reader's panel orders what it found for a tapped word (issue 47), by the kind of text the
 * word stands in: the Tanakh's biblical Hebrew (BDB and Strong's first, as before), the Mishnah's
 * rabbinic Hebrew, and the Aramaic of the Talmud and the Targum (Jastrow first in both). Pure: the
 * lookup gives the facts (entries, frequencies), these rules decide.
 */
export type TextKind = "tanakh" | "mishnah" | "aramaic";

/** A book's category as the lookup reads it: Tanakh, Mishnah (and Midrash, Tosefta: rabbinic Hebrew), Talmud and Targum (Aramaic). */
export function textKindOf(category: string | null | undefined): TextKind | null {
  if (!category) return null;
  if (category === "Tanakh") return "tanakh";
  if (category === "Mishnah" || category === "Midrash" || category === "Tosefta") return "mishnah";
  if (category === "Talmud" || category === "Targum") return "aramaic";
  return null;
}

export const isRabbinic = (kind: TextKind | null): kind is "mishnah" | "aramaic" => kind === "mishnah" || kind === "aramaic";

const BIBLICAL_ORDER: Record<DictionarySource, number> = { bdb: 0, strongs: 1, "sefaria-aramaic": 2, jastrow: 3, "kaikki-aramaic": 4 };
const RABBINIC_ORDER: Record<DictionarySource, number> = { jastrow: 0, "sefaria-aramaic": 0, "kaikki-aramaic": 1, bdb: 2, strongs: 3 };

/** The order of the lexicons: Jastrow (and the Aramaic lexicons) first in the Talmud, the Mishnah and the Targum; BDB and Strong's first elsewhere. */
export const sourceRank = (kind: TextKind | null, source: DictionarySource): number => (isRabbinic(kind) ? RABBINIC_ORDER : BIBLICAL_ORDER)[source];

/** What the ranking reads of an entry. */
export interface RankedEntry {
  source: DictionarySource;
  sourceId: string;
  /** The head-word as the lexicon points it. */
  word: string;
  wordPlain: string;
  isProperName: boolean;
  referenceTo: string | null;
  definitions: readonly string[];
  /** The head-words and other forms as the lexicon points them (Jastrow's plurals, binyanim's forms). */
  pointedForms: readonly string[];
  /**
   * How much the lexicon says of the word (characters of its definitions, forms and citations): the
   * lexicographers wrote most about the words most used, so among homographs the larger entry is
   * the likelier (Jastrow's אֲתָא 'to come', 2,426, before אָתָא 'letter', 93).
   */
  size: number;
}

const POINTS = /[\u05B0-\u05BB\u05C7]/;
/** Whether a head-word carries vowel points (Jastrow leaves a few unpointed: its root entries, some cross-references). */
export const isPointed = (word: string): boolean => POINTS.test(word);

/**
 * The order of a reading's entries (negative: `a` first). In every kind of text: the entries a
 * table names first (`preferred`: a particle's, an abbreviation's), those with a definition before
 * cross-references and empty ones, the head-word before an entry found by another of its forms, the
 * homograph pointed as the text points `stem` first, then the lexicons' order. In rabbinic texts
 * also: a proper name after the common words, and an unpointed head-word never before a pointed one
 * of the same letters (Jastrow's root entries: אני 'to oppress' after אֲנִי 'I'); among homographs
 * of one lexicon the larger entry (the common word) first.
 */
export function compareEntries(kind: TextKind | null, stem: string, form: string, preferred: readonly string[] = []) {
  const rabbinic = isRabbinic(kind);
  const pref = (e: RankedEntry) => {
    const i = preferred.indexOf(e.sourceId);
    return i < 0 || (e.source !== "jastrow" && e.source !== "sefaria-aramaic") ? preferred.length : i;
  };
  const pointedText = isPointed(stem);
  return (a: RankedEntry, b: RankedEntry): number =>
    pref(a) - pref(b)
    || Number(a.referenceTo !== null) - Number(b.referenceTo !== null)
    || Number(a.definitions.length === 0) - Number(b.definitions.length === 0)
    || Number(a.wordPlain !== form) - Number(b.wordPlain !== form)
    || (rabbinic ? Number(a.isProperName) - Number(b.isProperName) : 0)
    || (rabbinic ? Number(!isPointed(a.word)) - Number(!isPointed(b.word)) : 0)
    || (!rabbinic || pointedText ? Number(!samePointing(a.word, stem)) - Number(!samePointing(b.word, stem)) : 0)
    || sourceRank(kind, a.source) - sourceRank(kind, b.source)
    || (rabbinic && a.source === b.source ? b.size - a.size : 0)
    || a.sourceId.localeCompare(b.sourceId);
}

/** A candidate reading of a word: its proclitics, the form looked up, its steps, and what it found. */
export interface CandidateReading {
  prefixPlain: string;
  form: string;
  /** Steps taken (a proclitic 1, an ending 1, a letter put back 1…). */
  cost: number;
  /** The stem as written after the proclitics (points kept): its pointing is compared with the head-words'. */
  stem: string;
  /** Whether the form is the stem's own letters (no ending taken off, no letter put back). */
  asWritten: boolean;
  /** The entries the form finds. */
  entries: readonly RankedEntry[];
}

/** How much a form's frequency in texts of the same kind lowers a reading's cost, at most. */
const MAX_FREQUENCY_BONUS = 0.75;
/** How much the size of a reading's largest entry lowers its cost, at most (a common word's entry is long). */
const MAX_SIZE_BONUS = 0.8;
/** An entry this long (characters) or shorter gives no bonus: a rare word, a name, a cross-reference. */
const SMALL_ENTRY = 150;
/** A proper name only: a learner's word is far likelier a common word with a proclitic or an ending. */
const NAME_ONLY = 2;
/** Found only as another form of an entry (a plural, a binyan's form), never as a head-word. */
const FORM_ONLY = 0.5;
/** Only the biblical lexicons hold the form, in an Aramaic text. */
const BIBLICAL_ONLY = 0.5;
/** Pointed text read as written, and no head-word or form of the reading's entries pointed alike. */
const POINTING_DIFFERS = 0.75;

/**
 * A reading's cost as a reader weighs it (lower is likelier): its steps; dearer when the form finds
 * only a proper name, only another form of an entry, only biblical entries in an Aramaic text, or,
 * read as written in pointed text, no form pointed alike; cheaper by how often the form occurs in
 * texts of the same kind (`count`, log-scaled, at most 0.75) and by how large its largest entry is
 * (log-scaled, at most 0.8): a frequent, common word decides between readings of comparable cost,
 * and a rare word or a name never beats a proclitic and a common word on steps alone.
 */
export function readingCost(r: CandidateReading, kind: TextKind | null, count: number): number {
  const es = r.entries.filter((e) => e.referenceTo === null || e.definitions.length > 0);
  const all = es.length > 0 ? es : r.entries;
  let cost = r.cost;
  if (all.length > 0 && all.every((e) => e.isProperName)) cost += NAME_ONLY;
  if (all.length > 0 && all.every((e) => e.wordPlain !== r.form)) cost += FORM_ONLY;
  if (kind === "aramaic" && all.length > 0 && all.every((e) => e.source === "bdb" || e.source === "strongs")) cost += BIBLICAL_ONLY;
  if (isRabbinic(kind) && r.asWritten && isPointed(r.stem) && all.length > 0
    && !all.some((e) => e.pointedForms.some((f) => isPointed(f) && plainLetters(f) === plainLetters(r.form) && samePointing(f, r.stem)))) {
    cost += POINTING_DIFFERS;
  }
  if (plainLetters(r.form).length >= 3 && count > 0) cost -= Math.min(MAX_FREQUENCY_BONUS, 0.25 * Math.log10(1 + count));
  const size = Math.max(0, ...all.filter((e) => !e.isProperName).map((e) => e.size));
  if (size > SMALL_ENTRY) cost -= Math.min(MAX_SIZE_BONUS, 0.4 * Math.log10(size / SMALL_ENTRY));
  return cost;
}

const plainLetters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");

/** Two readings whose costs differ by less than this are close: the panel says the word may be read either way. */
export const CLOSE_COST = 0.5;
