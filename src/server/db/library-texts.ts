import { and, arrayOverlaps, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { lemmaHomonym } from "../../shared/dictionary/lexical-links";
import type { DbOrTx } from "./client";
import { books, bookVerses, bookWordLemmas, dictionaryEntries } from "./schema";

// What the word generators read of the library: imported books, their lemmas and the lexicons.
// Read only: generation never changes books or the dictionary.

export interface LibraryBook { id: string; title: string; addressType: "Integer" | "Talmud"; totalChapters: number; category: string | null }

/** An imported book by any of these titles (its title or Sefaria index title, case ignored). */
export async function findBookByTitle(db: DbOrTx, titles: string[]): Promise<LibraryBook | null> {
  const lower = [...new Set(titles.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (lower.length === 0) return null;
  const rows = await db.select({ id: books.id, title: books.title, addressType: books.addressType, totalChapters: books.totalChapters, category: books.category })
    .from(books)
    .where(or(inArray(sql`lower(${books.title})`, lower), inArray(sql`lower(${books.sourceRef})`, lower)));
  // The first title asked for wins ("Berakhot" the Talmud tractate before "Mishnah Berakhot").
  return rows.sort((a, b) => lower.indexOf(a.title.toLowerCase()) - lower.indexOf(b.title.toLowerCase()))[0] ?? null;
}

export interface Verse { chapter: number; verse: number; hebrewText: string }

/** The Hebrew of the book's verses in these chapters (all chapters when none are given), in order. */
export async function readVerses(db: DbOrTx, bookId: string, chapters?: number[]): Promise<Verse[]> {
  return db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrewText: bookVerses.hebrewText })
    .from(bookVerses)
    .where(and(eq(bookVerses.bookId, bookId), chapters ? inArray(bookVerses.chapter, chapters) : undefined))
    .orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

export async function bookChapters(db: DbOrTx, bookId: string): Promise<number[]> {
  const rows = await db.selectDistinct({ chapter: bookVerses.chapter }).from(bookVerses).where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter));
  return rows.map((r) => r.chapter);
}

export interface LexiconRow {
  plain: string;
  source: string;
  /** The headword with the lexicon's pointing. */
  word: string;
  definitions: string[];
  transliteration: string | null;
  partOfSpeech: string | null;
  language: "hebrew" | "aramaic";
  isProperName: boolean;
}

/**
 * Every dictionary entry whose niqqud-stripped word, or another of its forms (Jastrow's plurals and
 * binyan forms), is one of `plains`, once per form it matches (one indexed query).
 */
export async function lexiconEntries(db: DbOrTx, plains: string[]): Promise<LexiconRow[]> {
  if (plains.length === 0) return [];
  const wanted = [...new Set(plains)];
  const rows = await db.select({
    plain: dictionaryEntries.wordPlain, formsPlain: dictionaryEntries.formsPlain, source: dictionaryEntries.source, word: dictionaryEntries.word,
    definitions: dictionaryEntries.definitions, transliteration: dictionaryEntries.transliteration,
    partOfSpeech: dictionaryEntries.partOfSpeech, language: dictionaryEntries.language, isProperName: dictionaryEntries.isProperName,
  }).from(dictionaryEntries)
    .where(and(or(inArray(dictionaryEntries.wordPlain, wanted), arrayOverlaps(dictionaryEntries.formsPlain, wanted)), isNull(dictionaryEntries.referenceTo)));
  const asked = new Set(wanted);
  return rows.flatMap(({ formsPlain, ...r }) => [...new Set([r.plain ?? "", ...(formsPlain ?? [])])].filter((p) => asked.has(p)).map((plain) => ({ ...r, plain })));
}

export async function countDictionaryEntries(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dictionaryEntries);
  return Number(row?.n ?? 0);
}

/** A word's lemma: its Strong's number and the homonym its lemma names ("2416 e" → "e"; null for none). */
export interface LemmaRef { strong: string; homonym: string | null }

/** The lemmas of the book's words in these chapters, by "chapter:verse:position" (OpenScriptures' morphology, when imported). */
export async function readLemmas(db: DbOrTx, bookId: string, chapters?: number[]): Promise<Map<string, LemmaRef>> {
  const rows = await db.select({ chapter: bookWordLemmas.chapter, verse: bookWordLemmas.verse, position: bookWordLemmas.position, strong: bookWordLemmas.strong, lemma: bookWordLemmas.lemma })
    .from(bookWordLemmas)
    .where(and(eq(bookWordLemmas.bookId, bookId), isNotNull(bookWordLemmas.strong), chapters ? inArray(bookWordLemmas.chapter, chapters) : undefined));
  return new Map(rows.map((r) => [`${r.chapter}:${r.verse}:${r.position}`, { strong: r.strong!, homonym: lemmaHomonym(r.lemma) }]));
}

export interface StrongEntry {
  strong: string;
  word: string;
  definitions: string[];
  transliteration: string | null;
  partOfSpeech: string | null;
  isProperName: boolean;
  /** Every BDB entry LexicalIndex links to the number: one, or several homonyms (lemmaGloss chooses), each with its link's letter ("" for none). */
  bdb: { word: string; definitions: string[]; partOfSpeech: string | null; aug: string }[];
}

/**
 * The BDB entries linked to Strong's entry `s`, as a JSON array: its linked_ids (migration 0031), and
 * for lexicons linked before it, each side's linked_id (which keeps one link only).
 */
const linkedBdbEntries = sql`coalesce((
  select json_agg(json_build_object('word', b.word, 'definitions', b.definitions, 'partOfSpeech', b.part_of_speech,
    'aug', coalesce(s.linked_augs[array_position(s.linked_ids, b.source_id)], '')) order by b.source_id)
  from dictionary_entries b
  where b.source = 'bdb' and b.reference_to is null
    and b.source_id in (select unnest(s.linked_ids)
      union all select s.linked_id where cardinality(s.linked_ids) = 0
      union all select l.source_id from dictionary_entries l where cardinality(s.linked_ids) = 0 and l.source = 'bdb' and l.linked_id = s.source_id)
), '[]')`;

/** Strong's entries by number, each with the BDB entries linked to it (one query). */
export async function strongEntries(db: DbOrTx, strongs: string[]): Promise<Map<string, StrongEntry>> {
  if (strongs.length === 0) return new Map();
  const r = await db.execute(sql`
    select s.source_id as strong, s.word, s.definitions, s.transliteration, s.part_of_speech, s.is_proper_name, ${linkedBdbEntries} as bdb
    from dictionary_entries s
    where s.source = 'strongs' and s.source_id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(strongs)])}::jsonb))`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }; json may come back as text.
  const rows = (r as unknown as { rows: { strong: string; word: string; definitions: string[]; transliteration: string | null; part_of_speech: string | null; is_proper_name: boolean; bdb: StrongEntry["bdb"] | string }[] }).rows;
  return new Map(rows.map((x) => [x.strong, {
    strong: x.strong, word: x.word, definitions: x.definitions, transliteration: x.transliteration, partOfSpeech: x.part_of_speech,
    isProperName: x.is_proper_name, bdb: typeof x.bdb === "string" ? (JSON.parse(x.bdb) as StrongEntry["bdb"]) : x.bdb,
  }]));
}
