// SQL on the words' analyses (book_word_lemmas) that more than one module needs: the reader's
// lookup (dictionary) reads the tapped word's analysis and how often its lemma occurs; books lists
// the occurrences page by page.
import { sql, type SQL } from "drizzle-orm";
import type { AddressType } from "../../shared/books/chapter-label";
import { HOMONYM_PATTERN } from "../../shared/dictionary/lexical-links";
import type { DbOrTx } from "./client";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface WordAnalysis {
  strong: string | null;
  lemma: string | null;
  morph: string | null;
  parts: string | null;
  prefix: string;
  /** Occurrences of its lemma (of its homonym, where the lemma names one) in the library (0 when it has no Strong's number), and in how many books. */
  count: number;
  books: number;
}

/**
 * The analysis of the word at a place (when it is the same word: same plain form) and how often
 * its lemma occurs in the library, as one JSON text (WordAnalysis; null where the place has no
 * analysis): a scalar subquery for the reader's lookup statement, whose one round trip reads it;
 * the counts are an index-only scan of book_word_lemmas_strong_idx; a lemma that names a homonym ("2416 e"
 * חַיִּים 'life') counts the words of that homonym only (not 2416 c חַיָּה 'living thing'), reading their lemma
 * (the branch for the other is skipped: a one-time filter on the letter).
 */
export function wordAnalysisSql(place: { bookId: string; chapter: number; verse: number; position: number; plain: string }): SQL<string | null> {
  return sql<string | null>`(select json_build_object('strong', l.strong, 'lemma', l.lemma, 'morph', l.morph, 'parts', l.parts, 'prefix', l.prefix, 'count', t.count, 'books', t.books)::text
    from book_word_lemmas l
    cross join lateral (select ${homonymOf(sql`l.lemma`)} as letter) h
    cross join lateral (
      select a.count, a.books from (select count(*)::int as count, count(distinct o.book_id)::int as books from book_word_lemmas o
        where o.strong = l.strong) a where h.letter is null
      union all
      select b.count, b.books from (select count(*)::int as count, count(distinct o.book_id)::int as books from book_word_lemmas o
        where o.strong = l.strong and ${homonymOf(sql`o.lemma`)} = h.letter) b where h.letter is not null
    ) t
    where l.book_id = ${place.bookId} and l.chapter = ${place.chapter} and l.verse = ${place.verse} and l.position = ${place.position}
      and milim_plain(l.surface) = ${place.plain}
    limit 1)`;
}

export interface OccurrenceRow {
  count: number;
  books: number;
  book_id: string | null;
  title: string | null;
  address_type: AddressType | null;
  chapter: number | null;
  verse: number | null;
  position: number | null;
  hebrew: string | null;
}

/** The homonym letter of a lemma attribute column ("2416 e" → "e"; null for none), as shared/dictionary/lexical-links#lemmaHomonym reads it. */
export const homonymOf = (lemma: SQL) => sql`substring(${lemma} from ${HOMONYM_PATTERN})`;

/**
 * A word's lemma key from its Strong's number and lemma attribute columns (shared/dictionary/lexical-links#lemmaKey:
 * "H2416" and "2416 e" → "H2416e"; the first homonym, or none, the bare number): what knowledge by lemma compares.
 */
export const lemmaKeyOf = (strong: SQL, lemma: SQL) => lemmaKeyOfLetter(strong, homonymOf(lemma));

/** A lemma key from a Strong's number and a homonym letter (null or "" for none): the number, with the letter when it is not "a". */
export const lemmaKeyOfLetter = (strong: SQL, letter: SQL) => sql<string | null>`(${strong} || coalesce(nullif(${letter}, 'a'), ''))`;

/**
 * The BDB id of the homonym `letter` names, given the number's Strong's entry (`strong`, an alias of dictionary_entries):
 * the link its letter marks in linked_augs (shared/dictionary/lexical-links#linkedIdsByEntry); null where none does.
 */
export const homonymBdbIdSql = (strong: SQL, letter: SQL) => sql`${strong}.linked_ids[array_position(${strong}.linked_augs, ${letter})]`;

/** A lemma key's Strong's number ("H2416e" → "H2416"), as shared/dictionary/lexical-links#strongOfLemmaKey reads it. */
export const strongOfLemmaKeySql = (key: SQL) => sql<string>`regexp_replace(${key}, '[a-z]$', '')`;

/**
 * A lemma's occurrences in one statement: their count and books (the index alone) and one page of
 * them in the order of the Tanakh (then by title for books without a place in it), each with its
 * verse; with `homonym`, the words of that homonym only. A lemma with no occurrence gives one row
 * with count 0 and null columns.
 */
export async function readLemmaOccurrences(db: DbOrTx, strong: string, homonym: string | null, limit: number, offset: number): Promise<OccurrenceRow[]> {
  const ofHomonym = homonym === null ? sql`` : sql` and ${homonymOf(sql`o.lemma`)} = ${homonym}`;
  const result = await db.execute(sql`
    with hits as materialized (
      select o.book_id, o.chapter, o.verse, o.position from book_word_lemmas o where o.strong = ${strong}${ofHomonym}
    ),
    tally as (select count(*)::int as count, count(distinct book_id)::int as books from hits),
    page as (
      select h.book_id, h.chapter, h.verse, h.position, b.title, b.address_type, b.canon_order
      from hits h join books b on b.id = h.book_id
      order by b.canon_order nulls last, b.title, h.chapter, h.verse, h.position
      limit ${limit} offset ${offset}
    )
    select t.count, t.books, p.book_id, p.title, p.address_type, p.chapter, p.verse, p.position, v.hebrew_text as hebrew
    from tally t
    left join page p on true
    left join book_verses v on v.book_id = p.book_id and v.chapter = p.chapter and v.verse = p.verse
    order by p.canon_order nulls last, p.title, p.chapter, p.verse, p.position`);
  return rowsOf<OccurrenceRow>(result);
}

/** How many tokens of the books without morphology have `form` (plainly, or as the stem under proclitics), and in how many books: the GIN index on forms. */
export async function countFormOccurrences(db: DbOrTx, form: string): Promise<{ count: number; books: number }> {
  const result = await db.execute(sql`
    select coalesce(sum(cw.count), 0)::int as count, count(distinct cw.book_id)::int as books
    from book_chapter_words cw join books b on b.id = cw.book_id
    where cw.forms @> array[${form}]::text[] and b.oshb_imported_at is null`);
  return rowsOf<{ count: number; books: number }>(result)[0]!;
}
