import { and, arrayOverlaps, asc, count, eq, getTableName, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { DictionaryEntry } from "../../../shared/api/dictionary";
import type { DictionaryQuery } from "../../../shared/dictionary/dictionary-rules";
import { foldTransliteration } from "../../../shared/dictionary/fold-transliteration";
import { COPY_OF } from "../../../shared/dictionary/lexicon-copies";
import type { DbOrTx } from "../../db/client";
import { dictionaryEntries as d } from "../../db/schema";
import { containsPattern, prefixPattern } from "../../db/like-pattern";

/**
 * An entry's columns as the API gives them, with the head-words of the entries it refers to (the same lexicon's, on
 * its unique index): `referenceWord` the target of a cross-reference ("הוּא" for BDB's הִיא, whose reference_to is
 * e.aw.aa), `crossRefWords` each of `crossRefs`' (its id where the entry is not in the table): a learner reads "See: הוּא", never an id.
 */
/** A column of the entry's own row, named with its table: drizzle writes a one-table select's columns bare, which a subquery's `t` would take for its own. */
const own = (column: string) => sql.raw(`"${getTableName(d)}"."${column}"`);

export const entryColumns = {
  id: d.id, source: d.source, sourceId: d.sourceId, word: d.word, transliteration: d.transliteration, pronunciation: d.pronunciation,
  partOfSpeech: d.partOfSpeech, language: d.language, definitions: d.definitions, root: d.root, isProperName: d.isProperName,
  referenceTo: d.referenceTo, referenceAlso: d.referenceAlso,
  referenceWord: sql<string | null>`(select t.word from dictionary_entries t where t.source = ${own("source")} and t.source_id = ${own("reference_to")})`.as("reference_word"),
  crossRefs: d.crossRefs,
  crossRefWords: sql<string[]>`array(select coalesce(t.word, x.id) from unnest(${own("cross_refs")}) with ordinality x(id, n)
    left join dictionary_entries t on t.source = ${own("source")} and t.source_id = x.id order by x.n)`.as("cross_ref_words"),
  linkedId: d.linkedId, details: d.details,
};

/**
 * The columns of an entry the Dictionary page lists and opens: entryColumns and `referenceAlsoWords`, the head-word of
 * each of a reference's other targets (`reference_also`, in its order; null where the entry is not in the table), so that
 * the table and the entry dialog say "See: תּוֹרֶן, תּוּרְנָא" from the same answer. Not the lookup's: its panel shows those
 * targets as entries of their own (see-targets.ts).
 */
export const listedEntryColumns = {
  ...entryColumns,
  referenceAlsoWords: sql<(string | null)[]>`case when cardinality(${own("reference_also")}) = 0 then '{}'::text[] else array(select t.word
    from unnest(${own("reference_also")}) with ordinality x(id, n) left join dictionary_entries t on t.source = ${own("source")} and t.source_id = x.id
    order by x.n) end`.as("reference_also_words"),
};

/**
 * The entries the Dictionary lists: each once, a lexicon's copy of another's entry (shared/dictionary/lexicon-copies:
 * Sefaria's Aramaic lookup gives Jastrow's entries under Jastrow's ids) left out where the original's import holds it
 * (the unique index on source and id).
 */
export const listedOnce: SQL | undefined = and(...Object.entries(COPY_OF).map(([copy, original]) =>
  sql`not (${own("source")} = ${copy} and exists (select 1 from dictionary_entries o where o.source = ${original} and o.source_id = ${own("source_id")}))`));

export async function countByLanguage(db: DbOrTx): Promise<{ hebrew: number; aramaic: number }> {
  const rows = await db.select({ language: d.language, n: count() }).from(d).where(listedOnce).groupBy(d.language);
  const of = (l: string) => rows.find((r) => r.language === l)?.n ?? 0;
  return { hebrew: of("hebrew"), aramaic: of("aramaic") };
}

/** The browse filters (of the entries listed once): language, and a Hebrew letter (first letter, niqqud stripped) or A–Z (definitions). */
function browseWhere(filter: { language?: "hebrew" | "aramaic"; letter?: string }): SQL | undefined {
  const letter = filter.letter;
  return and(
    listedOnce,
    filter.language ? eq(d.language, filter.language) : undefined,
    letter ? (/[A-Za-z]/.test(letter) ? eq(d.latinLetter, letter.toUpperCase()) : eq(d.hebrewLetter, letter)) : undefined,
  );
}

/** One browse page with the filter's total on each row (exported apart so the benchmark times exactly this statement). */
export function browsePageQuery(db: DbOrTx, filter: { language?: "hebrew" | "aramaic"; letter?: string }, page: number, pageSize: number) {
  return db.select({ ...listedEntryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(d).where(browseWhere(filter))
    .orderBy(asc(d.wordSort), sql`cardinality(${d.definitions}) = 0`, asc(d.source), asc(d.sourceId)).limit(pageSize).offset((page - 1) * pageSize);
}

/**
 * One page of the browse table, in the alphabetical order of the head-words' plain letters (word_sort: punctuation
 * ignored, so BDB's "(ה)גבול" files under ה), a head-word's entries with a gloss before those without, and the total: one statement.
 */
export async function browseEntries(db: DbOrTx, filter: { language?: "hebrew" | "aramaic"; letter?: string }, page: number, pageSize: number) {
  const rows = await browsePageQuery(db, filter, page, pageSize);
  // A page past the end has no row to carry the total: count then.
  const total = rows[0]?.total ?? (page > 1 ? (await db.select({ n: count() }).from(d).where(browseWhere(filter)))[0]?.n ?? 0 : 0);
  return { entries: rows.map(({ total: _t, ...e }) => e as DictionaryEntry), total };
}

/**
 * The search: Hebrew input matches the niqqud-stripped word or the transliteration;
 * other input the transliteration (folded on both sides: shared/dictionary/fold-transliteration, the stored
 * transliteration_plain), part of speech or any definition, case-insensitive; all through
 * pg_trgm GIN indexes. Hebrew input also finds the entries it is an inflected form of (GIN on forms_plain). Exact matches first, then prefix matches, then the rest;
 * within each, common words before proper names, and entries with a gloss before those without; at most `limit`.
 */
export function searchEntries(db: DbOrTx, query: Exclude<DictionaryQuery, { kind: "none" }>, language: "hebrew" | "aramaic" | undefined, limit: number) {
  const term = query.kind === "hebrew" ? query.plain : query.text;
  const pattern = containsPattern(term);
  // The transliteration is compared folded: "shalom" finds "shalóm", "ab" "ʼâb". Input of marks only ("'") folds to nothing: no transliteration match.
  const folded = query.kind === "hebrew" ? foldTransliteration(term) : query.folded;
  const transliterationMatch = folded === "" ? undefined : like(d.transliterationPlain, containsPattern(folded));
  const stems = query.kind === "hebrew" ? query.stems : [];
  // An inflected form of an entry (Wiktionary Hebrew's conjugations and plurals, Jastrow's forms): כתבתי finds כָּתַב.
  const inflected = query.kind === "hebrew" ? arrayOverlaps(d.formsPlain, [term, ...stems]) : undefined;
  const match = query.kind === "hebrew"
    ? or(ilike(d.wordPlain, pattern), transliterationMatch, stems.length > 0 ? inArray(d.wordPlain, stems) : undefined, inflected)
    : or(transliterationMatch, ilike(d.partOfSpeech, pattern), ilike(d.definitionsText, pattern));
  // Exact, then the word without its proclitics (בראשית → ראשית), then prefix, then the rest. For
  // Latin input "exact" is the folded transliteration or any one definition, "prefix" the folded transliteration
  // or the first definition.
  const prefix = prefixPattern(term);
  const stemRank = stems.length > 0 ? sql`when ${inArray(d.wordPlain, stems)} or ${inflected} then 1` : sql`when ${inflected} then 1`;
  const translitExact = folded === "" ? sql`false` : sql`${d.transliterationPlain} = ${folded}`;
  const translitPrefix = folded === "" ? sql`false` : sql`${d.transliterationPlain} like ${prefixPattern(folded)}`;
  const rank = query.kind === "hebrew"
    ? sql<number>`case when ${d.wordPlain} = ${term} then 0 ${stemRank} when ${d.wordPlain} like ${prefix} then 2 else 3 end`
    : sql<number>`case when ${translitExact} or exists (select 1 from unnest(${d.definitions}) as x(v) where lower(x.v) = ${term}) then 0
        when ${translitPrefix} or lower(${d.definitionsText}) like ${prefix} then 2 else 3 end`;
  return db.select({ ...listedEntryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(d)
    .where(and(match, listedOnce, language ? eq(d.language, language) : undefined))
    // Within a rank, what the lexicons say of the entry: a proper name (Abshalom, Shallum) after the common word, and
    // an entry without a gloss (a bare cross-reference, a note on a letter) after those with one.
    .orderBy(rank, asc(d.isProperName), sql`cardinality(${d.definitions}) = 0`, asc(d.wordSort), asc(d.sourceId))
    .limit(limit);
}

export async function findEntryBySourceId(db: DbOrTx, source: DictionaryEntry["source"], sourceId: string) {
  const [row] = await db.select(listedEntryColumns).from(d).where(and(eq(d.source, source), eq(d.sourceId, sourceId)));
  return (row as DictionaryEntry | undefined) ?? null;
}

export async function findEntry(db: DbOrTx, id: string) {
  const [row] = await db.select(listedEntryColumns).from(d).where(eq(d.id, id));
  return (row as DictionaryEntry | undefined) ?? null;
}
