CREATE TABLE "book_chapter_words" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book_id" uuid NOT NULL,
	"chapter" integer NOT NULL,
	"forms" text[] NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "book_chapter_words_count_chk" CHECK ("book_chapter_words"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "book_chapter_words" ADD CONSTRAINT "book_chapter_words_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_chapter_words_uq" ON "book_chapter_words" USING btree ("book_id","chapter","forms");