-- The Talmud's and the Mishnah's words are counted with the Aramaic and rabbinic readings:
-- their stored forms are dropped here and counted again, once, when the library or the chapter is
-- next read (books/service.ts#countMissingChapterWords).
DELETE FROM "book_chapter_words" WHERE "book_id" IN (SELECT "id" FROM "books" WHERE "category" IN ('Talmud', 'Mishnah'));--> statement-breakpoint
-- How often a form occurs in the imported texts (tokens that may stand for it): the lookup ranks its
-- readings by it. Migration 0021 (occurrences by form) made the same index.
CREATE INDEX IF NOT EXISTS "book_chapter_words_forms_idx" ON "book_chapter_words" USING gin ("forms");
