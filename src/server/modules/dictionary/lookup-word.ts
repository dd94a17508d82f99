import type { DictionaryEntry, DictionaryLookup, DictionaryLookupQuery, WordReading } from "../../../shared/api/dictionary";
import { samePointing } from "../../../shared/dictionary/choose-gloss";
import { aramaicReadings, byFrequency, foundReadings, splitAfterLetters, type AramaicReading } from "../../../shared/hebrew/aramaic-readings";
import { formOfEntry } from "../../../shared/dictionary/entry-forms";
import { lookupForms, segmentWord } from "../../../shared/hebrew/segment-word";
import { hasHebrew, plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Db } from "../../db/client";
import { savedInMyWords } from "../../db/my-words";
import { countFormOccurrences, readWordAnalysis } from "../../db/word-occurrences";
import { lookupStatement, type LookupRow } from "./lookup-queries";

const SOURCE_ORDER: Record<DictionaryEntry["source"], number> = { bdb: 0, strongs: 1, "sefaria-aramaic": 2, jastrow: 3, "kaikki-aramaic": 4, "kaikki-hebrew": 5 };
/** Readings shown: the first with its entries, and at most two more (issue 29: "the first three readings"). */
const READINGS_SHOWN = 3;

/** Entries with a definition before cross-references, BDB before Strong's, then by id. */
function byUse(a: LookupRow, b: LookupRow): number {
  return Number(a.referenceTo !== null) - Number(b.referenceTo !== null) || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.sourceId.localeCompare(b.sourceId);
}

/**
 * As byUse, with the entries without a definition (a proper name BDB only names) after the rest,
 * the entries whose head-word is the form before those found by another form (a plural, a
 * binyan's), and the homographs pointed as the text points `stem` first (אֵת before אַתְּ).
 */
const byPointingThenUse = (stem: string, form: string) => (a: LookupRow, b: LookupRow): number =>
  Number(a.referenceTo !== null) - Number(b.referenceTo !== null)
  || Number(a.definitions.length === 0) - Number(b.definitions.length === 0)
  || Number(a.wordPlain !== form) - Number(b.wordPlain !== form)
  || Number(!samePointing(a.word, stem)) - Number(!samePointing(b.word, stem))
  || byUse(a, b);

const entryOf = ({ wordPlain: _w, formsPlain: _f, via: _v, strong: _s, lemmaPrefix: _p, myWordId: _m, frequency: _n, bookCategory: _c, ...entry }: LookupRow): DictionaryEntry => entry as DictionaryEntry;

/** A found Aramaic reading as the panel shows it: the proclitics as written, the rest, and how. */
function presentReading(word: string, r: AramaicReading, firstEntry: LookupRow | undefined): WordReading {
  const [prefix, stem] = splitAfterLetters(word, r.prefixPlain.length);
  const stemPlain = plainHebrew(stem);
  const via = firstEntry ? formOfEntry(firstEntry, r.form) : "";
  return { prefix, prefixPlain: r.prefixPlain, stem, stemPlain, ...(r.form !== stemPlain ? { form: r.form } : {}), how: [r.how, via].filter(Boolean).join("; ") };
}

/** Every form the lookup reads for `word`: the Hebrew segmentation's stems and the Aramaic readings' forms. */
export const wordLookupForms = (word: string): string[] => [...new Set([...lookupForms(word), ...aramaicReadings(word).map((r) => r.form)])];

/**
 * A word tapped in the reader: one statement reads the entries of the word, of each stem its
 * proclitics may leave, and of each form the Aramaic and rabbinic morphology may reach
 * (shared/hebrew/aramaic-readings), by head-word or by another form of the entry (Jastrow's plurals
 * and binyanim); and of its lemma, given its place in a book with lemma data. The found Aramaic
 * readings are ranked by how often their form occurs as a word in the imported texts, then by
 * simplicity (`foundReadings`). The first reading is the Hebrew segmentation's when the lexicons hold
 * its stem (segmentWord, judged by the pointing) and no found reading's form occurs more often
 * (שיעלה: עלה before ש + יעלה), else the first found Aramaic reading; up to two more found readings
 * follow, each with its entries.
 */
