// What the library's coverage reads instead of the text: each chapter's word tokens, counted.
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { books } from "./content";

/**
 * A chapter's word tokens grouped by their forms (`chapterTokenCounts`, src/shared/reading):
 * `forms` are the plain word (first) and the stems its proclitics may leave (the Talmud's and the
 * Mishnah's also the Aramaic readings' forms, `formsRuleOf`), `count` how many tokens of the
 * chapter have them. Written with the chapter's verses by the book import (the same transaction);
 * a book imported before this table is counted once, when the library is first read.
 */
export const bookChapterWords = pgTable(
  "book_chapter_words",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    forms: text("forms").array().notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    uniqueIndex("book_chapter_words_uq").on(t.bookId, t.chapter, t.forms),
    // Where a plain form occurs in the books without morphology (the occurrences list), and how
    // often a form occurs in the imported texts (the lookup's ranking of readings: forms && …).
    index("book_chapter_words_forms_idx").using("gin", t.forms),
    check("book_chapter_words_count_chk", sql`${t.count} > 0`),
  ],
);
