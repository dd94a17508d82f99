-- How far the texts library's text of a book goes, as far as an import learned it: `source_end` is its last chapter
-- (a Talmud tractate's last amud, 64a = 127), exact where `source_end_exact` (the import read the tractate to its end),
-- else at least so far (the index record's count: Sefaria serves every amud up to it). The reader's last page of a
-- tractate says from it whether the tractate goes on or ends there. Null: a book imported before, or from elsewhere.
ALTER TABLE "books" ADD COLUMN "source_end" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "source_end_exact" boolean DEFAULT false NOT NULL;
