ALTER TABLE "book_word_lemmas" ALTER COLUMN "strong" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "book_word_lemmas" ADD COLUMN "lemma" text;--> statement-breakpoint
ALTER TABLE "book_word_lemmas" ADD COLUMN "morph" text;--> statement-breakpoint
ALTER TABLE "book_word_lemmas" ADD COLUMN "parts" text;--> statement-breakpoint
CREATE INDEX "book_word_lemmas_strong_idx" ON "book_word_lemmas" USING btree ("strong","book_id","chapter","verse","position");--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "oshb_imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "canon_order" integer;
--> statement-breakpoint
CREATE INDEX "book_chapter_words_forms_idx" ON "book_chapter_words" USING gin ("forms");
