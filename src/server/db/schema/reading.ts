// What the library's coverage reads instead of the text: each chapter's word tokens, counted.
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { books } from "./content";

/**
 * A chapter's word tokens grouped by their forms (`chapterTokenCounts`, src/shared/reading):
 * `forms` are the plain word (first) and the stems its proclitics may leave (the Talmud's and the
 * Mishnah's also the Aramaic readings' forms, `formsRuleOf`), `lemma` their lemma key in a book with
 * morphology (book_word_lemmas' Strong's number and homonym letter, lemmaKey: migrations 0026, 0042; null where there is none), `count`
 * how many tokens of the chapter have them. Written with the chapter's verses by the book import (the same transaction);
 * a book imported before this table is counted once, when the library is first read.
 */
export const bookChapterWords = pgTable(
  "book_chapter_words",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    forms: text("forms").array().notNull(),
    lemma: text("lemma"),
    count: integer("count").notNull(),
  },
  (t) => [
    uniqueIndex("book_chapter_words_uq").on(t.bookId, t.chapter, t.forms, sql`coalesce(${t.lemma}, '')`),
    // Where a plain form occurs in the books without morphology (the occurrences list), and how
    // often a form occurs in the imported texts (the lookup's ranking of readings: forms && …).
    index("book_chapter_words_forms_idx").using("gin", t.forms),
    check("book_chapter_words_count_chk", sql`${t.count} > 0`),
  ],
);

/**
 * The library's summary (migration 0026): a learner's known and total tokens in a book, as of their
 * library `version`. Computed on read when missing or older than `userLibraryVersions`; triggers move
 * the version when a word of theirs becomes known or stops being so, and delete the rows when a change
 * may touch every learner (words' Hebrew, lemma or collection, a collection's owner, the lexicons,
 * any book's counted words).
 */
export const userBookCoverage = pgTable(
  "user_book_coverage",
  {
    userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    version: bigint("version", { mode: "number" }).notNull(),
    knownTokens: integer("known_tokens").notNull(),
    totalTokens: integer("total_tokens").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

/** Each learner's library version (from milim_library_version_seq; no row: 0). Written by triggers on progress only. */
export const userLibraryVersions = pgTable("user_library_versions", {
  userId: text("user_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