export async function lookupWord(db: Db, userId: string, query: DictionaryLookupQuery): Promise<DictionaryLookup> {
  const { word } = query;
  if (!hasHebrew(word)) return { word, reading: null, entries: [], lemma: null, myWordId: null, analysis: null, occurrences: null };
  const forms = wordLookupForms(word);
  const place = query.book && query.chapter && query.verse && query.position
    ? { bookId: query.book, chapter: query.chapter, verse: query.verse, position: query.position, plain: plainHebrew(word), userId }
    : null;
  // The word's analysis and its lemma's occurrences are read beside the entries (issue 28).
  const [rows, analysis] = await Promise.all([lookupStatement(db, forms, place), place ? readWordAnalysis(db, place) : null]);
  // Given the word's place, whether the learner's "My words" of the book's domain holds it already
  // (the panel's button shows it): a column of the same statement, or, when no entry was found, read alone.
  const myWordId = rows[0] ? rows[0].myWordId : place ? await savedInMyWords(db, userId, place.bookId, place.plain) : null;
  const formRows = rows.filter((r) => r.via === "form");
  const rowsOf = (form: string) => formRows.filter((r) => r.wordPlain === form || (r.formsPlain ?? []).includes(form));
  const found = new Set(formRows.flatMap((r) => [r.wordPlain, ...(r.formsPlain ?? [])]));
  const lemmaRows = rows.filter((r) => r.via === "lemma").sort(byUse);
  const lemmaIds = new Set(lemmaRows.map((r) => r.id));
  const lemma = lemmaRows[0] ? { strong: lemmaRows[0].strong!, prefix: lemmaRows[0].lemmaPrefix ?? "", entries: lemmaRows.map(entryOf) } : null;
  const entriesOf = (stem: string, form: string) => rowsOf(form).filter((r) => !lemmaIds.has(r.id)).sort(byPointingThenUse(stem, form));

  const counts = JSON.parse(rows[0]?.frequency ?? "{}") as Record<string, number>;
  const frequency = (form: string) => counts[form] ?? 0;
  const ranked = foundReadings(word, (f) => found.has(f), frequency);
  // A word of a Tanakh book (or with OpenScriptures' analysis) is biblical Hebrew: its prefixes are read
  // by what the biblical lexicons (BDB, Strong's) hold, so that Jastrow's head-word בְּרֵאשִׁית does not
  // hide ב + רֵאשִׁית.
  const biblical = rows[0]?.bookCategory === "Tanakh" || lemmaRows.length > 0 || !!analysis?.strong;
  const biblicalForms = new Set(formRows.filter((r) => r.source === "bdb" || r.source === "strongs").map((r) => r.wordPlain));
  const hebrew = segmentWord(word, (plain) => (biblical ? biblicalForms : found).has(plain));
  const readings: { reading: WordReading; rows: LookupRow[] }[] = [];
  const addAramaic = (r: AramaicReading) => {
    const [, stem] = splitAfterLetters(word, r.prefixPlain.length);
    const rs = entriesOf(stem, r.form);
    readings.push({ reading: presentReading(word, r, rs[0]), rows: rs });
  };
  if (hebrew && found.has(hebrew.stemPlain)) {
    const top = ranked[0];
    if (!biblical && top && top.form !== hebrew.stemPlain && byFrequency({ form: hebrew.stemPlain, cost: hebrew.prefixPlain.length }, top, frequency) > 0) addAramaic(top);
    const rs = entriesOf(hebrew.stem, hebrew.stemPlain);
    const how = hebrew.prefixPlain ? `${[...hebrew.prefixPlain].join(" + ")} + ${hebrew.stemPlain}` : "";
    const via = rs[0] ? formOfEntry(rs[0], hebrew.stemPlain) : "";
    readings.push({ reading: { ...hebrew, how: [how, via].filter(Boolean).join("; ") }, rows: rs });
  }
  for (const r of ranked) {
    if (readings.length >= READINGS_SHOWN) break;
    if (readings.some((x) => (x.reading.form ?? x.reading.stemPlain) === r.form)) continue;
    addAramaic(r);
  }
  const [first, ...more] = readings;
  // Occurrences by lemma in the books with morphology; otherwise by the plain stem the lookup read.
  const form = (first?.reading ?? hebrew)?.stemPlain ?? plainHebrew(word);
  const occurrences = !place ? null
    : analysis?.strong ? { strong: analysis.strong, form: null, count: analysis.count, books: analysis.books }
      : { strong: null, form, ...(await countFormOccurrences(db, form)) };
  const wordAnalysis = analysis && { strong: analysis.strong, lemma: analysis.lemma, morph: analysis.morph, parts: analysis.parts };
  if (!first) return { word, reading: hebrew, entries: [], lemma, myWordId, analysis: wordAnalysis, occurrences };
  return {
    word, reading: first.reading, entries: first.rows.map(entryOf), lemma, myWordId, analysis: wordAnalysis, occurrences,
    moreReadings: more.map((m) => ({ reading: m.reading, entries: m.rows.map(entryOf) })),
  };
}
