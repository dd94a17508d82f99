-- A word's lemma: the Strong's number of the Hebrew Bible's lemma it stands for ("H559"),
-- where known. A word saved from a verse of a book with OpenScriptures' morphology keeps it, and so
-- does a word of a collection filled from a book's most frequent lemmas. Knowing such a word makes
-- every form of its lemma known in the reader and the library's coverage.
ALTER TABLE "words" ADD COLUMN "lemma" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "words_lemma_idx" ON "words" ("lemma") WHERE "lemma" IS NOT NULL;
