import type { DictionaryEntry, DictionaryLookup, DictionaryLookupQuery } from "../../../shared/api/dictionary";
import { samePointing } from "../../../shared/dictionary/choose-gloss";
import { lookupForms, segmentWord } from "../../../shared/hebrew/segment-word";
import { hasHebrew, plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Db } from "../../db/client";
import { savedInMyWords } from "../../db/my-words";
import { countFormOccurrences, readWordAnalysis } from "../../db/word-occurrences";
import { lookupStatement, type LookupRow } from "./lookup-queries";

const SOURCE_ORDER: Record<DictionaryEntry["source"], number> = { bdb: 0, strongs: 1, "sefaria-aramaic": 2, "kaikki-aramaic": 3 };

/** Entries with a definition before cross-references, BDB before Strong's, then by id. */
function byUse(a: LookupRow, b: LookupRow): number {
  return Number(a.referenceTo !== null) - Number(b.referenceTo !== null) || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] || a.sourceId.localeCompare(b.sourceId);
}

/** As byUse, with the homographs pointed as the text points `stem` first (אֵת before אַתְּ). */
const byPointingThenUse = (stem: string) => (a: LookupRow, b: LookupRow): number =>
  Number(a.referenceTo !== null) - Number(b.referenceTo !== null)
  || Number(!samePointing(a.word, stem)) - Number(!samePointing(b.word, stem))
  || byUse(a, b);

const entryOf = ({ wordPlain: _w, via: _v, strong: _s, lemmaPrefix: _p, myWordId: _m, ...entry }: LookupRow): DictionaryEntry => entry as DictionaryEntry;

/**
 * A word tapped in the reader: one statement reads the entries of the word and of each stem its
 * proclitics may leave (and of its lemma, given its place in a book with lemma data); the reading
 * is chosen from what the lexicons hold (segmentWord), and its entries returned, those pointed as
 * the text points the word first.
 */
export async function lookupWord(db: Db, userId: string, query: DictionaryLookupQuery): Promise<DictionaryLookup> {
  const { word } = query;
  if (!hasHebrew(word)) return { word, reading: null, entries: [], lemma: null, myWordId: null, analysis: null, occurrences: null };
  const forms = lookupForms(word);
  const place = query.book && query.chapter && query.verse && query.position
    ? { bookId: query.book, chapter: query.chapter, verse: query.verse, position: query.position, plain: plainHebrew(word), userId }
    : null;
  // The word's analysis and its lemma's occurrences are read beside the entries (issue 28).
  const [rows, analysis] = await Promise.all([lookupStatement(db, forms, place), place ? readWordAnalysis(db, place) : null]);
  // Given the word's place, whether the learner's "My words" of the book's domain holds it already
  // (the panel's button shows it): a column of the same statement, or, when no entry was found, read alone.
  const myWordId = rows[0] ? rows[0].myWordId : place ? await savedInMyWords(db, userId, place.bookId, place.plain) : null;
  const found = new Set(rows.filter((r) => r.via === "form").map((r) => r.wordPlain));
  const reading = segmentWord(word, (plain) => found.has(plain));
  const lemmaRows = rows.filter((r) => r.via === "lemma").sort(byUse);
  const lemmaIds = new Set(lemmaRows.map((r) => r.id));
  const entries = rows.filter((r) => r.via === "form" && r.wordPlain === reading?.stemPlain && !lemmaIds.has(r.id))
    .sort(byPointingThenUse(reading?.stem ?? word)).map(entryOf);
  const lemma = lemmaRows[0] ? { strong: lemmaRows[0].strong!, prefix: lemmaRows[0].lemmaPrefix ?? "", entries: lemmaRows.map(entryOf) } : null;
  // Occurrences by lemma in the books with morphology; otherwise by the plain stem the lookup read.
  const form = reading?.stemPlain ?? plainHebrew(word);
  const occurrences = !place ? null
    : analysis?.strong ? { strong: analysis.strong, form: null, count: analysis.count, books: analysis.books }
      : { strong: null, form, ...(await countFormOccurrences(db, form)) };
  const wordAnalysis = analysis && { strong: analysis.strong, lemma: analysis.lemma, morph: analysis.morph, parts: analysis.parts };
  return { word, reading, entries, lemma, myWordId, analysis: wordAnalysis, occurrences };
}
