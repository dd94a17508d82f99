/**
 * The lookup's rows as the ranking reads them (shared/hebrew/rank-readings#RankedEntry), each worked out once per row, and
 * the comparators that sort them by the word's kind of text: what lookup-word's readings sort their entries with.
 */
import type { FormLanguage } from "../../../shared/hebrew/form-language";
import { compareEntries, type RankedEntry, type TextKind, type WordClass } from "../../../shared/hebrew/rank-readings";
import { citationsIn, entryCitations, withReferenceCitations, type CitationCounts, type Corpus } from "../../../shared/hebrew/jastrow-citations";
import { translationOverlap } from "../../../shared/hebrew/translation-overlap";
import { decidesForEntry, decisiveStep, parallelTranslation, parseParallel, weighedAgainstParallel } from "../../../shared/hebrew/parallel-verse";
import { passageCitation } from "../../../shared/hebrew/cited-passage";
import { entryDoubt } from "../../../shared/hebrew/entry-doubt";
import type { LookupRow } from "./lookup-queries";
import { rankedAsSeen } from "./see-targets";

const rankedEntries = new WeakMap<LookupRow, RankedEntry>();
/**
 * What the ranking reads of a row (its pointed forms, its size, its quotations from texts of `corpus`,
 * what its glosses share with the English beside the word, `translation`), once per row (a row is read
 * for one word). The quotations were counted at import (`details.uses`); an entry imported before that
 * has its notes counted here. Its size leaves the counts out (the size of the entry as printed).
 */
export function rankedEntry(r: LookupRow, corpus: Corpus | null = null, translation: ReadonlyMap<string, number> | null = null): RankedEntry {
  let e = rankedEntries.get(r);
  if (!e) {
    const { uses: _counted, ...printed } = r.details ?? {};
    // The Targum's parallel Hebrew verse (a translation of the words it translates, shared/hebrew/parallel-verse): weighed
    // against the Aramaic lexicons' entries, never the Hebrew verse's own biblical entries; strong agreement decides.
    const parallel = translation !== null && parallelTranslations.has(translation);
    const overlap = translation && (!parallel || weighedAgainstParallel(r)) ? translationOverlap(translation, r.definitions) : 0;
    // What the ranking reads, field by field (not a copy of the whole row: its details, its English, its verse…).
    e = rankedAsSeen({
      source: r.source, sourceId: r.sourceId, word: r.word, wordPlain: r.wordPlain, isProperName: r.isProperName, referenceTo: r.referenceTo,
      definitions: r.definitions, language: r.language, partOfSpeech: r.partOfSpeech,
      headWords: r.details?.headWords ?? [],
      pointedForms: [r.word, ...(r.details ? [...r.details.headWords, ...r.details.plurals, ...r.details.binyanim.flatMap((b) => b.forms)] : [])],
      // A verb's own forms are its head-words (a noun's "binyanim" hold its construct: בַּיִת's בֵּית).
      ...(r.details && !r.partOfSpeech ? { ownForms: [r.word, ...r.details.headWords, ...r.details.plurals] } : {}),
      size: r.definitions.reduce((n, d) => n + d.length, 0) + (r.details ? JSON.stringify(printed).length : 0),
      ...(corpus && r.details ? quotations(withReferenceCitations(entryCitations(r.details), r.referenceUses ?? []), corpus) : {}),
      ...(translation ? { overlap } : {}),
      ...(r.passage && r.details ? { cites: passageCitation([...r.details.notes, ...r.definitions], r.passage) } : {}),
      ...(parallel && decidesForEntry(r) ? { decisive: decisiveStep(overlap) } : {}),
    }, r.seeFrom);
    rankedEntries.set(r, e);
  }
  return e;
}
/** An entry's quotations from texts of `corpus` (`uses`) and from any (`quoted`). */
const quotations = (c: CitationCounts, corpus: Corpus) => ({ uses: citationsIn(c, corpus), quoted: c.talmud + c.targum + c.mishnah });
/** The translations made from a Targum's parallel Hebrew verse (not English printed beside the text). */
const parallelTranslations = new WeakSet<ReadonlyMap<string, number>>();
/** A Targum word's translation: the glosses of its parallel Hebrew verse, near its place (null where none). */
export function targumTranslation(json: string | null | undefined, position: number | null): ReadonlyMap<string, number> | null {
  const t = parallelTranslation(parseParallel(json), position);
  if (t) parallelTranslations.add(t);
  return t;
}
/**
 * The rows found by a plain form (their head-word or another of their forms), in the statement's
 * order: each call a fresh array (the caller sorts it); `has`: whether a form found any. Indexed once: a word's forms are many.
 */
export function rowsByForm(rows: readonly LookupRow[]): ((form: string) => LookupRow[]) & { has: (form: string) => boolean } {
  const index = new Map<string, LookupRow[]>();
  for (const r of rows) {
    for (const f of new Set([r.wordPlain, ...(r.formsPlain ?? [])])) {
      const list = index.get(f);
      if (list) list.push(r);
      else index.set(f, [r]);
    }
  }
  return Object.assign((form: string) => index.get(form)?.slice() ?? [], { has: (form: string) => index.has(form) });
}
/** Proclitics after which a word is a noun: the article, and the prepositions ב and כ (not ל: ל + infinitive). */
export const NOUN_PREFIX = /[הבכ]$/;
/** Entries in the order of the word's kind of text (shared/hebrew/rank-readings#compareEntries). */
export const byKind = (kind: TextKind | null, stem: string, form: string, preferred: readonly string[] = [], expect: WordClass | null = null, heads: readonly string[] = [], corpus: Corpus | null = null, translation: ReadonlyMap<string, number> | null = null, tongue: FormLanguage | null = null, namePlace = false, clause: FormLanguage | null = null) => {
  const compare = compareEntries(kind, stem, form, preferred, expect, heads, tongue, namePlace, corpus === "talmud", clause);
  return Object.assign((a: LookupRow, b: LookupRow) => compare(rankedEntry(a, corpus, translation), rankedEntry(b, corpus, translation)), {
    /** The entry of the sorted `rows` nearly as likely as the first (shared/hebrew/entry-doubt), or null. */
    doubt: (rows: readonly LookupRow[]) => entryDoubt(rows.map((r) => rankedEntry(r, corpus, translation)), compare),
  });
};
/** The lemma's entries: BDB before Strong's. */
export const byUse = byKind("tanakh", "", "");
