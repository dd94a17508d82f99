import { samePointing } from "../dictionary/choose-gloss";
import { isPointed, OVERLAP_STEP, type EntryComparator, type EntryStepName, type RankedEntry } from "./rank-readings";
import { plainHebrew } from "./strip-niqqud";

/**
 * How sure the reader's panel is of a reading's first entry (issue 47: "The panel tells a learner
 * how sure it is"). The ranking (shared/hebrew/rank-readings#compareEntries) orders a reading's
 * entries by rules, the first that tells two entries apart deciding; some of its rules are the text's
 * own evidence (a table's entry, the Targum's parallel verse, the text's pointing, an entry that only
 * points elsewhere), others a guess among likely words (which lexicon is read first, the larger or
 * more quoted entry, a vowel or two nearer, a word more shared with the translation). When the first
 * entry passes the next entry of another word only by such a guess, the panel says it is unsure and
 * shows both. Pure: the lookup gives the ranked entries and the comparator that ranked them.
 */

const letters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");

/**
 * Whether two entries give the learner the same answer: one entry (a cross-reference's target shown
 * twice), or the same word in two lexicons (BDB, Strong's, Jastrow: the same letters, pointed alike or
 * one of them unpointed). Two entries of one lexicon are two words (numbered homographs, Jastrow's
 * Hebrew verb and his Aramaic one), and so are two lexicons' homographs pointed otherwise (אָדָם, אָדַם).
 */
export function sameAnswer(a: RankedEntry, b: RankedEntry): boolean {
  if (a.source === b.source) return a.sourceId === b.sourceId;
  if (letters(a.word) !== letters(b.word)) return false;
  return !isPointed(a.word) || !isPointed(b.word) || samePointing(a.word, b.word);
}

/** How many times more a lexicon may quote (or write of) the first of two homographs and the two still be of comparable use. */
export const COMPARABLE_USE = 4;

/**
 * Whether the rule that put `first` before `other` is a guess rather than evidence: the lexicons'
 * order, the Mishnah's Hebrew before an Aramaic entry, a vowel nearer the text's pointing, and
 * quotations or size of comparable magnitude (less than `COMPARABLE_USE` times as many), a translation
 * that speaks of both nearly alike (one step of `OVERLAP_STEP` apart), the lexicon's order of ids.
 * A table, the parallel verse, the text's pointing, an empty entry or a reference, a head-word
 * against another form, a name, an unpointed root, the reading's word class decide.
 */
export function weakStep(step: EntryStepName | null, first: RankedEntry, other: RankedEntry): boolean {
  switch (step) {
    case "lexicon": case "language": case "closeness": case "exactness": case "id":
      return true;
    case "translation":
      return Math.floor((first.overlap ?? 0) / OVERLAP_STEP) - Math.floor((other.overlap ?? 0) / OVERLAP_STEP) <= 1;
    case "size": {
      const [a, b] = (first.uses ?? 0) !== (other.uses ?? 0) ? [first.uses ?? 0, other.uses ?? 0] : [first.size, other.size];
      return a < COMPARABLE_USE * Math.max(b, 1);
    }
    default:
      return false;
  }
}

/** The entry nearly as likely as a reading's first, by its place among the ranked entries, and the rule that put the first before it. */
export interface EntryDoubt { index: number; step: EntryStepName }

/**
 * A reading's entries as ranked (`entries`, by `compare`): the first entry of another word than the
 * first's (`sameAnswer`), when only a weak rule (`weakStep`) put the first before it; null when the
 * first is sure (or there is no other word).
 */
export function entryDoubt(entries: readonly RankedEntry[], compare: EntryComparator): EntryDoubt | null {
  const [first] = entries;
  if (!first) return null;
  const index = entries.findIndex((e, i) => i > 0 && !sameAnswer(first, e));
  if (index < 0) return null;
  const other = entries[index]!;
  const step = compare.decidedBy(first, other);
  return step && weakStep(step, first, other) ? { index, step } : null;
}
