import { samePointing } from "../dictionary/choose-gloss";
import { isPointed } from "./pointing-likeness";
import { type EntryComparator, type EntryStepName, type RankedEntry } from "./rank-readings";
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

/**
 * How many times more a lexicon may quote (or write of) the first of a Hebrew and an Aramaic twin than
 * the other, the two still being of comparable use: the quotations counted with `USE_SMOOTHING` each
 * more, so that 3 quotations against none are not taken for a rule.
 */
export const COMPARABLE_USE = 4;
export const USE_SMOOTHING = 3;

/**
 * Whether the rule that put `first` before `other` is a guess rather than evidence (measured on the
 * lookup gold's tune half, bench/gold.ts: the rules after which the second entry was as often right):
 * a head-word before an entry that lists the word as another of its forms, a common word before a
 * name, a vowel nearer the text's pointing, the lexicon's order of ids; a translation that speaks of
 * both entries (not of the first alone); the quotations (or size) of a Hebrew and an Aramaic twin of
 * comparable magnitude (`COMPARABLE_USE`). A table, the parallel verse, the text's own pointing, an
 * empty entry or a reference, an unpointed root, the reading's word class, the lexicons' order, the
 * Mishnah's Hebrew, a translation that speaks of the first alone and homographs of one language apart
 * in use decide: the second entry was seldom right after them.
 */
export function weakStep(step: EntryStepName | null, first: RankedEntry, other: RankedEntry): boolean {
  switch (step) {
    case "head-word": case "name": case "closeness": case "exactness": case "id":
      return true;
    case "translation":
      return (other.overlap ?? 0) > 0;
    case "size": {
      if (first.language === other.language) return false;
      const [a, b] = (first.uses ?? 0) !== (other.uses ?? 0) ? [first.uses ?? 0, other.uses ?? 0] : [first.size, other.size];
      return a + USE_SMOOTHING < COMPARABLE_USE * (b + USE_SMOOTHING);
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
