CREATE TABLE "book_word_lemmas" (
	"book_id" uuid NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"position" integer NOT NULL,
	"surface" text NOT NULL,
	"strong" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	CONSTRAINT "book_word_lemmas_book_id_chapter_verse_position_pk" PRIMARY KEY("book_id","chapter","verse","position")
);
--> statement-breakpoint
ALTER TABLE "book_word_lemmas" ADD CONSTRAINT "book_word_lemmas_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dictionary_entries_word_plain_idx" ON "dictionary_entries" USING btree ("word_plain");