import { and, arrayOverlaps, eq, inArray, isNotNull, or, Param, sql, type SQL } from "drizzle-orm";
import { alias, unionAll, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { myWordIdSql } from "../../db/my-words";
import { homonymBdbIdSql, homonymOf, wordAnalysisSql, type WordAnalysis } from "../../db/word-occurrences";
import type { TalmudSegment } from "../../../shared/hebrew/talmud-passages";
import type { CitedPassage } from "../../../shared/hebrew/cited-passage";
import type { CitationCounts } from "../../../shared/hebrew/jastrow-citations";
import { bookVerses, bookWordLemmas as l, books, dictionaryEntries as d } from "../../db/schema";
import { entryColumns } from "./queries";

/**
 * A word's place in a book, and its plain form (the lemma counts only when it is the same word);
 * `userId`: whose "My words" to look the word up in.
 */
export interface WordPlace { bookId: string; chapter: number; verse: number; position: number; plain: string; userId: string }

/**
 * The reader's lookup in one statement: every entry whose plain headword, or one of whose other
 * forms (Jastrow's plurals and binyan forms), is one of `forms` (the word and its candidate stems), and,
 * given the word's place, the entries of its lemma (Strong's by number, BDB through Strong's LexicalIndex
 * link). Rows say which part found them. A Jastrow or BDB entry that is only a cross-reference brings its target
 * (`via` 'see', under the reference's plain forms, `seeFrom` its head-word). Every row carries what the
 * request reads once: how often each of `forms` occurs in the imported texts (`frequency`: given the
 * place, in those of the book's category; the readings' ranking) and, given the place, among the books
 * without morphology (`occurrences`); and, given the place, the id of the word in the user's "My words"
 * (null when it is not there), the book's category, the English of the word's verse (`english`: null
 * where the book has none) and its text, a Targum's parallel Hebrew verse, the word's analysis and the
 * Talmud page's passage markers. When no entry is found, one row with a null id carries them (readStatementRows).
 */
export function lookupStatement(db: DbOrTx, forms: string[], place: WordPlace | null) {
  const list = formList(forms);
  return statementOf(db, list, (column) => arrayOverlaps(column, list), place);
}

/** The forms looked up, each once (a form counted twice would count its occurrences twice). */
const formList = (forms: string[]) => (forms.length > 0 ? [...new Set(forms)] : [""]);

/**
 * The statement with its values as given (`lookupStatement`), or as placeholders (`runLookupStatement`):
 * `list` the forms, each a parameter of the `in` lists; `overlaps` a column's `&&` with the forms as one array parameter.
 * The entries' union (by lemma, by form, by cross-reference) is joined to one row of what the request
 * reads once whatever the entries (`ctx`): written once, planned once and run once, where each branch
 * carried its own copies of these subqueries (planned and run three times).
 */
function statementOf(db: DbOrTx, list: string[], overlaps: (column: AnyPgColumn) => SQL, place: WordPlace | null) {
  const myWordId = place ? myWordIdSql(place.userId, place.bookId, place.plain) : sql<string | null>`null::text`;
  // The book's category ("Tanakh", "Talmud", "Mishnah"…): which lexicons read its words' prefixes.
  const bookCategory = place ? sql<string | null>`(select b.category from books b where b.id = ${place.bookId})` : sql<string | null>`null::text`;
  // Its title: the passage a lexicon's quotations name (shared/hebrew/cited-passage).
  const bookTitle = place ? sql<string | null>`(select b.title from books b where b.id = ${place.bookId})` : sql<string | null>`null::text`;
  // The English printed beside the word's verse or segment (Sefaria's translation, where the book came with one):
  // the ranking's evidence among readings of comparable cost. One row by the unique index on (book, chapter, verse).
  const english = place
    ? sql<string | null>`(select v.english_text from ${bookVerses} v where v.book_id = ${place.bookId} and v.chapter = ${place.chapter} and v.verse = ${place.verse})`
    : sql<string | null>`null::text`;
  // The verse's own text beside it: the word's place in it lines the word up with its translation.
  const verseText = place
    ? sql<string | null>`(select v.hebrew_text from ${bookVerses} v where v.book_id = ${place.bookId} and v.chapter = ${place.chapter} and v.verse = ${place.verse} and v.english_text is not null)`
    : sql<string | null>`null::text`;
  // A Targum has no English beside it, but it translates the Hebrew verse of the same book, chapter and verse
  // word for word: the glosses of that verse's lemmas (Strong's meaning, BDB's first definitions) stand in for one
  // (`parallel`: JSON [{ p: position, g: [glosses] }], null for a book of another category or without its Tanakh book).
  const parallel = place ? parallelGlossesSql(place) : sql<string | null>`null::text`;
  // The word's analysis at its place (OpenScriptures' morphology) and the page's passage markers (a Talmud page's
  // מתני׳ and גמ׳): read by the same round trip, where they were two statements beside it.
  const analysis = place ? wordAnalysisSql(place) : sql<string | null>`null::text`;
  const markers = place ? passageMarkersSql(place) : sql<string | null>`null::text`;
  const ctx = sql`(select ${formCountsSql(place)}, ${myWordId} as my_word_id, ${bookCategory} as book_category, ${bookTitle} as book_title,
    ${english} as english, ${verseText} as verse_text, ${parallel} as parallel, ${analysis} as analysis, ${markers} as markers
    from unnest(array[${sql.join(list.map((w) => sql`${w}`), sql`, `)}]::text[]) as fw(w)
    cross join lateral (${formTokensSql(place)}) c) ctx`;
  const entries = entriesUnion(db, list, overlaps, place).as("u");
  const { id, source, sourceId, word, transliteration, pronunciation, partOfSpeech, language, definitions, root, isProperName, referenceTo, referenceAlso, referenceWord, crossRefs, crossRefWords, linkedId, details, wordPlain, formsPlain, via, strong, lemmaPrefix, seeFrom } = entries;
  // The one row of ctx first, the entries joined to it: a row with no entry (null id) when none was found, so that
  // what ctx read comes back whatever the entries (the union's rows in their order: ctx is the nested loop's outer side).
  return db.select({
    id, source, sourceId, word, transliteration, pronunciation, partOfSpeech, language, definitions, root, isProperName, referenceTo, referenceAlso, referenceWord, crossRefs, crossRefWords, linkedId, details,
    wordPlain, formsPlain, via, strong, lemmaPrefix, seeFrom,
    myWordId: sql<string | null>`ctx.my_word_id`, frequency: sql<string | null>`ctx.frequency`, occurrences: sql<string | null>`ctx.occurrences`,
    bookCategory: sql<string | null>`ctx.book_category`, bookTitle: sql<string | null>`ctx.book_title`, english: sql<string | null>`ctx.english`, verseText: sql<string | null>`ctx.verse_text`, parallel: sql<string | null>`ctx.parallel`,
    analysis: sql<string | null>`ctx.analysis`, markers: sql<string | null>`ctx.markers`,
  }).from(ctx).leftJoin(entries, sql`true`);
}

/** The lexicons whose cross-references the lookup replaces by their targets (see-targets.ts). */
const SEE_SOURCES = ["jastrow", "bdb"] as const;

/**
 * The entries found: by the word's lemma (given its place), by head-word or another form, and the targets of
 * the cross-references found; rows say which part found them (`via`).
 */
function entriesUnion(db: DbOrTx, list: string[], overlaps: (column: AnyPgColumn) => SQL, place: WordPlace | null) {
  // The head-word (btree on word_plain) or another form of the entry: a plural, a binyan's (GIN on forms_plain).
  const none = (name: string) => sql<string | null>`null::text`.as(name);
  const byForm = db.select({ ...entryColumns, wordPlain: sql<string>`${d.wordPlain}`.as("word_plain"), formsPlain: sql<string[]>`${d.formsPlain}`.as("forms_plain"), via: sql<string>`'form'`.as("via"), strong: none("strong"), lemmaPrefix: none("lemma_prefix"), seeFrom: none("see_from") })
    .from(d).where(or(inArray(d.wordPlain, list), overlaps(d.formsPlain)));
  // The targets of each cross-reference found (Jastrow's "חֲזָא, v. חֲזִי", BDB's "הִיא v. הוּא"; reference_to, and the others
  // it names, reference_also: each by the unique index) that have a meaning (definitions, or Jastrow's details: not BDB's bare
  // root heading), under the reference's own forms and with its head-word (seeFrom): the lookup shows them instead of the reference (see-targets.ts).
  const r = alias(d, "r");
  const bySee = db.select({ ...entryColumns, wordPlain: sql<string>`${r.wordPlain}`.as("word_plain"), formsPlain: sql<string[]>`${r.formsPlain}`.as("forms_plain"), via: sql<string>`'see'`.as("via"), strong: none("strong"), lemmaPrefix: none("lemma_prefix"), seeFrom: sql<string | null>`${r.word}`.as("see_from") })
    .from(r).innerJoin(d, and(eq(d.source, r.source), sql`${d.sourceId} = any(array_prepend(${r.referenceTo}, ${r.referenceAlso}))`))
    .where(and(inArray(r.source, SEE_SOURCES), isNotNull(r.referenceTo), or(inArray(r.wordPlain, list), overlaps(r.formsPlain)),
      sql`(cardinality(${d.definitions}) > 0 or ${d.details} is not null)`));
  if (!place) return unionAll(byForm, bySee);
  const linkedBdb = sql`(select ${homonymBdbId(sql`s`, l.lemma)} from dictionary_entries s where s.source = 'strongs' and s.source_id = ${l.strong})`;
  const byLemma = db.select({ ...entryColumns, wordPlain: sql<string>`${d.wordPlain}`.as("word_plain"), formsPlain: sql<string[]>`${d.formsPlain}`.as("forms_plain"), via: sql<string>`'lemma'`.as("via"), strong: sql<string | null>`${l.strong}`.as("strong"), lemmaPrefix: sql<string | null>`${l.prefix}`.as("lemma_prefix"), seeFrom: none("see_from") })
    .from(l)
    .innerJoin(d, or(and(eq(d.source, "strongs"), eq(d.sourceId, l.strong)), and(eq(d.source, "bdb"), eq(d.sourceId, linkedBdb))))
    .where(and(eq(l.bookId, place.bookId), eq(l.chapter, place.chapter), eq(l.verse, place.verse), eq(l.position, place.position),
      sql`milim_plain(${l.surface}) = ${place.plain}`));
  return unionAll(byLemma, byForm, bySee);
}

/**
 * The segments of the word's Talmud page that hold a passage marker (מתני׳ or גמ׳, shared/hebrew/talmud-passages),
 * as JSON [{ verse, text }] (null for a page of any other book, or none): their text, as imported, places the markers by word.
 */
function passageMarkersSql(place: WordPlace) {
  return sql<string | null>`(select json_agg(json_build_object('verse', v.verse, 'text', v.hebrew_text))::text
    from ${bookVerses} v join ${books} b on b.id = v.book_id
    where v.book_id = ${place.bookId} and v.chapter = ${place.chapter} and b.category = 'Talmud' and v.hebrew_plain ~ ${"(מתני|גמ)['׳]"})`;
}

/**
 * Each form's tokens in the imported texts (`c`, for the form `fw.w`), on the GIN index of book_chapter_words.forms,
 * form by form (one `forms && {all the forms}` let the planner scan the whole table, comparing every row's forms with
 * every candidate: 86 ms for 35 forms over 14,000 rows, against 1.2 ms so; a join of the forms to the table let it
 * hash the table's rows of the book's category, 10–50 ms): `n`, the tokens that may stand for it (given the place,
 * in the texts of the book's category: the Talmud's words by the Talmud's use, not the Bible's; null where none);
 * given the place, `count` and `books`, its tokens and books among the books without morphology (countFormOccurrences').
 */
function formTokensSql(place: WordPlace | null) {
  if (!place) return sql`select sum(cw.count)::int as n from book_chapter_words cw where cw.forms @> array[fw.w]`;
  return sql`select sum(cw.count) filter (where b.category = (select pb.category from books pb where pb.id = ${place.bookId}))::int as n,
    coalesce(sum(cw.count) filter (where b.oshb_imported_at is null), 0)::int as count,
    (count(distinct cw.book_id) filter (where b.oshb_imported_at is null))::int as books
    from book_chapter_words cw join books b on b.id = cw.book_id where cw.forms @> array[fw.w]`;
}

/**
 * The forms' counts as JSON text, parsed by the caller (both drivers answer text alike): `frequency` { form: n }
 * (the readings' ranking; the forms without a token left out), and, given the place, `occurrences`
 * { form: [count, books] } (the panel's occurrences of the reading's form: db/word-occurrences#countFormOccurrences).
 */
function formCountsSql(place: WordPlace | null) {
  const occurrences = place ? sql`json_object_agg(fw.w, json_build_array(c.count, c.books))::text` : sql`null::text`;
  return sql`json_object_agg(fw.w, c.n) filter (where c.n is not null)::text as frequency, ${occurrences} as occurrences`;
}

/**
 * The BDB id of a word's lemma, given its Strong's entry (`strong`, an alias of dictionary_entries) and its OpenScriptures
 * lemma attribute: the homonym the attribute's letter names ("7363 b" → 'hover'), else the number's first link
 * (linked_id: the homonym marked "a"). The letter is read as shared/dictionary/lexical-links#lemmaHomonym reads it.
 */
function homonymBdbId(strong: SQL, lemma: SQL | AnyPgColumn) {
  return sql`coalesce(${homonymBdbIdSql(strong, homonymOf(sql`${lemma}`))}, ${strong}.linked_id)`;
}

/** How many of BDB's definitions of a lemma of the parallel verse are read: the first say what the word is. */
const PARALLEL_BDB_DEFINITIONS = 4;

/**
 * The Hebrew verse a Targum's verse translates, as JSON `{ t, l }` (shared/hebrew/parallel-verse#ParallelVerse):
 * the Targum verse's own text (`t`: where the word stands in it) and the lemmas of the Tanakh book whose
 * title ends the Targum's ("Onkelos Genesis" → "Genesis", the longest such title), same chapter and verse
 * (primary key), each with its position and glosses (`l`: BDB's first definitions, Strong's meaning;
 * unique index on source and id). Null unless the word's book is a Targum and that book holds the verse's
 * lemmas (an uncorrelated subquery: run once).
 */
function parallelGlossesSql(place: WordPlace) {
  const hebrewBook = sql`(select h.id from books t join books h on h.category = 'Tanakh' and h.source_ref is not null
    and right(t.title, length(h.source_ref) + 1) = ' ' || h.source_ref
    where t.id = ${place.bookId} and t.category = 'Targum' order by length(h.source_ref) desc limit 1)`;
  const lemmas = sql`(select json_agg(json_build_object('p', pl.position, 'b', coalesce(bd.definitions[1:${sql.raw(String(PARALLEL_BDB_DEFINITIONS))}], '{}'::text[]),
      's', s.definitions[1]) order by pl.position)
    from book_word_lemmas pl join dictionary_entries s on s.source = 'strongs' and s.source_id = pl.strong
    left join dictionary_entries bd on bd.source = 'bdb' and bd.source_id = ${homonymBdbId(sql`s`, sql`pl.lemma`)}
    where pl.book_id = ${hebrewBook} and pl.chapter = ${place.chapter} and pl.verse = ${place.verse})`;
  return sql<string | null>`(select json_build_object('t', v.hebrew_text, 'l', p.l)::text
    from (select ${lemmas} as l) p join ${bookVerses} v on v.book_id = ${place.bookId} and v.chapter = ${place.chapter} and v.verse = ${place.verse}
    where p.l is not null)`;
}

type StatementRow = Awaited<ReturnType<typeof lookupStatement>>[number];
/** An entry found, with what the request read once (the same on every row; the analysis and the markers apart). */
export type LookupRow = Awaited<ReturnType<typeof entriesUnion>>[number] & Omit<StatementRow, keyof Awaited<ReturnType<typeof entriesUnion>>[number] | "analysis" | "markers" | "occurrences">
  /** The passage the word stands in (lookup-word adds it from `bookTitle` and the place: shared/hebrew/cited-passage). */
  & { passage?: CitedPassage | null;
    /** The quotations of the Jastrow references shown as this entry (see-targets#withSeeTargets): the word's too, as its own are. */
    referenceUses?: readonly CitationCounts[];
    /** A reference's entry after its first (see-targets#withSeeTargets): the id of the entry it is shown after, never ranked itself. */
    seeAfter?: string };
/** The lookup's statement, read: the entries found, and what was read once whatever they are. */
export interface LookupResult {
  rows: LookupRow[];
  /** The word's id in the learner's "My words" of the book's domain (null: not there, or no place). */
  myWordId: string | null;
  analysis: WordAnalysis | null;
  /** The Talmud page's segments with a passage marker (none for another book, or no place). */
  markers: TalmudSegment[];
  /** Given the place, each form's [tokens, books] among the books without morphology (db/word-occurrences#countFormOccurrences). */
  occurrences: Record<string, [number, number]>;
}

/** The statement's rows as the lookup reads them: the row with no entry (none found) left out. */
export function readStatementRows(rows: StatementRow[]): LookupResult {
  const first = rows[0];
  return {
    rows: rows.filter((r) => r.id !== null).map(({ analysis: _a, markers: _m, occurrences: _o, ...row }) => row as LookupRow).sort(byRowKey),
    myWordId: first?.myWordId ?? null,
    analysis: first?.analysis ? (JSON.parse(first.analysis) as WordAnalysis) : null,
    markers: first?.markers ? (JSON.parse(first.markers) as TalmudSegment[]) : [],
    occurrences: first?.occurrences ? (JSON.parse(first.occurrences) as Record<string, [number, number]>) : {},
  };
}

/**
 * The statement's rows in one order whatever the database's: the union returns them as its plan and the table's
 * physical order happen to (two databases imported from the same files can differ), and the ranking's comparators
 * leave some pairs equal (Jastrow's Hebrew קָרָא and his Aramaic קְרֵי, both 'to call'), which a stable sort then
 * keeps in the order it was given: the same word would get another first entry after a re-import.
 */
function byRowKey(a: LookupRow, b: LookupRow): number {
  const ka = rowKey(a);
  const kb = rowKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
const rowKey = (r: LookupRow) => `${r.via}\u0000${r.source}\u0000${r.sourceId}\u0000${r.seeFrom?.toString() ?? ""}\u0000${r.id}`;

/** The statement prepared once per database and shape (how many forms, whether a place): its SQL built and compiled once. */
const preparedLookups = new WeakMap<DbOrTx, Map<string, ReturnType<typeof preparedLookup>>>();
const PLACE_KEYS = ["bookId", "chapter", "verse", "position", "plain", "userId"] as const;

/**
 * `lookupStatement` of `count` forms, with or without a place, with placeholders for its values, prepared as
 * drizzle's `prepare(name)` prepares it (its documented prepared statements: orm.drizzle.team/docs/perf-queries):
 * named by its shape, so that PostgreSQL (node-postgres) parses it once per connection and may keep its plan
 * (planning the union took 5–20 ms of each lookup); PGlite's driver ignores the name (a statement planned each time).
 * Its rows, which the drivers return as arrays, are read into objects by the selection's keys (`rowOf`): drizzle's
 * own reading asks of each of its 30 columns, on each of the word's rows (up to a hundred and more), which kind of field
 * it is (0.3 ms of a lookup), and decodes nothing here the driver has not decoded already (text, arrays, jsonb, booleans).
 */
function preparedLookup(db: DbOrTx, count: number, placed: boolean) {
  // Placeholders stand where statementOf takes the word's values (strings, a place): drizzle fills
  // them at execute, so the casts only tell the builder's types what each slot will hold.
  const slots = Array.from({ length: count }, (_, i) => sql.placeholder(`f${i}`) as unknown as string);
  const slotPlace = placed ? (Object.fromEntries(PLACE_KEYS.map((k) => [k, sql.placeholder(k)])) as unknown as WordPlace) : null;
  // The array of forms as one parameter, encoded by the column as arrayOverlaps encodes it.
  const overlaps = (column: AnyPgColumn) => arrayOverlaps(column, new Param(sql.placeholder("list"), column));
  const statement = statementOf(db, slots, overlaps, slotPlace);
  const rowOf = rowReader(Object.keys(statement._.selectedFields));
  return db._.session.prepareQuery<{ execute: StatementRow[]; all: unknown; values: unknown }>(
    statement.toSQL(), undefined, `milim_lookup_${count}${placed ? "_placed" : ""}`, true, (rows) => (rows as unknown[][]).map(rowOf),
  );
}

/** A row as the driver returns it (an array, in the selection's order) read into an object by the selection's keys. */
function rowReader(keys: readonly string[]): (values: unknown[]) => StatementRow {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
    return row as StatementRow;
  };
}

/**
 * `lookupStatement` run: the same SQL and the same parameters, but its text compiled once per number of
 * forms (with and without a place) and filled with this word's values. Building and compiling the statement
 * (a parameter per form in each of its `in` lists) took drizzle about 4 ms for a word of 37 forms, each lookup.
 */
export async function runLookupStatement(db: DbOrTx, forms: string[], place: WordPlace | null): Promise<LookupResult> {
  const list = formList(forms);
  const key = `${list.length}${place ? " placed" : ""}`;
  let shapes = preparedLookups.get(db);
  if (!shapes) preparedLookups.set(db, (shapes = new Map()));
  let prepared = shapes.get(key);
  if (!prepared) shapes.set(key, (prepared = preparedLookup(db, list.length, place !== null)));
  const values: Record<string, unknown> = { list };
  list.forEach((f, i) => { values[`f${i}`] = f; });
  if (place) for (const k of PLACE_KEYS) values[k] = place[k];
  return readStatementRows(await prepared.execute(values));
}
