// The library's counted words (book_chapter_words), written by the book imports (modules/books) and
// counted again with their lemmas by the morphology imports (modules/books, modules/dictionary).
import { asc, eq, sql } from "drizzle-orm";
import { lemmaHomonym, lemmaKey } from "../../shared/dictionary/lexical-links";
import { chapterTokenCounts, formsRuleOf, type CoverageVerse, type FormsRule } from "../../shared/reading/chapter-coverage";
import { changedRowsOnly, insertUnnest, textArrayLiteral, type BulkColumn } from "./bulk-insert";
import type { DbOrTx, Tx } from "./client";
import { books, bookVerses, bookWordLemmas } from "./schema";

/** One book_chapter_words row: a chapter's tokens that share these forms and lemma. */
export interface ChapterWordRow {
  chapter: number;
  forms: string[];
  lemma: string | null;
  count: number;
}

/** The book_chapter_words rows of a text: each chapter's tokens grouped by their forms (the book's rule, `formsRuleOf`) and lemma. */
export function chapterWordRows(verses: readonly (CoverageVerse & { chapter: number })[], rule: FormsRule): ChapterWordRow[] {
  const byChapter = new Map<number, CoverageVerse[]>();
  for (const v of verses) {
    const list = byChapter.get(v.chapter);
    if (list) list.push(v);
    else byChapter.set(v.chapter, [v]);
  }
  const formsCache = new Map<string, string[]>();
  return [...byChapter].flatMap(([chapter, list]) => chapterTokenCounts(list, rule, formsCache).map((r) => ({ chapter, ...r })));
}

const CHAPTER_WORD_COLUMNS: BulkColumn<ChapterWordRow>[] = [
  ["chapter", "int", (r) => r.chapter], ["forms", "text[]", (r) => r.forms], ["lemma", "text", (r) => r.lemma], ["count", "int", (r) => r.count],
];

/** Whether any row of `table` belongs to this book (a book imported the first time has none: nothing to delete). */
export async function bookHasRows(tx: DbOrTx, table: "book_verses" | "book_chapter_words", bookId: string): Promise<boolean> {
  const result = await tx.execute(sql`select exists (select 1 from ${sql.identifier(table)} where book_id = ${bookId}) as found`);
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
}

/**
 * Replaces the counted words of these chapters of a book (in the caller's transaction), writing
 * only what changed: the rows the new count no longer has are deleted, new rows inserted, and a
 * row whose count moved updated; a row that stays as it was is not written, nor are its GIN
 * entries (a text imported again rewrites nothing). Rows of another writer that got there first
 * end with the same count (the same text gives the same rows).
 */
export async function replaceChapterWords(tx: Tx, bookId: string, chapters: number[] | "all", rows: ChapterWordRow[]): Promise<void> {
  // A book's first import has no counted words yet: nothing to delete and no conflict possible,
  // so a plain insert (no statement sending the rows' arrays twice, no index probe per row).
  const had = await bookHasRows(tx, "book_chapter_words", bookId);
  if (had) {
    await tx.execute(sql`delete from book_chapter_words c
    where c.book_id = ${bookId} ${chapters === "all" ? sql`` : sql`and c.chapter = any(${sql.param(chapters)}::int[])`}
      and not exists (
        select 1 from unnest(${sql.param(rows.map((r) => r.chapter))}::int[], ${sql.param(rows.map((r) => textArrayLiteral(r.forms)))}::text[], ${sql.param(rows.map((r) => r.lemma ?? ""))}::text[]) as n(chapter, forms, lemma)
        where n.chapter = c.chapter and n.forms::text[] = c.forms and n.lemma = coalesce(c.lemma, ''))`);
  }
  await insertUnnest(tx, "book_chapter_words", CHAPTER_WORD_COLUMNS, rows, !had ? { constants: [["book_id", "uuid", bookId]] } : {
    constants: [["book_id", "uuid", bookId]],
    // Rows already there with the same count are left out before the insert (not even locked).
    where: changedRowsOnly("book_chapter_words", ["book_id", "chapter", "forms"], ["lemma", "count"]),
    onConflict: sql`on conflict (book_id, chapter, forms, (coalesce(lemma, ''))) do update set count = excluded.count where book_chapter_words.count <> excluded.count`,
  });
}

/**
 * Each verse's lemma keys by the reader's positions (`lemmas[position - 1]`), from a book's
 * morphology: the Strong's number, with the homonym letter the word's lemma attribute names
 * (shared/dictionary/lexical-links#lemmaKey).
 */
export function lemmasByVerse(rows: readonly { chapter: number; verse: number; position: number; strong?: string | null; lemma?: string | null }[]): Map<string, (string | null)[]> {
  const byVerse = new Map<string, (string | null)[]>();
  for (const r of rows) {
    const key = `${r.chapter}:${r.verse}`;
    let list = byVerse.get(key);
    if (!list) byVerse.set(key, (list = []));
    while (list.length < r.position - 1) list.push(null);
    list[r.position - 1] = r.strong ? lemmaKey(r.strong, lemmaHomonym(r.lemma)) : null;
  }
  return byVerse;
}

/** A book's verses with their words' lemmas (none without morphology), in order. */
export async function readCoverageVerses(db: DbOrTx, bookId: string): Promise<(CoverageVerse & { chapter: number; verse: number })[]> {
  const [verses, lemmaRows] = await Promise.all([
    db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrew: bookVerses.hebrewText }).from(bookVerses)
      .where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse)),
    db.select({ chapter: bookWordLemmas.chapter, verse: bookWordLemmas.verse, position: bookWordLemmas.position, strong: bookWordLemmas.strong, lemma: bookWordLemmas.lemma })
      .from(bookWordLemmas).where(eq(bookWordLemmas.bookId, bookId)),
  ]);
  const lemmas = lemmasByVerse(lemmaRows);
  return verses.map((v) => ({ ...v, lemmas: lemmas.get(`${v.chapter}:${v.verse}`) }));
}

/** A book's words counted again from its verses and lemmas, in the caller's transaction (after a morphology import). */
export async function recountChapterWords(tx: Tx, bookId: string): Promise<void> {
  const [book] = await tx.select({ category: books.category }).from(books).where(eq(books.id, bookId));
  if (!book) return;
  await replaceChapterWords(tx, bookId, "all", chapterWordRows(await readCoverageVerses(tx, bookId), formsRuleOf(book.category ?? "")));
}
